/// An XML namespace of XMP properties: its URI, and the prefix photomania writes it with.
public struct XMPNamespace: Sendable, Hashable {
    public let uri: String
    public let prefix: String

    public init(uri: String, prefix: String) {
        self.uri = uri
        self.prefix = prefix
    }

    public static let dublinCore = XMPNamespace(uri: "http://purl.org/dc/elements/1.1/", prefix: "dc")
    public static let rights = XMPNamespace(uri: "http://ns.adobe.com/xap/1.0/rights/", prefix: "xmpRights")
    public static let exif = XMPNamespace(uri: "http://ns.adobe.com/exif/1.0/", prefix: "exif")
    /// photomania's own: where a file came from (`Service`, `PhotoID`).
    public static let photomania = XMPNamespace(uri: "https://github.com/photomania/ns/1.0/", prefix: "photomania")

    static let rdf = XMPNamespace(uri: "http://www.w3.org/1999/02/22-rdf-syntax-ns#", prefix: "rdf")
    static let meta = XMPNamespace(uri: "adobe:ns:meta/", prefix: "x")
    /// Bound to `xml` in every XML document, never declared.
    static let xml = XMPNamespace(uri: "http://www.w3.org/XML/1998/namespace", prefix: "xml")
}

/// One XMP property photomania writes: a simple value, or an array of them.
public struct XMPProperty: Sendable, Hashable {
    public enum Value: Sendable, Hashable {
        case text(String)
        /// An `rdf:Alt` of one `xml:lang="x-default"` item, as `dc:title` is.
        case languageAlternative(String)
        /// An `rdf:Seq`, as `dc:creator` is.
        case ordered([String])
        /// An `rdf:Bag`, as `dc:subject` is.
        case unordered([String])
    }

    public var namespace: XMPNamespace
    public var name: String
    public var value: Value

    public init(_ namespace: XMPNamespace, _ name: String, _ value: Value) {
        self.namespace = namespace
        self.name = name
        self.value = value
    }

    var key: XMLName.Key { XMLName.Key(namespace: namespace.uri, local: name) }
}

extension XMPProperty.Value {
    /// Characters of a text, items of an array: what `keepingPrefix` counts.
    var length: Int {
        switch self {
        case .text(let text), .languageAlternative(let text): text.unicodeScalars.count
        case .ordered(let items), .unordered(let items): items.count
        }
    }

    /// The first `count` characters (an ellipsis marking the cut) or items.
    func keepingPrefix(_ count: Int) -> Self {
        guard count < length else { return self }
        func cut(_ text: String) -> String {
            count == 0 ? "" : String(String.UnicodeScalarView(text.unicodeScalars.prefix(count))) + "…"
        }
        switch self {
        case .text(let text): return .text(cut(text))
        case .languageAlternative(let text): return .languageAlternative(cut(text))
        case .ordered(let items): return .ordered(Array(items.prefix(count)))
        case .unordered(let items): return .unordered(Array(items.prefix(count)))
        }
    }
}
