import Foundation
import Testing

@testable import PhotomaniaKit

/// `--embed-metadata` in one JPEG: where the packet goes, a packet already there merged into,
/// what cannot be read replaced, what cannot be walked left alone, the bytes after it moved
/// intact however large the file, and the pixels exactly as they were.
@Suite("JPEG XMP embedding: in place, through the descriptor")
struct JPEGXMPEmbeddingTests {
    private static let shrinking: [(namespace: XMPNamespace, name: String)] = [(.dublinCore, "description"), (.dublinCore, "subject")]

    private func embed(_ bytes: [UInt8], _ properties: [XMPProperty] = XMPFiles.properties(), chunkSize: Int = 1 << 20) throws -> (JPEGXMPEmbedding.Outcome, after: [UInt8], packets: [XMPDocument]) {
        try XMPFiles.withFile(bytes) { descriptor, path in
            let outcome = try JPEGXMPEmbedding.embed(properties, shrinking: Self.shrinking, into: descriptor, chunkSize: chunkSize)
            #expect(fcntl(descriptor, F_GETFL) & O_APPEND != 0, "the descriptor is left in append mode, as it came")
            return (outcome, try XMPFiles.contents(path), (try? XMPDocument.packets(inJPEGAt: path)) ?? [])
        }
    }

    /// The segment written at `position` of `after`, checked to be one XMP APP1 segment with
    /// `before[position...]` right behind it and `before[..<position]` before it.
    private func expectInserted(at position: Int, before: [UInt8], after: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) {
        guard after.count > position + 4, after[position] == 0xFF, after[position + 1] == 0xE1 else {
            Issue.record("no APP1 segment at \(position)", sourceLocation: sourceLocation)
            return
        }
        let length = Int(after[position + 2]) << 8 | Int(after[position + 3])
        #expect(Array(after[(position + 4)..<(position + 4 + JPEGXMPSegment.header.count)]) == JPEGXMPSegment.header, sourceLocation: sourceLocation)
        #expect(Array(after[..<position]) == Array(before[..<position]), "the bytes before it are untouched", sourceLocation: sourceLocation)
        #expect(Array(after[(position + 2 + length)...]) == Array(before[position...]), "the bytes after it are the file's, in order", sourceLocation: sourceLocation)
    }

    enum Layout: String, CaseIterable {
        case jfif, jfifThenExif, exifOnly, bare
    }

    @Test(arguments: Layout.allCases)
    func aNewPacketGoesAfterSOIJFIFAndExif(_ layout: Layout) throws {
        let (jfif, exif) = (try XMPFiles.jfif(), XMPFiles.exif())
        let (bytes, position): ([UInt8], Int) = switch layout {
        case .jfif: (try XMPFiles.jpeg(jfif), 2 + jfif.count)
        case .jfifThenExif: (try XMPFiles.jpeg(jfif, exif), 2 + jfif.count + exif.count)
        case .exifOnly: (try XMPFiles.jpeg(exif), 2 + exif.count)
        case .bare: (try XMPFiles.jpeg(), 2)
        }
        let (outcome, after, packets) = try embed(bytes)
        #expect(outcome == .inserted)
        expectInserted(at: position, before: bytes, after: after)
        #expect(packets.count == 1)
        #expect(packets.first?.value(.dublinCore, "title") == .languageAlternative("Embrace at Dusk"))
        #expect(JPEGIntegrity.check(Data(after)) == .complete)
    }

    @Test(arguments: ["images/baseline.jpg", "images/progressive.jpg", "images/gray.jpg", "images/cmyk.jpg"])
    func thePixelsDecodeExactlyAsBefore(_ fixture: String) throws {
        let bytes = [UInt8](try Fixtures.data(fixture))
        let (outcome, after, _) = try embed(bytes)
        #expect(outcome == .inserted)
        let original = try JPEGDecoder.decode(Data(bytes))
        let embedded = try JPEGDecoder.decode(Data(after))
        #expect(embedded.image == original.image && embedded.warnings == 0, "\(fixture): the same pixels, no warning")
        #expect(after.count > bytes.count)
    }

    @Test func aFileWithItsOwnPacketGetsOneMergedPacket() throws {
        let (jfif, exif, theirs) = (try XMPFiles.jfif(), XMPFiles.exif(), XMPFiles.xmp(XMPFiles.theirPacket))
        let bytes = try XMPFiles.jpeg(jfif, exif, theirs)
        let (outcome, after, packets) = try embed(bytes)
        #expect(outcome == .merged)
        #expect(packets.count == 1, "one packet, not a second")
        let packet = try #require(packets.first)
        #expect(packet.value(.dublinCore, "title") == .languageAlternative("Embrace at Dusk"), "ours replaces theirs")
        #expect(packet.value(.dublinCore, "subject") == .unordered(["dusk", "lisbon"]), "ours replaces theirs, not added to it")
        let xmp = XMPNamespace(uri: "http://ns.adobe.com/xap/1.0/", prefix: "xmp")
        #expect(packet.value(xmp, "CreatorTool") == .text("Darktable 4.6") && packet.value(xmp, "Rating") == .text("4"), "their attributes kept")
        #expect(packet.value(xmp, "Label") == .text("Blue & green"))
        #expect(packet.value(XMPNamespace(uri: "http://ns.adobe.com/photoshop/1.0/", prefix: "photoshop"), "City") == .text("Lisboa"))
        #expect(packet.value(.photomania, "PhotoID") == .text("1006721"))
        #expect(packet.descriptions.allSatisfy { $0.attribute(.rdf, "about") == "uuid:faf5bdd5-ba3d-11da-ad31-d33d75182f1b" }, "one subject for every description")
        let position = 2 + jfif.count + exif.count
        let length = Int(after[position + 2]) << 8 | Int(after[position + 3])
        #expect(Array(after[..<position]) == Array(bytes[..<position]), "Exif and JFIF untouched")
        #expect(Array(after[(position + 2 + length)...]) == Array(bytes[(position + theirs.count)...]))
        #expect(try JPEGDecoder.decode(Data(after)).image == (try JPEGDecoder.decode(Data(bytes))).image)
    }

