/// SGR text attributes for what photomania draws on a terminal. Colours (and dim) go when colours
/// are off (`NO_COLOR`, `--no-color`, `TERM=dumb`); bold and reverse video are not colours, so
/// they stay. Empty text gets no codes.
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
        colors ? Self.styled(text, color.rawValue) : text
    }

    func dim(_ text: String) -> String { paint(text, .dim) }
    func error(_ text: String) -> String { paint(text, .red) }
    func bold(_ text: String) -> String { Self.styled(text, "1") }
    func reverse(_ text: String) -> String { Self.styled(text, "7") }

    private static func styled(_ text: String, _ code: String) -> String {
        text.isEmpty ? text : "\u{1B}[\(code)m\(text)\u{1B}[0m"
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
