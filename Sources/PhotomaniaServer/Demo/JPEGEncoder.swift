import CJPEG
import Foundation

public enum JPEGEncodingError: Error, Equatable, CustomStringConvertible {
    /// The pixel buffer is not `width * height * 3` bytes long.
    case bufferSizeMismatch(expected: Int, actual: Int)
    /// libjpeg refused the input; the message is libjpeg's.
    case libjpeg(String)

    public var description: String {
        switch self {
        case .bufferSizeMismatch(let expected, let actual):
            "JPEG encoding: expected \(expected) bytes of RGB pixels, got \(actual)"
        case .libjpeg(let message):
            "JPEG encoding failed: \(message)"
        }
    }
}

/// Encodes packed 8-bit RGB pixels to JPEG with libjpeg (through the CJPEG target).
public enum JPEGEncoder {
    public static func encode(
        rgb: [UInt8], width: Int, height: Int, quality: Int = 85, progressive: Bool = false
    ) throws -> Data {
        guard width >= 0, height >= 0, width <= Int(Int32.max), height <= Int(Int32.max) else {
            throw JPEGEncodingError.libjpeg("invalid dimensions \(width)×\(height)")
        }
        let (expected, overflow) = width.multipliedReportingOverflow(by: height * 3)
        guard !overflow, expected == rgb.count else {
            throw JPEGEncodingError.bufferSizeMismatch(expected: overflow ? Int.max : expected, actual: rgb.count)
        }

        var output: UnsafeMutablePointer<UInt8>?
        var length: UInt = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = rgb.withUnsafeBufferPointer { pixels in
            message.withUnsafeMutableBufferPointer { text in
                // An empty image has no base address; libjpeg still needs a pointer to reject it.
                withUnsafePointer(to: 0 as UInt8) { placeholder in
                    pm_jpeg_encode_rgb(
                        pixels.baseAddress ?? placeholder, Int32(width), Int32(height), Int32(quality),
                        progressive ? 1 : 0, &output, &length, text.baseAddress, text.count
                    )
                }
            }
        }
        guard status == 0, let output else {
            let text = message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
            throw JPEGEncodingError.libjpeg(String(decoding: text, as: UTF8.self))
        }
        defer { pm_jpeg_free(output) }
        return Data(bytes: output, count: Int(length))
    }
}
