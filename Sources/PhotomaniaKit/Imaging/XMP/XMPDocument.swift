import Foundation

/// An XMP packet read back from a JPEG file, as a reader of photomania's files (and the tests)
/// sees it: the value of a property in any of its descriptions, written as an element or as an
/// attribute.
public struct XMPDocument: Sendable {
    /// Why a file's packets could not be read.
    public struct ReadError: Error, Sendable, Equatable, CustomStringConvertible {
        public var description: String
    }

    let root: XMLElement

    /// Every XMP packet of the JPEG file at `path`, in the order of its segments.
    public static func packets(inJPEGAt path: String) throws(ReadError) -> [XMPDocument] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw ReadError(description: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw ReadError(description: String(cString: strerror(errno))) }
        let packets: [[UInt8]]
        do throws(JPEGXMPSegment.Unwalkable) {
            packets = try JPEGXMPSegment.packets(in: descriptor, size: Int64(status.st_size))
        } catch {
            throw ReadError(description: error.reason)
        }
        var documents: [XMPDocument] = []
        for packet in packets { documents.append(try XMPDocument(packet)) }
        return documents
    }

    /// The packet `bytes` (the XML after the segment's namespace header).
    public init(_ bytes: [UInt8]) throws(ReadError) {
        do throws(XMLReader.Failure) {
            root = try XMLReader.root(of: bytes)
        } catch {
            throw ReadError(description: error.description)
        }
    }

    /// The value of `namespace`'s property `name`: an `rdf:Alt` as its `x-default` item (else its
    /// first), an `rdf:Seq` or `rdf:Bag` as its items, anything else as its text.
    public func value(_ namespace: XMPNamespace, _ name: String) -> XMPProperty.Value? {
        for description in descriptions {
            if let text = description.attribute(namespace, name) { return .text(text) }
            guard let property = description.elements.first(where: { $0.name.is(namespace, name) }) else { continue }
            guard let container = property.elements.first else { return .text(property.text) }
            let items = container.elements.filter { $0.name.is(.rdf, "li") }
            if container.name.is(.rdf, "Alt") {
                let chosen = items.first { $0.attribute(.xml, "lang") == "x-default" } ?? items.first
                return .languageAlternative(chosen?.text ?? "")
            }
            if container.name.is(.rdf, "Seq") { return .ordered(items.map(\.text)) }
            if container.name.is(.rdf, "Bag") { return .unordered(items.map(\.text)) }
            return .text(property.text)
        }
        return nil
    }

    /// The `rdf:Description` elements of its `rdf:RDF`.
    var descriptions: [XMLElement] {
        let rdf = root.name.is(.rdf, "RDF") ? root : root.elements.first { $0.name.is(.rdf, "RDF") }
        return rdf?.elements.filter { $0.name.is(.rdf, "Description") } ?? []
    }
}
