/// Turns whole screens into the bytes that update the terminal: only rows that changed since
/// the last frame are rewritten, so a thumbnail arriving redraws its few rows, not the page.
struct FrameWriter {
    private var shown: [String] = []
    /// The 0-based rows the last update wrote, over whatever was drawn in them.
    private(set) var rewrittenRows: Set<Int> = []

    /// The next frame must redraw every row (after a resize, Ctrl-L, or a return from Ctrl-Z).
    mutating func invalidate() {
        shown = []
    }

    /// Every line must already be exactly as wide as the screen.
    mutating func update(to lines: [String]) -> String {
        var output = shown.isEmpty ? "\u{1B}[0m\u{1B}[2J" : ""
        rewrittenRows = []
        for (row, line) in lines.enumerated() where row >= shown.count || shown[row] != line {
            output += "\u{1B}[\(row + 1);1H\u{1B}[0m" + line
            rewrittenRows.insert(row)
        }
        shown = lines
        return output
    }
}
