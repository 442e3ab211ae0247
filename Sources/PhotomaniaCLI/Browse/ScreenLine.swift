/// Lines of the browser's screen, which may hold `TerminalStyle`'s escape sequences, laid out
/// to an exact width.
enum ScreenLine {
    /// `left` and `right` on one line of exactly `width` cells; `left` is cut first, and a space
    /// always stays between the two, so a cut `left` never runs into `right`.
    static func spread(_ left: String, _ right: String, width: Int) -> String {
        let right = truncate(right, toWidth: width)
        let room = width - displayWidth(of: right)
        guard room > 0, let first = right.first, !first.isWhitespace else { return fit(left, toWidth: room) + right }
        return fit(left, toWidth: room - 1) + " " + right
    }

    /// A line that may hold escape sequences, padded to exactly `width` cells; one too wide
    /// loses its styling and is cut.
    static func fitStyled(_ line: String, toWidth width: Int) -> String {
        let plain = stripEscapes(line)
        let visible = displayWidth(of: plain)
        if visible > width { return fit(plain, toWidth: width) }
        return line + String(repeating: " ", count: width - visible)
    }
}