    @Test func aPacketThatShrinksMovesTheRestForwardAcrossChunks() throws {
        let padded = XMPFiles.theirPacket.replacing("<?xpacket end", with: String(repeating: " ", count: 30_000) + "\n<?xpacket end")
        let theirs = XMPFiles.xmp(padded)
        let bytes = try XMPFiles.jpeg(try XMPFiles.jfif(), theirs)
        let (outcome, after, packets) = try embed(bytes, chunkSize: 1000)
        #expect(outcome == .merged)
        #expect(after.count < bytes.count - 20_000, "their padding is gone: \(bytes.count) → \(after.count)")
        let position = 2 + (try XMPFiles.jfif()).count
        let length = Int(after[position + 2]) << 8 | Int(after[position + 3])
        #expect(Array(after[(position + 2 + length)...]) == Array(bytes[(position + theirs.count)...]))
        #expect(packets.count == 1 && packets.first?.value(XMPNamespace(uri: "http://ns.adobe.com/photoshop/1.0/", prefix: "photoshop"), "City") == .text("Lisboa"))
    }

    @Test(arguments: [1 << 20, 4099])
    func aFileOfManyChunksIsShiftedIntactBothWays(_ chunkSize: Int) throws {
        let tail = (0..<(3 << 20) + 12_345).map { UInt8(truncatingIfNeeded: ($0 &* 2_654_435_761) >> 13) }
        let bytes = try XMPFiles.jpeg(try XMPFiles.jfif()) + tail
        let position = 2 + (try XMPFiles.jfif()).count
        try XMPFiles.withFile(bytes) { descriptor, path in
            let long = XMPFiles.properties(description: String(repeating: "Long evening. ", count: 2_000))
            #expect(try JPEGXMPEmbedding.embed(long, shrinking: Self.shrinking, into: descriptor, chunkSize: chunkSize) == .inserted)
            let grown = try XMPFiles.contents(path)
            expectInserted(at: position, before: bytes, after: grown)
            #expect(try JPEGXMPEmbedding.embed(XMPFiles.properties(description: "Short."), shrinking: Self.shrinking, into: descriptor, chunkSize: chunkSize) == .merged)
            let shrunk = try XMPFiles.contents(path)
            #expect(shrunk.count < grown.count - 20_000)
            expectInserted(at: position, before: bytes, after: shrunk)
            let packets = try XMPDocument.packets(inJPEGAt: path)
            #expect(packets.count == 1 && packets.first?.value(.dublinCore, "description") == .languageAlternative("Short."), "our own packet is merged into, too")
        }
    }

    @Test func aPacketThatCannotBeReadIsReplacedAndSaidSo() throws {
        let unreadable = [
            ("<!DOCTYPE x [<!ENTITY a \"b\">]><x:xmpmeta xmlns:x=\"adobe:ns:meta/\">&a;</x:xmpmeta>", "document type declaration"),
            ("<x:xmpmeta xmlns:x=\"adobe:ns:meta/\"><x:other/></x:xmpmeta>", "no rdf:RDF"),
            (String(repeating: "<a>", count: 500), "nested deeper"),
            ("\u{1}\u{2} not xml", "text outside"),
        ]
        for (packet, reason) in unreadable {
            let bytes = try XMPFiles.jpeg(try XMPFiles.jfif(), XMPFiles.xmp(packet))
            let (outcome, after, packets) = try embed(bytes)
            guard case .replacedUnreadable(let said) = outcome else {
                Issue.record("\(outcome) for \(packet.prefix(40))")
                continue
            }
            #expect(said.contains(reason), "\(said)")
            #expect(packets.count == 1 && packets.first?.value(.photomania, "Service") == .text("500px"), "ours instead of theirs")
            #expect(try JPEGDecoder.decode(Data(after)).image == (try JPEGDecoder.decode(Data(bytes))).image)
        }
    }

    @Test func whatCannotTakeAPacketIsLeftAsItCame() throws {
        let png = [UInt8](try Fixtures.data("images/png-as-jpeg.jpg"))
        let stray = try XMPFiles.jpeg(try XMPFiles.jfif(), [0x00]) // a byte no marker starts between two segments
        // Their packet holds 65,400 bytes, ours cannot join it even without description and tags.
        let element = ("<photoshop:Instructions>", "</photoshop:Instructions>")
        let filler = 65_400 - XMPFiles.theirPacket.utf8.count - element.0.utf8.count - element.1.utf8.count
        let full = XMPFiles.theirPacket.replacing("<photoshop:City>", with: element.0 + String(repeating: "x", count: filler) + element.1 + "<photoshop:City>")
        let crowded = try XMPFiles.jpeg(try XMPFiles.jfif(), XMPFiles.xmp(full))
        for (bytes, reason) in [(png, "start marker"), (stray, "no marker"), (crowded, "leaves no room")] {
            let (outcome, after, _) = try embed(bytes)
            guard case .unchanged(let said) = outcome else {
                Issue.record("\(outcome), expected it left alone (\(reason))")
                continue
            }
            #expect(said.contains(reason), "\(said)")
            #expect(after == bytes, "not a byte changed")
        }
    }
}
