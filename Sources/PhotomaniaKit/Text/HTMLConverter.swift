/// A forgiving single pass over HTML that writes the text it contains.
struct HTMLConverter {
    private let input: [Unicode.Scalar]
    private var position = 0
    private(set) var output: [Unicode.Scalar] = []
    private var openLinks: [(href: String, textStart: Int)] = []
    /// Whether a link's address follows its text: `text (url)`.
    private let showsLinks: Bool

    init(_ input: [Unicode.Scalar], showsLinks: Bool = true) {
        self.input = input
        self.showsLinks = showsLinks
    }

    mutating func run() {
        while position < input.count {
            let scalar = input[position]
            switch scalar {
            case "<":
                if !takeMarkup() { emit(scalar) }
            case "&":
                if !takeReference() { emit(scalar) }
            case "\r":
                emit("\n")
                if next(is: "\n") { position += 1 }
            default:
                emit(scalar)
            }
            position += 1
        }
    }

    private mutating func emit(_ scalar: Unicode.Scalar) {
        output.append(scalar)
    }

    private mutating func emit(_ text: String) {
        output.append(contentsOf: text.unicodeScalars)
    }

    private func next(is scalar: Unicode.Scalar) -> Bool {
        position + 1 < input.count && input[position + 1] == scalar
    }

    /// At a `&`: decodes a reference ending in `;` and moves past it.
    private mutating func takeReference() -> Bool {
        let limit = min(input.count, position + 34)
        var end = position + 1
        while end < limit, isReferenceCharacter(input[end]) {
            end += 1
        }
        guard end < limit, input[end] == ";", end > position + 1 else { return false }
        let body = String(String.UnicodeScalarView(input[(position + 1)..<end]))
        guard let decoded = HTMLEntities.decode(body[...]) else { return false }
        emit(decoded)
        position = end
        return true
    }

    private func isReferenceCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && (scalar.properties.isAlphabetic || scalar == "#" || ("0"..."9").contains(scalar))
    }

    /// At a `<`: handles a tag or comment and moves to its last character.
    private mutating func takeMarkup() -> Bool {
        guard position + 1 < input.count else { return false }
        let first = input[position + 1]
        if startsComment() {
            position = end(of: "-->", from: position + 4) ?? input.count
            return true
        }
        guard first.properties.isAlphabetic || first == "/" || first == "!" || first == "?",
            let close = tagEnd()
        else { return false }
        let tag = HTMLTag(String(String.UnicodeScalarView(input[(position + 1)..<close])))
        position = close
        handle(tag)
        return true
    }

    private func startsComment() -> Bool {
        Array(input[position..<min(input.count, position + 4)]) == ["<", "!", "-", "-"]
    }

    /// The index of the `>` closing the tag at `position`, skipping quoted attribute values.
    private func tagEnd() -> Int? {
        var quote: Unicode.Scalar?
        for index in (position + 1)..<input.count {
            let scalar = input[index]
            if let open = quote {
                if scalar == open { quote = nil }
            } else if scalar == "\"" || scalar == "'" {
                quote = scalar
            } else if scalar == ">" {
                return index
            } else if scalar == "<" {
                return nil
            }
        }
        return nil
    }

    /// The index of the last character of `marker` at or after `start`.
    private func end(of marker: String, from start: Int) -> Int? {
        let needle = Array(marker.lowercased().unicodeScalars)
        guard start <= input.count - needle.count else { return nil }
        for index in start...(input.count - needle.count) {
            let window = input[index..<(index + needle.count)]
            if zip(window, needle).allSatisfy({ asciiLowercased($0) == $1 }) {
                return index + needle.count - 1
            }
        }
        return nil
    }

    private func asciiLowercased(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        ("A"..."Z").contains(scalar) ? Unicode.Scalar(scalar.value + 32) ?? scalar : scalar
    }

    private mutating func handle(_ tag: HTMLTag) {
        switch (tag.name, tag.isClosing) {
        case ("br", _):
            emit("\n")
        case ("p", _):
            emit("\n\n")
        case ("div", _), ("tr", _), ("ul", _), ("ol", _), ("blockquote", _):
            emit("\n")
        case ("li", false):
            emit("\n• ")
        case ("h1", _), ("h2", _), ("h3", _), ("h4", _), ("h5", _), ("h6", _):
            emit("\n")
        case ("a", false):
            openLinks.append((tag.attribute("href").map(decodedReferences) ?? "", output.count))
        case ("a", true):
            closeLink()
        case ("script", false), ("style", false):
            position = end(of: "</\(tag.name)", from: position + 1).flatMap { tagEndAfter($0) } ?? input.count
        default:
            break
        }
    }

    private func tagEndAfter(_ index: Int) -> Int? {
        input[index...].firstIndex(of: ">")
    }

    private mutating func closeLink() {
        guard let link = openLinks.popLast(), showsLinks else { return }
        let href = link.href.trimmingSpaces
        guard !href.isEmpty, !href.hasPrefix("#"), !href.lowercased().hasPrefix("javascript:") else { return }
        let text = String(String.UnicodeScalarView(output[link.textStart...])).trimmingSpaces
        if text.isEmpty {
            emit(href)
        } else if comparableURL(text) != comparableURL(href) {
            emit(" (\(href))")
        }
    }

    private func decodedReferences(_ value: String) -> String {
        var converter = HTMLConverter(Array(value.unicodeScalars))
        converter.run()
        return String(String.UnicodeScalarView(converter.output))
    }
}

/// A URL as a reader would compare it: `https://www.example.com/` and `example.com` match.
private func comparableURL(_ text: String) -> String {
    var url = Substring(text.lowercased())
    for prefix in ["https://", "http://", "mailto:", "www."] where url.hasPrefix(prefix) {
        url = url.dropFirst(prefix.count)
    }
    while url.hasSuffix("/") { url = url.dropLast() }
    return String(url)
}

extension String {
    fileprivate var trimmingSpaces: String {
        guard let first = firstIndex(where: { !$0.isWhitespace }),
            let last = lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(self[first...last])
    }
}
