/// A name in an XML document as written (`prefix:local`) and the namespace its prefix is bound
/// to there ("" for none).
struct XMLName: Sendable, Hashable {
    var prefix: String
    var local: String
    var namespace: String

    /// What a name means, whatever its prefix: two prefixes of one namespace name the same property.
    struct Key: Sendable, Hashable {
        var namespace: String
        var local: String
    }

    var key: Key { Key(namespace: namespace, local: local) }
    var qualified: String { prefix.isEmpty ? local : prefix + ":" + local }

    func `is`(_ namespace: XMPNamespace, _ local: String) -> Bool {
        self.namespace == namespace.uri && self.local == local
    }
}

/// An element of a parsed XMP packet: its name, the namespaces it declares itself (prefix ""
/// for the default one), its other attributes, and its content (whitespace between elements
/// is not kept).
struct XMLElement: Sendable, Hashable {
    enum Content: Sendable, Hashable {
        case element(XMLElement)
        case text(String)
    }

    struct Attribute: Sendable, Hashable {
        var name: XMLName
        var value: String
    }

    /// `xmlns:prefix="uri"`, or `xmlns="uri"` when the prefix is "".
    struct Declaration: Sendable, Hashable {
        var prefix: String
        var uri: String
    }

    var name: XMLName
    var declarations: [Declaration] = []
    var attributes: [Attribute] = []
    var content: [Content] = []

    var elements: [XMLElement] { content.compactMap { if case .element(let element) = $0 { element } else { nil } } }
    var text: String { content.map { if case .text(let text) = $0 { text } else { "" } }.joined() }

    func attribute(_ namespace: XMPNamespace, _ local: String) -> String? {
        attributes.first { $0.name.is(namespace, local) }?.value
    }

    /// This element as XML, indented by `depth` levels; an element holding elements puts each on
    /// a line of its own.
    func write(into output: inout String, depth: Int) {
        let indent = String(repeating: " ", count: depth)
        output += indent + "<" + name.qualified
        for declaration in declarations {
            output += (declaration.prefix.isEmpty ? " xmlns=\"" : " xmlns:" + declaration.prefix + "=\"") + XMLEscaping.escaped(declaration.uri) + "\""
        }
        for attribute in attributes {
            output += " " + attribute.name.qualified + "=\"" + XMLEscaping.escaped(attribute.value) + "\""
        }
        guard !content.isEmpty else { return output += "/>\n" }
        if elements.isEmpty {
            return output += ">" + XMLEscaping.escaped(text) + "</" + name.qualified + ">\n"
        }
        output += ">\n"
        for case .element(let child) in content { child.write(into: &output, depth: depth + 1) }
        output += indent + "</" + name.qualified + ">\n"
    }
}

enum XMLEscaping {
    /// `&`, `<`, `>`, `"` and `'` as references, in text and attribute values alike: no `?>`,
    /// `]]>` or quote can end what they are written in.
    static func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'") }) else {
            return text
        }
        var output = ""
        output.reserveCapacity(text.utf8.count + 16)
        for character in text.unicodeScalars {
            switch character {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&apos;"
            default: output.unicodeScalars.append(character)
            }
        }
        return output
    }
}
