/// An XMP packet as photomania writes it into a JPEG: the `xpacket` wrapper, one `rdf:RDF`
/// holding the descriptions kept from the file's own packet (`XMPMerge`) and then one
/// `rdf:Description` of photomania's properties, and up to 2 KB of padding so that other tools
/// can edit it in place. Every value is escaped; the writer of the values cleans them
/// (`XMPText`).
public enum XMPPacket {
    /// The most one APP1 segment holds after its length and the XMP namespace header.
    public static let maxBytes = 65_535 - 2 - JPEGXMPSegment.header.count
    static let paddingBytes = 2048

    /// The packet of `properties` after `retained`, fitted into `limit` bytes: when it is too
    /// long, the properties of `shrinking` are cut, in that order, each as little as makes it
    /// fit (a text to fewer characters, an array to fewer items), and left out when even that
    /// is not enough; nil when it cannot fit without cutting anything else.
    static func fitted(
        _ properties: [XMPProperty], shrinking: [XMLName.Key], retained: [XMLElement] = [], about: String = "", limit: Int = maxBytes
    ) -> [UInt8]? {
        var current = properties
        func size() -> Int { text(current, retained: retained, about: about, padding: 0).utf8.count }
        func packet() -> [UInt8] {
            Array(text(current, retained: retained, about: about, padding: min(paddingBytes, limit - size())).utf8)
        }
        if size() <= limit { return packet() }
        for key in shrinking {
            guard let index = current.firstIndex(where: { $0.key == key }) else { continue }
            let full = current[index].value
            var (low, high, best) = (0, full.length - 1, -1)
            while low <= high {
                let middle = (low + high) / 2
                current[index].value = full.keepingPrefix(middle)
                if size() <= limit { (best, low) = (middle, middle + 1) } else { high = middle - 1 }
            }
            if best > 0 {
                current[index].value = full.keepingPrefix(best)
                return packet()
            }
            current.remove(at: index)
            if size() <= limit { return packet() }
        }
        return nil
    }

    /// The packet's text with `padding` bytes of spaces and line breaks before its end.
    static func text(_ properties: [XMPProperty], retained: [XMLElement], about: String, padding: Int) -> String {
        var output = "<?xpacket begin=\"\u{FEFF}\" id=\"W5M0MpCehiHzreSzNTczkc9d\"?>\n"
        output += "<x:xmpmeta xmlns:x=\"\(XMPNamespace.meta.uri)\" x:xmptk=\"photomania\">\n"
        output += " <rdf:RDF xmlns:rdf=\"\(XMPNamespace.rdf.uri)\">\n"
        for description in retained { description.write(into: &output, depth: 2) }
        description(of: properties, about: about).write(into: &output, depth: 2)
        output += " </rdf:RDF>\n</x:xmpmeta>\n"
        var left = padding
        while left > 0 {
            let line = min(left, 100)
            output += String(repeating: " ", count: line - 1) + "\n"
            left -= line
        }
        return output + "<?xpacket end=\"w\"?>"
    }

    /// One `rdf:Description` declaring the namespaces of `properties`; empty values are left out.
    static func description(of properties: [XMPProperty], about: String) -> XMLElement {
        let kept = properties.filter { $0.value.length > 0 }
        var description = XMLElement(name: name(.rdf, "Description"))
        var declared: Set<String> = []
        for property in kept where declared.insert(property.namespace.uri).inserted {
            description.declarations.append(.init(prefix: property.namespace.prefix, uri: property.namespace.uri))
        }
        description.attributes = [.init(name: name(.rdf, "about"), value: about)]
        description.content = kept.map { .element(element(of: $0)) }
        return description
    }

    private static func element(of property: XMPProperty) -> XMLElement {
        var element = XMLElement(name: name(property.namespace, property.name))
        func container(_ kind: String, _ items: [String], language: Bool = false) -> XMLElement.Content {
            let attributes: [XMLElement.Attribute] = language ? [.init(name: name(.xml, "lang"), value: "x-default")] : []
            return .element(XMLElement(name: name(.rdf, kind), content: items.map { item in
                .element(XMLElement(name: name(.rdf, "li"), attributes: attributes, content: [.text(item)]))
            }))
        }
        switch property.value {
        case .text(let text): element.content = [.text(text)]
        case .languageAlternative(let text): element.content = [container("Alt", [text], language: true)]
        case .ordered(let items): element.content = [container("Seq", items)]
        case .unordered(let items): element.content = [container("Bag", items)]
        }
        return element
    }

    private static func name(_ namespace: XMPNamespace, _ local: String) -> XMLName {
        XMLName(prefix: namespace.prefix, local: local, namespace: namespace.uri)
    }
}
