import CJPEG
import Foundation

public enum JPEGColorSpace: Sendable, Equatable {
    case unknown, grayscale, rgb, yCbCr, cmyk, ycck
}

/// What a JPEG's header says, read without decoding any pixels.
public struct JPEGInfo: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public let components: Int
    public let colorSpace: JPEGColorSpace
    public let isProgressive: Bool

    public init(width: Int, height: Int, components: Int, colorSpace: JPEGColorSpace, isProgressive: Bool) {
        self.width = width
        self.height = height
        self.components = components
        self.colorSpace = colorSpace
        self.isProgressive = isProgressive
    }
}

/// What a full decode of a file found.
public enum DecodeCheck: Sendable, Equatable {
    case clean
    case damaged(String)
    /// Not decoded: the image has more than `maxPixels` pixels.
    case tooLarge(maxPixels: Int)
    /// Not decoded: there was not enough memory.
    case outOfMemory
}

/// Decodes JPEG data with libjpeg. Bad data throws; it never ends the process.
public enum JPEGDecoder {
    public static let defaultMaxPixels = 50_000_000

    public static func info(of data: Data) throws(ImageError) -> JPEGInfo {
        try checkSignature(data)
        var info = pm_jpeg_info()
        var message = [CChar](repeating: 0, count: 256)
        let code = data.withUnsafeBytes { raw in
            pm_jpeg_read_info(raw.bindMemory(to: UInt8.self).baseAddress, raw.count, &info, &message, message.count)
        }
        try check(Int(code), info: info, maxPixels: 0, message: message)
        return JPEGInfo(info)
    }

    /// Decodes to RGB at 1/`scaleDenominator` of the full size (each side rounded up).
    /// A source over `maxPixels` (width × height) fails before its pixels are allocated.
    public static func decode(
        _ data: Data, scaleDenominator: Int = 1, maxPixels: Int = defaultMaxPixels
    ) throws(ImageError) -> DecodedImage {
        guard [1, 2, 4, 8].contains(scaleDenominator) else {
            throw .unsupportedScale(scaleDenominator)
        }
        try checkSignature(data)
        var info = pm_jpeg_info()
        var warnings: Int32 = 0
        var output: UnsafeMutablePointer<UInt8>?
        var message = [CChar](repeating: 0, count: 256)
        let code = data.withUnsafeBytes { raw in
            pm_jpeg_decode_rgb(
                raw.bindMemory(to: UInt8.self).baseAddress, raw.count, Int32(scaleDenominator),
                UInt(max(0, maxPixels)), &output, &info, &warnings, &message, message.count)
        }
        defer { pm_jpeg_free(output) }
        try check(Int(code), info: info, maxPixels: maxPixels, message: message)
        let width = Int(info.width)
        let height = Int(info.height)
        let pixels = output.map { Array(UnsafeBufferPointer(start: $0, count: width * height * 3)) } ?? []
        guard pixels.count == width * height * 3 else { throw .outOfMemory }
        return DecodedImage(
            image: RGBImage(width: width, height: height, pixels: pixels), warnings: Int(warnings),
            firstWarning: warnings > 0 ? ImageError.text(of: message) : nil)
    }

    /// What decoding the JPEG file at `path` found: clean, damaged (libjpeg's error, or its
    /// first warning), or not decoded at all (over `maxPixels`, or out of memory). Decodes at 1/8 a
    /// row at a time: memory stays flat however large the file.
    public static func check(decodingFileAt path: String, maxPixels: Int = defaultMaxPixels) -> DecodeCheck {
        var warnings: Int32 = 0
        var message = [CChar](repeating: 0, count: 256)
        let code = pm_jpeg_verify_file(path, UInt(max(0, maxPixels)), &warnings, &message, message.count)
        switch Int(code) {
        case PM_JPEG_OK: return warnings > 0 ? .damaged(ImageError.text(of: message)) : .clean
        case PM_JPEG_ERR_TOO_LARGE: return .tooLarge(maxPixels: maxPixels)
        case PM_JPEG_ERR_NO_MEMORY: return .outOfMemory
        default: return .damaged(ImageError.text(of: message))
        }
    }

    private static func checkSignature(_ data: Data) throws(ImageError) {
        guard !data.isEmpty else { throw .empty }
        let head = Array(data.prefix(2))
        guard head == [0xFF, 0xD8] else { throw .notJPEG(firstBytes: head) }
    }

    private static func check(_ code: Int, info: pm_jpeg_info, maxPixels: Int, message: [CChar]) throws(ImageError) {
        switch code {
        case PM_JPEG_OK:
            return
        case PM_JPEG_ERR_NO_IMAGE:
            throw .noImageData
        case PM_JPEG_ERR_TOO_LARGE:
            throw .tooLarge(width: Int(info.width), height: Int(info.height), maxPixels: maxPixels)
        case PM_JPEG_ERR_NO_MEMORY:
            throw .outOfMemory
        default:
            throw .damaged(ImageError.text(of: message))
        }
    }
}

extension JPEGInfo {
    init(_ info: pm_jpeg_info) {
        let spaces: [Int: JPEGColorSpace] = [
            PM_JPEG_COLOR_GRAY: .grayscale, PM_JPEG_COLOR_RGB: .rgb, PM_JPEG_COLOR_YCBCR: .yCbCr,
            PM_JPEG_COLOR_CMYK: .cmyk, PM_JPEG_COLOR_YCCK: .ycck,
        ]
        self.init(
            width: Int(info.width), height: Int(info.height), components: Int(info.components),
            colorSpace: spaces[Int(info.color_space)] ?? .unknown, isProgressive: info.progressive != 0)
    }
}
