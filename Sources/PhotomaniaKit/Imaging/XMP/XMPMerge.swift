/// A file's own XMP packet made ready to take photomania's properties: its descriptions, each
/// carrying the namespace declarations it was in the scope of, without the properties ours set
/// (whatever prefix they are written with, as elements or as attributes), and without those left
/// empty. Everything else of theirs is kept as it was.
struct XMPMerge: Sendable {
    /// What goes in the new packet's `rdf:RDF` before our description.
    var retained: [XMLElement]
    /// Their `rdf:about`, which every description of one packet shares, so ours too.
    var about: String

    /// Nil when `root` has no `rdf:RDF` where a packet has it: the root, or one of its children
    /// (`x:xmpmeta`'s).
    init?(theirs root: XMLElement, replacing keys: Set<XMLName.Key>) {
        let path: [XMLElement]
        if Self.isRDF(root) {
            path = [root]
        } else if let rdf = root.elements.first(where: Self.isRDF) {
            path = [root, rdf]
        } else {
            return nil
        }
        var scope: [String: String] = [:]
        for element in path {
            for declaration in element.declarations { scope[declaration.prefix] = declaration.uri }
        }
        var retained: [XMLElement] = []
        var about: String?
        for var child in path[path.count - 1].elements {
            let own = Set(child.declarations.map(\.prefix))
            child.declarations = scope.filter { !own.contains($0.key) }.sorted { $0.key < $1.key }.map { .init(prefix: $0.key, uri: $0.value) }
                + child.declarations
            if child.name.is(.rdf, "Description") {
                about = about ?? child.attribute(.rdf, "about")
                child.attributes.removeAll { keys.contains($0.name.key) }
                child.content.removeAll { if case .element(let property) = $0 { keys.contains(property.name.key) } else { false } }
                let isEmpty = child.elements.isEmpty && child.attributes.allSatisfy { $0.name.namespace == XMPNamespace.rdf.uri }
                if isEmpty { continue }
            }
            retained.append(child)
        }
        self.retained = retained
        self.about = about ?? ""
    }

    private static func isRDF(_ element: XMLElement) -> Bool {
        element.name.is(.rdf, "RDF")
    }
}
