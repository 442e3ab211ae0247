import Foundation
@testable import PhotomaniaKit

/// JPEGs to embed into, made of `Fixtures/images/baseline.jpg` (SOI, a JFIF APP0, then its
/// tables, frame and scan) with segments put in or taken out, and files to embed them in.
enum XMPFiles {
    static func baseline() throws -> [UInt8] {
        [UInt8](try Fixtures.data("images/baseline.jpg"))
    }

    /// A marker segment `FF marker`, its length, then `payload`.
    static func segment(_ marker: UInt8, _ payload: [UInt8]) -> [UInt8] {
        let length = payload.count + 2
        return [0xFF, marker, UInt8(length >> 8), UInt8(length & 0xFF)] + payload
    }

    static func exif() -> [UInt8] {
        segment(0xE1, Array("Exif".utf8) + [0, 0] + [UInt8](repeating: 0x4D, count: 40))
    }

    /// An APP1 segment holding the XMP packet `text`.
    static func xmp(_ text: String) -> [UInt8] {
        segment(0xE1, JPEGXMPSegment.header + Array(text.utf8))
    }

    /// `baseline.jpg`'s segments after SOI and its APP0 (tables, frame, scan, EOI).
    static func afterJFIF() throws -> [UInt8] {
        let bytes = try baseline()
        let app0End = 4 + (Int(bytes[4]) << 8 | Int(bytes[5]))
        return Array(bytes[app0End...])
    }

    static func jfif() throws -> [UInt8] {
        let bytes = try baseline()
        return Array(bytes[2..<(4 + (Int(bytes[4]) << 8 | Int(bytes[5])))])
    }

    /// SOI, then `segments`, then the rest of `baseline.jpg` after its APP0.
    static func jpeg(_ segments: [UInt8]...) throws -> [UInt8] {
        [0xFF, 0xD8] + segments.flatMap { $0 } + (try afterJFIF())
    }

    /// A packet as another tool writes one: its own prefixes, a property as an attribute, a
    /// title and tags photomania replaces, and fields it keeps.
    static let theirPacket = """
        <?xpacket begin="\u{FEFF}" id="W5M0MpCehiHzreSzNTczkc9d"?>
        <x:xmpmeta xmlns:x="adobe:ns:meta/" x:xmptk="Image::ExifTool 12.57">
        <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
         <rdf:Description rdf:about="uuid:faf5bdd5-ba3d-11da-ad31-d33d75182f1b"
          xmlns:xmp="http://ns.adobe.com/xap/1.0/" xmp:CreatorTool="Darktable 4.6" xmp:Rating="4">
          <xmp:Label>Blue &amp; green</xmp:Label>
         </rdf:Description>
         <rdf:Description rdf:about="uuid:faf5bdd5-ba3d-11da-ad31-d33d75182f1b"
          xmlns:elements="http://purl.org/dc/elements/1.1/" xmlns:photoshop="http://ns.adobe.com/photoshop/1.0/">
          <elements:title><rdf:Alt><rdf:li xml:lang="x-default">Their title</rdf:li></rdf:Alt></elements:title>
          <elements:subject><rdf:Bag><rdf:li>old</rdf:li><rdf:li>tags</rdf:li></rdf:Bag></elements:subject>
          <photoshop:City>Lisboa</photoshop:City>
         </rdf:Description>
        </rdf:RDF>
        </x:xmpmeta>
        <?xpacket end="w"?>
        """

    /// A new file at a temporary path holding `bytes`, opened read-write in append mode as a
    /// `.part` is, for `body`; removed after.
    static func withFile<T>(_ bytes: [UInt8], _ body: (Int32, String) throws -> T) throws -> T {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("photomania-xmp-\(UUID().uuidString).jpg").path
        guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else { throw CocoaError(.fileWriteUnknown) }
        defer { try? FileManager.default.removeItem(atPath: path) }
        let descriptor = open(path, O_RDWR | O_APPEND | O_CLOEXEC)
        guard descriptor >= 0 else { throw CocoaError(.fileReadUnknown) }
        defer { close(descriptor) }
        return try body(descriptor, path)
    }

    static func contents(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// Where `needle` first starts in `bytes`.
    static func offset(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= needle.count else { return nil }
        return (0...(bytes.count - needle.count)).first { bytes[$0] == needle[0] && Array(bytes[$0..<($0 + needle.count)]) == needle }
    }

    /// Photomania's properties of a photo, as the engine would embed them.
    static func properties(title: String = "Embrace at Dusk", tags: [String] = ["dusk", "lisbon"], description: String? = "Quiet evening.") -> [XMPProperty] {
        var properties = [
            XMPProperty(.dublinCore, "title", .languageAlternative(title)),
            XMPProperty(.dublinCore, "creator", .ordered(["Ngọc Nguyễn"])),
            XMPProperty(.dublinCore, "subject", .unordered(tags)),
            XMPProperty(.photomania, "Service", .text("500px")),
            XMPProperty(.photomania, "PhotoID", .text("1006721")),
        ]
        if let description { properties.insert(XMPProperty(.dublinCore, "description", .languageAlternative(description)), at: 2) }
        return properties
    }
}
