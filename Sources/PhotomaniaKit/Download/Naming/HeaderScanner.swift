/// Reads the pieces of an HTTP header field value (RFC 9110 §5.6): tokens, quoted strings and
/// optional whitespace. Every method leaves the position unchanged when it finds nothing.
struct HeaderScanner {
    private let scalars: [Unicode.Scalar]
    private var position = 0

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    var isAtEnd: Bool { position == scalars.count }

    mutating func skipWhitespace() {
        while position < scalars.count, scalars[position] == " " || scalars[position] == "\t" {
            position += 1
        }
    }

    func isLooking(at expected: Unicode.Scalar) -> Bool {
        position < scalars.count && scalars[position] == expected
    }

    mutating func consume(_ expected: Unicode.Scalar) -> Bool {
        guard isLooking(at: expected) else { return false }
        position += 1
        return true
    }

    /// One or more token characters. Non-ASCII is accepted too, as browsers do with raw UTF-8 names.
    mutating func token() -> String? {
        let start = position
        while position < scalars.count, Self.isTokenCharacter(scalars[position]) {
            position += 1
        }
        guard position > start else { return nil }
        return String(String.UnicodeScalarView(scalars[start..<position]))
    }

    /// A `"…"` string with `\` escapes removed; nil when unterminated or holding a control character.
    mutating func quotedString() -> String? {
        let start = position
        guard consume("\"") else { return nil }
        var text = String.UnicodeScalarView()
        while position < scalars.count {
            var scalar = scalars[position]
            position += 1
            if scalar == "\"" { return String(text) }
            if scalar == "\\" {
                guard position < scalars.count else { break }
                scalar = scalars[position]
                position += 1
            }
            guard !Self.isControl(scalar) else { break }
            text.append(scalar)
        }
        position = start
        return nil
    }

    static func isTokenCharacter(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value >= 0x80 { return !isControl(scalar) }
        return NamingASCII.isAlphanumeric(scalar) || "!#$%&'*+-.^_`|~".unicodeScalars.contains(scalar)
    }

    /// C0 and C1 controls and DEL, except horizontal tab.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar != "\t" && (scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value))
    }
}
