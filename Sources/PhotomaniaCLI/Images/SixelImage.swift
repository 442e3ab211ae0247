import CSixel
import PhotomaniaKit

/// SIXEL graphics (xterm, foot, mlterm, WezTerm, Windows Terminal…): the picture's own pixels,
/// quantised by libsixel to a palette of at most 256 colours with Floyd–Steinberg dithering, as
/// one 7-bit sequence `ESC P 0;1 q "1;1;width;height …palette and bands… ESC \` drawn with its
/// top left corner at the cursor, one screen pixel per image pixel.
///
/// Where the cursor ends up afterwards differs between terminals (on the last text row the image
/// covers or the row below it; in the first column or the image's left one), and with sixel
/// scrolling on, the default, an image reaching the bottom row scrolls the screen: the caller
/// saves the cursor before the sequence and restores it after (`ESC 7` … `ESC 8`), and draws only
/// images that end above the bottom row.
enum SixelImage {
    /// The most a thumbnail's sequence may take.
    static let thumbnailBudget = 64 * 1024

    /// Tried in turn while the sequence is over budget: fewer colours mostly give longer runs of
    /// one colour and fewer colour changes, so a shorter sequence (though not always: dithering
    /// with 64 can take more bytes than exact colours with 256).
    static let paletteSizes = [256, 64, 16]

    /// The longest side encoded, in pixels.
    static let maxSide = Int(PM_SIXEL_MAX_SIDE)

    /// The sequence for `image`, at most `maxBytes` long, with the first palette in
    /// `paletteSizes` that fits. A photo takes up to about a byte a pixel in 256 colours, half a
    /// byte in 16. Blocks while libsixel works, calls from several threads taking turns (a few
    /// milliseconds for 200 × 200 pixels, 15 to 30 for 800 × 600): run it on `BlockingWork`.
    static func encode(_ image: RGBImage, maxBytes: Int) throws(SixelEncodingError) -> String {
        for colors in paletteSizes {
            switch encodeOnce(image, colors: colors, maxBytes: maxBytes) {
            case .success(let sequence): return sequence
            case .failure(.overBudget): continue
            case .failure(let error): throw error
            }
        }
        throw .overBudget(maxBytes: maxBytes)
    }

    /// One try with a palette of at most `colors` colours.
    static func encodeOnce(_ image: RGBImage, colors: Int, maxBytes: Int) -> Result<String, SixelEncodingError> {
        guard (1...maxSide).contains(image.width), (1...maxSide).contains(image.height) else {
            return .failure(.unsupportedSize(width: image.width, height: image.height))
        }
        guard maxBytes > 0 else { return .failure(.overBudget(maxBytes: maxBytes)) }
        var output: UnsafeMutablePointer<UInt8>?
        var length = 0
        var message = [CChar](repeating: 0, count: 256)
        let code = image.pixels.withUnsafeBufferPointer { pixels in
            pm_sixel_encode(
                pixels.baseAddress, pixels.count, Int32(image.width), Int32(image.height), Int32(colors), maxBytes,
                &output, &length, &message, message.count)
        }
        defer { pm_sixel_free(output) }
        switch Int(code) {
        case PM_SIXEL_OK:
            guard let output else { return .failure(.failed("libsixel gave no sequence")) }
            return .success(String(decoding: UnsafeBufferPointer(start: output, count: length), as: UTF8.self))
        case PM_SIXEL_ERR_TOO_LARGE:
            return .failure(.overBudget(maxBytes: maxBytes))
        case PM_SIXEL_ERR_NO_MEMORY:
            return .failure(.failed("out of memory"))
        default:
            return .failure(.failed(String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)))
        }
    }
}

enum SixelEncodingError: Error, Equatable, CustomStringConvertible {
    /// A side is 0, negative or over `SixelImage.maxSide`.
    case unsupportedSize(width: Int, height: Int)
    /// Even the smallest palette gives a sequence longer than the budget.
    case overBudget(maxBytes: Int)
    case failed(String)

    var description: String {
        switch self {
        case .unsupportedSize(let width, let height):
            "cannot draw a \(width) × \(height) picture as SIXEL: each side must be 1 to \(SixelImage.maxSide) pixels"
        case .overBudget(let maxBytes):
            "the picture takes more than \(maxBytes) bytes as SIXEL, even in \(SixelImage.paletteSizes.last ?? 0) colours"
        case .failed(let reason):
            "cannot encode the picture as SIXEL: \(reason)"
        }
    }
}
