import CPNG
import Foundation

/// The colour types of a PNG header; raw values are the header's.
public enum PNGColorType: Int, Sendable, Equatable {
    case grayscale = 0
    case rgb = 2
    case palette = 3
    case grayscaleAlpha = 4
    case rgba = 6
}

/// What a PNG's chunks before the image data say, read without decoding any pixels.
public struct PNGInfo: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// Bits per sample (per palette index for `.palette`): 1, 2, 4, 8 or 16.
    public let bitDepth: Int
    public let colorType: PNGColorType
    public let isInterlaced: Bool
    /// An alpha channel, or a tRNS chunk making some colour or palette entry transparent.
    public let hasTransparency: Bool

    public init(width: Int, height: Int, bitDepth: Int, colorType: PNGColorType, isInterlaced: Bool, hasTransparency: Bool) {
        self.width = width
        self.height = height
        self.bitDepth = bitDepth
        self.colorType = colorType
        self.isInterlaced = isInterlaced
        self.hasTransparency = hasTransparency
    }
}

/// Decodes PNG data with libpng. Bad data throws; it never ends the process.
public enum PNGDecoder {
    public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    public static let defaultMaxPixels = JPEGDecoder.defaultMaxPixels

    public static func info(of data: Data) throws(ImageError) -> PNGInfo {
        guard !data.isEmpty else { throw .empty }
        var info = pm_png_info()
        var message = [CChar](repeating: 0, count: 256)
        let code = data.withUnsafeBytes { raw in
            pm_png_read_info(raw.bindMemory(to: UInt8.self).baseAddress, raw.count, &info, &message, message.count)
        }
        try check(Int(code), data: data, info: info, maxPixels: 0, message: message)
        return try PNGInfo(info)
    }

    /// Decodes to RGB at full size: transparency is composited over white, 16-bit samples scaled
    /// to 8 bits, gamma and colour profiles ignored. A source over `maxPixels` (width × height)
    /// fails before its pixels are allocated.
    public static func decode(_ data: Data, maxPixels: Int = defaultMaxPixels) throws(ImageError) -> DecodedImage {
        guard !data.isEmpty else { throw .empty }
        var info = pm_png_info()
        var warnings: Int32 = 0
        var output: UnsafeMutablePointer<UInt8>?
        var message = [CChar](repeating: 0, count: 256)
        let code = data.withUnsafeBytes { raw in
            pm_png_decode_rgb(
                raw.bindMemory(to: UInt8.self).baseAddress, raw.count, UInt(max(0, maxPixels)),
                &output, &info, &warnings, &message, message.count)
        }
        defer { pm_png_free(output) }
        try check(Int(code), data: data, info: info, maxPixels: maxPixels, message: message)
        let width = Int(info.width)
        let height = Int(info.height)
        let pixels = output.map { Array(UnsafeBufferPointer(start: $0, count: width * height * 3)) } ?? []
        guard pixels.count == width * height * 3 else { throw .outOfMemory }
        return DecodedImage(
            image: RGBImage(width: width, height: height, pixels: pixels), warnings: Int(warnings),
            firstWarning: warnings > 0 ? ImageError.text(of: message) : nil)
    }

    private static func check(_ code: Int, data: Data, info: pm_png_info, maxPixels: Int, message: [CChar]) throws(ImageError) {
        switch code {
        case PM_PNG_OK:
            return
        case PM_PNG_ERR_NOT_PNG:
            throw .notPNG(firstBytes: Array(data.prefix(signature.count)))
        case PM_PNG_ERR_TOO_LARGE:
            throw .tooLarge(width: Int(info.width), height: Int(info.height), maxPixels: maxPixels)
        case PM_PNG_ERR_NO_MEMORY:
            throw .outOfMemory
        default:
            throw .damagedPNG(ImageError.text(of: message))
        }
    }
}

extension PNGInfo {
    init(_ info: pm_png_info) throws(ImageError) {
        guard let colorType = PNGColorType(rawValue: Int(info.color_type)) else {
            throw .damagedPNG("its header gives the unknown colour type \(info.color_type)")
        }
        self.init(
            width: Int(info.width), height: Int(info.height), bitDepth: Int(info.bit_depth), colorType: colorType,
            isInterlaced: info.interlaced != 0, hasTransparency: info.has_transparency != 0)
    }
}
