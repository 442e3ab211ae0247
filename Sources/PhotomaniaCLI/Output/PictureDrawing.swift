import Foundation
import PhotomaniaKit

/// How this run draws pictures: the mode from `--images`, `PHOTOMANIA_IMAGES` or the terminal,
/// the colour depth for half blocks, and the cell size that graphics pictures are sized by.
struct PictureDrawing: Sendable {
    let mode: ImageProtocol
    let depth: ColorDepth
    let cell: CellSize

    /// `requested` (from `--images`) wins; otherwise the mode is detected from the environment
    /// and, where that leaves it open, the terminal's `answers` (`ImageProtocol.detect`). The cell
    /// size is the `window`'s (`TIOCGWINSZ`), else the answer's, else 10×20.
    init(requested: ImageProtocol?, environment: [String: String], isTerminal: Bool, answers: TerminalAnswers? = nil, window: CellSize? = nil) {
        mode = requested ?? ImageProtocol.detect(environment: environment, isTerminal: isTerminal, attributes: answers?.attributes)
        depth = ColorDepth.detect(environment: environment)
        cell = CellSize.resolve(window: window, reported: answers?.cellSize)
    }

    /// Whether the mode waits on the terminal's answer to `CSI c`: no `--images`, and the
    /// environment does not settle it.
    static func asksTerminal(requested: ImageProtocol?, environment: [String: String], isTerminal: Bool) -> Bool {
        requested == nil && ImageProtocol.decided(environment: environment, isTerminal: isTerminal) == nil
    }

    /// Detects how to draw, putting the questions to `terminal` only when the mode waits on them
    /// (and `CSI 16 t` only when the window has no pixel size); answers the drawing and the bytes
    /// the user typed while the terminal was asked (`TerminalAnswers.typed`), which the caller
    /// passes on. Blocks for up to the query's deadline: run it on a `BlockingWork` thread.
    static func detect(requested: ImageProtocol?, environment: [String: String], isTerminal: Bool, terminal: TerminalQuery?) -> (drawing: PictureDrawing, typed: [UInt8]) {
        let window = terminal.flatMap { CellSize.window(of: $0.output) }
        let asks = asksTerminal(requested: requested, environment: environment, isTerminal: isTerminal)
        let answers = asks ? terminal?.ask(cellSize: window == nil) : nil
        let drawing = PictureDrawing(requested: requested, environment: environment, isTerminal: isTerminal, answers: answers, window: window)
        return (drawing, answers?.typed ?? [])
    }

    var isEnabled: Bool { mode != .none }

    /// The pixels to ask for to fill `columns`×`rows` cells: a half block is 1×2 pixels; the
    /// graphics protocols get a cell's worth of real pixels (`cell`), so that a picture that fits
    /// the box fits its cells.
    func pixelBox(columns: Int, rows: Int) -> (width: Int, height: Int) {
        mode == .blocks ? (columns, rows * 2) : (columns * cell.width, rows * cell.height)
    }

    /// The pixels for `inline`: half blocks, one pixel a column and two a row.
    static func inlinePixelBox(columns: Int, rows: Int) -> (width: Int, height: Int) {
        (columns, rows * 2)
    }

    /// A picture on lines of its own (`photo --preview`). SIXEL that cannot be encoded within
    /// its budget falls back to half blocks. Blocks while SIXEL is encoded: run it on `BlockingWork`.
    func standalone(_ image: RGBImage, columns: Int, rows: Int) -> String {
        switch mode {
        case .kitty: return KittyGraphics.encode(image, columns: columns, rows: rows) + "\n"
        case .iterm: return ((try? ITermInlineImage.encode(image, columns: columns, rows: rows)) ?? "") + "\n"
        case .sixel:
            if let picture = sixel(image, columns: columns, rows: rows, budget: sixelBudget(columns: columns, rows: rows)) {
                return Self.standalone(picture)
            }
            return inline(image, columns: columns, rows: rows).joined(separator: "\n") + "\n"
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
