/// Why an image could not be read. Every case describes itself as a sentence for the user.
public enum ImageError: Error, CustomStringConvertible, Equatable, Sendable {
    case empty
    /// The data does not start with a JPEG's SOI marker; holds its first one or two bytes.
    case notJPEG(firstBytes: [UInt8])
    /// The data does not start with the 8-byte PNG signature; holds its first bytes, up to 8.
    case notPNG(firstBytes: [UInt8])
    /// The data starts with neither signature; holds its first bytes, up to 4.
    case notJPEGOrPNG(firstBytes: [UInt8])
    /// The markers end before any image data (no SOS marker).
    case noImageData
    /// The header's size is over the caller's limit; nothing was allocated for it.
    case tooLarge(width: Int, height: Int, maxPixels: Int)
    /// libjpeg rejected the data; holds its message.
    case damaged(String)
    /// libpng rejected the data, or it ends early; holds the message.
    case damagedPNG(String)
    case outOfMemory
    case unsupportedScale(Int)

    public var description: String {
        switch self {
        case .empty:
            "The file is empty."
        case .notJPEG(let bytes):
            "This is not a JPEG file: it starts with \(Self.hex(bytes))\(Self.kind(of: bytes))."
        case .notPNG(let bytes):
            "This is not a PNG file: it starts with \(Self.hex(bytes))\(Self.kind(of: bytes))."
        case .notJPEGOrPNG(let bytes):
            "This is neither a JPEG nor a PNG file: it starts with \(Self.hex(bytes))\(Self.kind(of: bytes))."
        case .noImageData:
            "The JPEG has no image data (missing SOS marker)."
        case .tooLarge(let width, let height, let maxPixels):
            "The image is \(width) × \(height) pixels, over the limit of \(Self.megapixels(maxPixels)) megapixels."
        case .damaged(let message):
            "The JPEG is damaged: \(message)."
        case .damagedPNG(let message):
            "The PNG is damaged: \(message)."
        case .outOfMemory:
            "There is not enough memory to decode the image."
        case .unsupportedScale(let denominator):
            "A JPEG can be decoded at 1/1, 1/2, 1/4 or 1/8 of its size, not 1/\(denominator)."
        }
    }

    private static func hex(_ bytes: [UInt8]) -> String {
        bytes.map { "0x" + String($0, radix: 16, uppercase: false).leftPadded(to: 2) }.joined(separator: " ")
    }

    private static func kind(of bytes: [UInt8]) -> String {
        if bytes.starts(with: [0xFF, 0xD8]) {
            return " (a JPEG file)"
        }
        if bytes.count >= 4 && bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            return " (a PNG file whose signature is damaged or cut short)"
        }
        return switch bytes.first {
        case 0x89: " (a PNG file)"
        case 0x47: " (perhaps a GIF file)"
        case 0x3C: " (perhaps an HTML page)"
        default: ""
        }
    }

    private static func megapixels(_ pixels: Int) -> String {
        if pixels % 1_000_000 == 0 {
            return String(pixels / 1_000_000)
        }
        return String(Double(pixels) / 1_000_000)
    }
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: "0", count: length - count) + self
    }
}

extension ImageError {
    /// A C shim's message buffer as text: up to its first NUL, invalid UTF-8 repaired.
    static func text(of message: [CChar]) -> String {
        String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
