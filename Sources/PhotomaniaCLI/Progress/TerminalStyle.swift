/// SGR colours, or nothing at all when colours are off (`NO_COLOR`, `--no-color`, `TERM=dumb`).
struct TerminalStyle: Sendable {
    enum Color: String, Sendable {
        case red = "31"
        case green = "32"
        case yellow = "33"
        case cyan = "36"
        case dim = "2"
    }

    let colors: Bool

    func paint(_ text: String, _ color: Color) -> String {
        guard colors, !text.isEmpty else { return text }
        return "\u{1B}[\(color.rawValue)m\(text)\u{1B}[0m"
    }
}

/// The cursor and erase sequences the live block is redrawn with.
enum TerminalControl {
    static let eraseLine = "\u{1B}[2K"
    static let eraseBelow = "\u{1B}[J"
    static let hideCursor = "\u{1B}[?25l"
    static let showCursor = "\u{1B}[?25h"

    /// To the first column, `rows` lines up.
    static func rewind(rows: Int) -> String {
        rows > 0 ? "\r\u{1B}[\(rows)A" : "\r"
    }
}
