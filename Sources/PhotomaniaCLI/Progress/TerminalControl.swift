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
