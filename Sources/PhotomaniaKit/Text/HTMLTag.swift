/// The inside of one tag, `a href="https://example.com"` or `/p`, read leniently.
struct HTMLTag {
    let name: String
    let isClosing: Bool
    private let attributesText: Substring

    init(_ inside: String) {
        let body = inside.hasPrefix("/") ? inside.dropFirst() : Substring(inside)
        isClosing = inside.hasPrefix("/")
        let nameEnd = body.firstIndex { !($0.isLetter || $0.isNumber) } ?? body.endIndex
        name = body[..<nameEnd].lowercased()
        attributesText = body[nameEnd...]
    }

    /// The value of an attribute, quoted or not; nil when the tag has no such attribute.
    func attribute(_ wanted: String) -> String? {
        var rest = attributesText
        while let nameStart = rest.firstIndex(where: { $0.isLetter }) {
            rest = rest[nameStart...]
            let nameEnd = rest.firstIndex { !($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == ":") }
                ?? rest.endIndex
            let name = rest[..<nameEnd].lowercased()
            rest = rest[nameEnd...].drop(while: \.isWhitespace)
            guard rest.first == "=" else {
                if name == wanted { return "" }
                continue
            }
            rest = rest.dropFirst().drop(while: \.isWhitespace)
            let value: Substring
            if let quote = rest.first, quote == "\"" || quote == "'" {
                let inner = rest.dropFirst()
                let close = inner.firstIndex(of: quote) ?? inner.endIndex
                value = inner[..<close]
                rest = close < inner.endIndex ? inner[inner.index(after: close)...] : inner[close...]
            } else {
                let close = rest.firstIndex(where: \.isWhitespace) ?? rest.endIndex
                value = rest[..<close]
                rest = rest[close...]
            }
            if name == wanted { return String(value) }
        }
        return nil
    }
}
