/// The few text attributes the browser uses. Reverse video and bold are not colours, so they
/// stay under `NO_COLOR`; red is dropped.
struct ScreenStyle: Sendable {
    let colors: Bool

    func reverse(_ text: String) -> String { "\u{1B}[7m\(text)\u{1B}[0m" }
    func bold(_ text: String) -> String { "\u{1B}[1m\(text)\u{1B}[0m" }
    func dim(_ text: String) -> String { colors ? "\u{1B}[2m\(text)\u{1B}[0m" : text }
    func error(_ text: String) -> String { colors ? "\u{1B}[31m\(text)\u{1B}[0m" : text }

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

/// `text` without its escape sequences (CSI and the CAN/ST pair), for measuring styled lines.
func stripEscapes(_ text: String) -> String {
    var result = ""
    var scalars = text.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
        guard scalar == "\u{1B}" else {
            result.unicodeScalars.append(scalar)
            continue
        }
        guard scalars.next() == "[" else { continue }
        while let next = scalars.next(), !(0x40...0x7E).contains(next.value) {}
    }
    return result
}
