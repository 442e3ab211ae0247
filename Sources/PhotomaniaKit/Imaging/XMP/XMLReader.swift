/// Reads the XML of an XMP packet found in a file from outside, refusing what such a packet
/// could hurt with or that XMP does not allow: a document type declaration (so no entity is
/// ever defined, let alone expanded: only the five predefined ones and character references
/// are read), text that is not UTF-8, more than `maxBytes`, elements nested deeper than
/// `maxDepth` or more than `maxElements` of them. Iterative, so no input can exhaust the stack.
/// Comments and processing instructions are skipped; namespaces are resolved.
struct XMLReader {
    struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        var description: String
    }

    static let maxBytes = 1 << 20
    static let maxDepth = 64
    static let maxElements = 20_000

    private let bytes: [UInt8]
    private var index = 0
    private var elementCount = 0

    private init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The root element of `bytes`.
    static func root(of bytes: [UInt8]) throws(Failure) -> XMLElement {
        guard bytes.count <= maxBytes else { throw Failure(description: "it is over \(maxBytes) bytes") }
        guard String(validating: bytes, as: UTF8.self) != nil else { throw Failure(description: "it is not UTF-8 text") }
        var reader = XMLReader(bytes)
        return try reader.document()
    }

    private mutating func document() throws(Failure) -> XMLElement {
        if starts(with: [0xEF, 0xBB, 0xBF]) { index += 3 }
        var root: XMLElement?
        while index < bytes.count {
            if isWhitespace(bytes[index]) {
                index += 1
            } else if try skipMarkup() {
                continue
            } else if bytes[index] == UInt8(ascii: "<") {
                guard root == nil else { throw Failure(description: "it has a second root element") }
                root = try element()
            } else {
                throw Failure(description: "it has text outside its root element")
            }
        }
        guard let root else { throw Failure(description: "it holds no element") }
        return root
    }

    /// One element and everything in it; `index` is at its `<`.
    private mutating func element() throws(Failure) -> XMLElement {
        var scopes: [[String: String]] = [["xml": XMPNamespace.xml.uri]]
        var open: [XMLElement] = []
        while true {
            guard index < bytes.count else { throw Failure(description: "it ends inside <\(open.last?.name.qualified ?? "")>") }
            if try skipMarkup() { continue }
            if starts(with: Array("<![CDATA[".utf8)) {
                index += 9
                guard let end = find(Array("]]>".utf8)) else { throw Failure(description: "a CDATA section is not closed") }
                append(.text(String(decoding: bytes[index..<end], as: UTF8.self)), to: &open)
                index = end + 3
            } else if starts(with: Array("</".utf8)) {
                index += 2
                let name = try qualifiedName()
                skipWhitespace()
                try expect(">")
                guard var closed = open.popLast(), closed.name.qualified == name else { throw Failure(description: "</\(name)> closes no open element") }
                scopes.removeLast()
                if closed.content.contains(where: { if case .element = $0 { true } else { false } }) {
                    closed.content.removeAll { if case .text(let text) = $0 { text.allSatisfy(\.isWhitespace) } else { false } }
                }
                if open.isEmpty { return closed }
                append(.element(closed), to: &open)
            } else if bytes[index] == UInt8(ascii: "<") {
                guard open.count < Self.maxDepth else { throw Failure(description: "its elements are nested deeper than \(Self.maxDepth)") }
                let (started, isEmpty) = try startTag(scopes: &scopes)
                if isEmpty {
                    scopes.removeLast()
                    if open.isEmpty { return started }
                    append(.element(started), to: &open)
                } else {
                    open.append(started)
                }
            } else {
                append(.text(try characters(until: UInt8(ascii: "<"))), to: &open)
            }
        }
    }

    private func append(_ content: XMLElement.Content, to open: inout [XMLElement]) {
        guard !open.isEmpty else { return }
        if case .text(let more) = content, case .text(let text)? = open[open.count - 1].content.last {
            open[open.count - 1].content[open[open.count - 1].content.count - 1] = .text(text + more)
        } else {
            open[open.count - 1].content.append(content)
        }
    }

    /// `<name attributes>` or `<name attributes/>`, its namespaces pushed on `scopes`.
    private mutating func startTag(scopes: inout [[String: String]]) throws(Failure) -> (XMLElement, isEmpty: Bool) {
        elementCount += 1
        guard elementCount <= Self.maxElements else { throw Failure(description: "it has more than \(Self.maxElements) elements") }
        index += 1
        let name = try qualifiedName()
        var written: [(name: String, value: String)] = []
        while true {
            let spaced = skipWhitespace()
            if starts(with: Array("/>".utf8)) || starts(with: Array(">".utf8)) { break }
            guard spaced else { throw Failure(description: "<\(name)> is malformed") }
            let attribute = try qualifiedName()
            skipWhitespace()
            try expect("=")
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
                throw Failure(description: "an attribute of <\(name)> has no quoted value")
            }
            let quote = bytes[index]
            index += 1
            let value = try characters(until: quote, inAttribute: true)
            try expect(quote == UInt8(ascii: "\"") ? "\"" : "'")
            guard !written.contains(where: { $0.name == attribute }) else { throw Failure(description: "<\(name)> repeats the attribute \(attribute)") }
            written.append((attribute, value))
        }
        let isEmpty = starts(with: Array("/>".utf8))
        index += isEmpty ? 2 : 1
        var scope = scopes[scopes.count - 1]
        var element = XMLElement(name: XMLName(prefix: "", local: "", namespace: ""))
        for (attribute, value) in written where attribute == "xmlns" || attribute.hasPrefix("xmlns:") {
            let prefix = attribute == "xmlns" ? "" : String(attribute.dropFirst(6))
            guard prefix != "xml", prefix != "xmlns" else { throw Failure(description: "it redeclares the prefix \(prefix)") }
            scope[prefix] = value
            element.declarations.append(.init(prefix: prefix, uri: value))
        }
        scopes.append(scope)
        element.name = try resolved(name, in: scope, isAttribute: false)
        var keys: Set<XMLName.Key> = []
        for (attribute, value) in written where attribute != "xmlns" && !attribute.hasPrefix("xmlns:") {
            let resolved = try resolved(attribute, in: scope, isAttribute: true)
            guard keys.insert(resolved.key).inserted else { throw Failure(description: "<\(name)> repeats the attribute \(attribute)") }
            element.attributes.append(.init(name: resolved, value: value))
        }
        return (element, isEmpty)
    }

    private func resolved(_ qualified: String, in scope: [String: String], isAttribute: Bool) throws(Failure) -> XMLName {
        let parts = qualified.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count <= 2, parts.allSatisfy({ !$0.isEmpty }) else { throw Failure(description: "\(qualified) is not a name") }
        let prefix = parts.count == 2 ? String(parts[0]) : ""
        let local = String(parts[parts.count - 1])
        // An attribute without a prefix is in no namespace, whatever the default one is.
        if prefix.isEmpty && isAttribute { return XMLName(prefix: "", local: local, namespace: "") }
        guard let namespace = scope[prefix] else {
            if prefix.isEmpty { return XMLName(prefix: "", local: local, namespace: "") }
            throw Failure(description: "the prefix \(prefix) is not declared")
        }
        return XMLName(prefix: prefix, local: local, namespace: namespace)
    }

    /// A name: letters, digits, `_ - . :`, and any non-ASCII character; not starting with a digit, `-` or `.`.
    private mutating func qualifiedName() throws(Failure) -> String {
        let start = index
        while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
        guard index > start, !(bytes[start] >= UInt8(ascii: "0") && bytes[start] <= UInt8(ascii: "9")),
              bytes[start] != UInt8(ascii: "-"), bytes[start] != UInt8(ascii: ".")
        else { throw Failure(description: "a tag has no name") }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// Text up to `end` (not taken), its references decoded and its line ends as `\n`; in an
    /// attribute, a `<` is refused and line ends and tabs are spaces.
    private mutating func characters(until end: UInt8, inAttribute: Bool = false) throws(Failure) -> String {
        var text: [UInt8] = []
        while index < bytes.count, bytes[index] != end {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "&"):
                text += try reference()
                continue
            case UInt8(ascii: "<") where inAttribute:
                throw Failure(description: "an attribute value holds <")
            case 0x0D:
                if index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                text.append(inAttribute ? 0x20 : 0x0A)
            case 0x09, 0x0A:
                text.append(inAttribute ? 0x20 : byte)
            case 0x00..<0x20:
                throw Failure(description: "it holds the control character \(byte)")
            default:
                text.append(byte)
            }
            index += 1
        }
        guard index < bytes.count else { throw Failure(description: "it ends inside text") }
        return String(decoding: text, as: UTF8.self)
    }

    /// `&amp;` and the four other predefined entities, `&#N;` and `&#xH;` as UTF-8.
    private mutating func reference() throws(Failure) -> [UInt8] {
        guard let semicolon = bytes[index...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else {
            throw Failure(description: "an & starts no reference")
        }
        let name = String(decoding: bytes[(index + 1)..<semicolon], as: UTF8.self)
        index = semicolon + 1
        let predefined = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"]
        if let text = predefined[name] { return Array(text.utf8) }
        let number: UInt32? = if name.hasPrefix("#x") { UInt32(name.dropFirst(2), radix: 16) } else if name.hasPrefix("#") { UInt32(name.dropFirst(), radix: 10) } else { nil }
        guard let number else { throw Failure(description: "it refers to the entity &\(name);, which a packet cannot define") }
        guard let scalar = Unicode.Scalar(number), XMLReader.isXMLCharacter(scalar) else {
            throw Failure(description: "it refers to the character \(number), which XML does not allow")
        }
        return Array(String(scalar).utf8)
    }

    static func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    /// Skips a comment or a processing instruction at `index`; a document type declaration
    /// (or any other `<!`) is refused. False when `index` is at none of them.
    private mutating func skipMarkup() throws(Failure) -> Bool {
        if starts(with: Array("<?".utf8)) {
            guard let end = find(Array("?>".utf8)) else { throw Failure(description: "a processing instruction is not closed") }
            index = end + 2
        } else if starts(with: Array("<!--".utf8)) {
            guard let end = find(Array("-->".utf8)) else { throw Failure(description: "a comment is not closed") }
            index = end + 3
        } else if starts(with: Array("<!".utf8)), !starts(with: Array("<![CDATA[".utf8)) {
            throw Failure(description: "it has a document type declaration, which XMP does not allow")
        } else {
            return false
        }
        return true
    }

    private func starts(with prefix: [UInt8]) -> Bool {
        bytes.count - index >= prefix.count && bytes[index..<(index + prefix.count)].elementsEqual(prefix)
    }

    /// The offset of the next `pattern` at or after `index`.
    private func find(_ pattern: [UInt8]) -> Int? {
        var at = index
        while at + pattern.count <= bytes.count {
            if bytes[at] == pattern[0], bytes[at..<(at + pattern.count)].elementsEqual(pattern) { return at }
            at += 1
        }
        return nil
    }

    private mutating func expect(_ character: Unicode.Scalar) throws(Failure) {
        guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { throw Failure(description: "a tag is malformed (\(character) expected)") }
        index += 1
    }

    @discardableResult
    private mutating func skipWhitespace() -> Bool {
        let start = index
        while index < bytes.count, isWhitespace(bytes[index]) { index += 1 }
        return index > start
    }

    private func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: ":"), 0x80...0xFF: true
        default: false
        }
    }
}
