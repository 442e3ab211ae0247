import Foundation
import PhotomaniaKit

/// How this run draws pictures: the mode from `--images`, `PHOTOMANIA_IMAGES` or the terminal,
/// and the colour depth for half blocks.
struct PictureDrawing: Sendable {
    let mode: ImageProtocol
    let depth: ColorDepth

    /// `requested` (from `--images`) wins; otherwise the mode is detected from the environment.
    init(requested: ImageProtocol?, environment: [String: String], isTerminal: Bool) {
        mode = requested ?? ImageProtocol.detect(environment: environment, isTerminal: isTerminal)
        depth = ColorDepth.detect(environment: environment)
    }

    var isEnabled: Bool { mode != .none }

    /// The pixels to ask for to fill `columns`×`rows` cells: a half block is 1×2 pixels; the
    /// graphics protocols get about a cell's worth of real pixels.
    func pixelBox(columns: Int, rows: Int) -> (width: Int, height: Int) {
        mode == .blocks ? (columns, rows * 2) : (columns * 10, rows * 20)
    }

    /// The pixels for `inline`: half blocks, one pixel a column and two a row.
    static func inlinePixelBox(columns: Int, rows: Int) -> (width: Int, height: Int) {
        (columns, rows * 2)
    }

    /// A picture on lines of its own (`photo --preview`).
    func standalone(_ image: RGBImage, columns: Int, rows: Int) -> String {
        switch mode {
        case .kitty: return KittyGraphics.encode(image, columns: columns, rows: rows) + "\n"
        case .iterm: return ((try? ITermInlineImage.encode(image, columns: columns, rows: rows)) ?? "") + "\n"
        case .blocks: return inline(image, columns: columns, rows: rows).joined(separator: "\n") + "\n"
        case .none: return ""
        }
    }

    /// Exactly `rows` lines of half blocks, each `columns` cells wide, to sit beside text.
    func inline(_ image: RGBImage, columns: Int, rows: Int) -> [String] {
        CellPicture.lines(image, columns: columns, rows: rows, depth: depth) { image, width, height in
            Thumbnailer.areaAverage(image, width: width, height: height)
        }
    }
}
