import Foundation
import Testing

@testable import PhotomaniaKit

/// A file's own XMP packet comes from anywhere: the reader refuses what could hurt (entities,
/// depth, size) or is not XML, with a reason, and reads what real tools write.
@Suite("XMP reader: a packet from outside")
struct XMLReaderHostileTests {
    private func failure(_ text: String) -> String? {
        failure(Array(text.utf8))
    }

    private func failure(_ bytes: [UInt8]) -> String? {
        do {
            _ = try XMLReader.root(of: bytes)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func entitiesAreNeverDefinedNorExpanded() {
        let laughs = """
            <?xml version="1.0"?>
            <!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>
            <x:xmpmeta xmlns:x="adobe:ns:meta/">&lol2;</x:xmpmeta>
            """
        #expect(failure(laughs)?.contains("document type declaration") == true, "\(failure(laughs) ?? "read")")
        let external = #"<!DOCTYPE x SYSTEM "file:///etc/passwd"><x/>"#
        #expect(failure(external)?.contains("document type declaration") == true)
        let undeclared = #"<x:xmpmeta xmlns:x="adobe:ns:meta/">&secret;</x:xmpmeta>"#
        #expect(failure(undeclared)?.contains("&secret;") == true, "\(failure(undeclared) ?? "read")")
        let nul = #"<x:xmpmeta xmlns:x="adobe:ns:meta/">&#0;</x:xmpmeta>"#
        #expect(failure(nul) != nil, "a character XML does not allow, even as a reference")
    }

    @Test func depthAndSizeAreBounded() {
        let deep = String(repeating: "<a>", count: 10_000) + String(repeating: "</a>", count: 10_000)
        #expect(failure(deep)?.contains("nested deeper than") == true, "\(failure(deep) ?? "read")")
        let many = "<r>" + String(repeating: "<a/>", count: XMLReader.maxElements + 1) + "</r>"
        #expect(failure(many)?.contains("more than") == true)
        let huge = [UInt8](repeating: 0x20, count: XMLReader.maxBytes + 1)
        #expect(failure(huge)?.contains("over") == true)
    }

    @Test func whatIsNotXMLIsRefusedWithAReason() {
        var random = SystemRandomNumberGenerator()
        let noise = (0..<4096).map { _ in UInt8.random(in: 0...255, using: &random) }
        for text in ["", "just text", "<a>", "<a></b>", "<a x='1' x='2'/>", "<p:a/>", "<a/><b/>", "<a>\u{1}</a>", "<a b=c/>", "<!-- open"] {
            #expect(failure(text) != nil, "\(text)")
        }
        #expect(failure(noise) != nil)
        #expect(failure([0x3C, 0x61, 0x3E, 0xFF, 0xFE, 0x3C, 0x2F, 0x61, 0x3E]) == "it is not UTF-8 text")
    }

    @Test func aRealPacketIsReadWithItsNamespacesResolved() throws {
        let root = try XMLReader.root(of: Array(XMPFiles.theirPacket.utf8))
        #expect(root.name.is(.meta, "xmpmeta"))
        let document = try XMPDocument(Array(XMPFiles.theirPacket.utf8))
        #expect(document.value(.dublinCore, "title") == .languageAlternative("Their title"), "dc under the prefix `elements`")
        #expect(document.value(.dublinCore, "subject") == .unordered(["old", "tags"]))
        #expect(document.value(XMPNamespace(uri: "http://ns.adobe.com/xap/1.0/", prefix: "xmp"), "CreatorTool") == .text("Darktable 4.6"), "a property written as an attribute")
        #expect(document.value(XMPNamespace(uri: "http://ns.adobe.com/xap/1.0/", prefix: "xmp"), "Label") == .text("Blue & green"))
        let cdata = try XMLReader.root(of: Array("<a><![CDATA[x < y & <z>]]>&#x263A;&#65;\r\n</a>".utf8))
        #expect(cdata.text == "x < y & <z>☺A\n")
    }
}
