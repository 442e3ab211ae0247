import Foundation
import Testing

@testable import PhotomaniaKit

/// What `--embed-metadata` writes of a photo, and how: every field a user looks for, the
/// server's text cleaned and escaped so that it cannot end the element, the packet or the
/// document, and a packet that always fits one JPEG segment.
@Suite("XMP packets: the photo's fields, escaped and fitted into one segment")
struct XMPPacketTests {
    private static let taken = Date(timeIntervalSince1970: 1_328_754_436)

    private func item(_ photo: Photo?, facts: PhotoFacts? = nil, service: ServiceName = .fiveHundredPx) -> DownloadItem {
        DownloadItem(photoID: 42, service: service, size: ImageSize(rawValue: 4), url: "https://images.example/42.jpg", photo: photo, facts: facts)
    }

    private func document(_ properties: [XMPProperty]) throws -> XMPDocument {
        try XMPDocument(try #require(XMPPacket.fitted(properties, shrinking: MetadataEmbedding.shrinking.map { .init(namespace: $0.namespace.uri, local: $0.name) })))
    }

    @Test func aPhotoRecordGivesEveryField() throws {
        let photo = Photo(
            id: 42, service: .fiveHundredPx, name: "Dusk", description: "Shot at <b>golden hour</b>.\r\nThanks!", takenAt: Self.taken, latitude: 38.7223, longitude: -9.1393,
            licenseType: License.fiveHundredPx(4), url: "/photo/42/dusk", tags: ["dusk", "lisbon", "dusk"], user: User(id: 7, username: "ana", fullname: "Ana Lima")
        )
        let embedding = MetadataEmbedding { $0.replacing("<b>", with: "").replacing("</b>", with: "") }
        let packet = try document(embedding.properties(of: item(photo), webOrigin: "https://500px.com"))
        #expect(packet.value(.dublinCore, "title") == .languageAlternative("Dusk"))
        #expect(packet.value(.dublinCore, "creator") == .ordered(["Ana Lima"]))
        #expect(packet.value(.dublinCore, "description") == .languageAlternative("Shot at golden hour.\nThanks!"), "plain text, its line break kept")
        #expect(packet.value(.dublinCore, "subject") == .unordered(["dusk", "lisbon"]), "each tag once")
        #expect(packet.value(.dublinCore, "rights") == .languageAlternative(
            "\"Dusk\" by Ana Lima, CC Attribution <https://creativecommons.org/licenses/by/3.0/>, <https://500px.com/photo/42/dusk>"
        ), "the credit photomania credits prints")
        #expect(packet.value(.rights, "Marked") == .text("True"), "a Creative Commons license keeps rights")
        #expect(packet.value(.rights, "WebStatement") == .text("https://500px.com/photo/42/dusk"))
        #expect(packet.value(.exif, "DateTimeOriginal") == .text("2012-02-09T02:27:16+00:00"))
        #expect(packet.value(.exif, "GPSLatitude") == .text("38,43.338000N"))
        #expect(packet.value(.exif, "GPSLongitude") == .text("9,8.358000W"))
        #expect(packet.value(.photomania, "Service") == .text("500px"))
        #expect(packet.value(.photomania, "PhotoID") == .text("42"))
    }

    @Test func thePublicDomainIsUnmarkedAndAnUnknownLicenseSaysNothing() throws {
        let embedding = MetadataEmbedding()
        let dedicated = try document(embedding.properties(of: item(Photo(id: 42, service: .fiveHundredPx, licenseType: License.fiveHundredPx(8))), webOrigin: ""))
        #expect(dedicated.value(.rights, "Marked") == .text("False"))
        let flickr = try document(embedding.properties(of: item(Photo(id: 42, service: .fiveHundredPx, licenseType: Flickr.license(9)), service: .flickr), webOrigin: ""))
        #expect(flickr.value(.rights, "Marked") == .text("False") && flickr.value(.dublinCore, "rights") == .languageAlternative("\"Untitled\", Public Domain Dedication (CC0) <https://creativecommons.org/publicdomain/zero/1.0/>"))
        let reserved = try document(embedding.properties(of: item(Photo(id: 42, service: .fiveHundredPx, licenseType: Flickr.license(0)), service: .flickr), webOrigin: ""))
        #expect(reserved.value(.rights, "Marked") == .text("True"))
        let unknown = try document(embedding.properties(of: item(Photo(id: 42, service: .fiveHundredPx, url: "https://www.flickr.com/photos/ana/42/")), webOrigin: "http://ignored"))
        #expect(unknown.value(.rights, "Marked") == nil && unknown.value(.dublinCore, "rights") == nil)
        #expect(unknown.value(.rights, "WebStatement") == .text("https://www.flickr.com/photos/ana/42/"), "an absolute page URL is kept as it is")
        #expect(unknown.value(.exif, "GPSLatitude") == nil && unknown.value(.dublinCore, "subject") == nil, "nothing the service did not say")
    }

    @Test func withoutTheRecordTheNamingFactsStillSpeak() throws {
        let facts = PhotoFacts(title: "Dusk", username: "ana", takenAt: Self.taken, license: "CC BY 2.0")
        let packet = try document(MetadataEmbedding().properties(of: item(nil, facts: facts), webOrigin: ""))
        #expect(packet.value(.dublinCore, "title") == .languageAlternative("Dusk"))
        #expect(packet.value(.dublinCore, "creator") == .ordered(["ana"]))
        #expect(packet.value(.dublinCore, "rights") == .languageAlternative("\"Dusk\" by ana, CC BY 2.0"))
        #expect(packet.value(.exif, "DateTimeOriginal") == .text("2012-02-09T02:27:16+00:00"))
    }

    @Test func hostileTextIsCleanedAndEscaped() throws {
        let hostile = "A<b>&\"'?>]]><!--\u{0}\u{7}\u{1B}[31m\u{85}\u{FFFE}Z\r\nline</rdf:li></rdf:Alt>"
        let photo = Photo(id: 42, service: .fiveHundredPx, name: hostile, description: hostile, url: "/photo/42/\"><x", tags: [hostile, "\u{1}\u{2}"], user: User(id: 7, username: "ana", fullname: hostile))
        let properties = MetadataEmbedding().properties(of: item(photo), webOrigin: "https://500px.com")
        let packet = try #require(XMPPacket.fitted(properties, shrinking: []))
        let text = String(decoding: packet, as: UTF8.self)
        #expect(text.components(separatedBy: "?>").count == 3, "only the two xpacket instructions end with ?>")
        #expect(!text.contains("]]>") && !text.contains("<!--") && !text.contains("<b>"))
        #expect(packet.allSatisfy { $0 >= 0x20 || $0 == 0x0A }, "no control character is written")
        let line = "A<b>&\"'?>]]><!--[31mZ line</rdf:li></rdf:Alt>"
        let document = try XMPDocument(packet)
        #expect(document.value(.dublinCore, "title") == .languageAlternative(line), "read back as the server's text, cleaned")
        #expect(document.value(.dublinCore, "creator") == .ordered([line]))
        #expect(document.value(.dublinCore, "description") == .languageAlternative("A<b>&\"'?>]]><!--[31mZ\nline</rdf:li></rdf:Alt>"))
        #expect(document.value(.dublinCore, "subject") == .unordered([line]), "a tag of control characters only is no tag")
        #expect(document.value(.rights, "WebStatement") == nil, "a page URL with quotes and spaces is no URL")
    }

    @Test func anOversizeDescriptionIsCutToFitAndEveryTagKept() throws {
        let tags = (0..<300).map { "tag\($0)" }
        let properties = XMPFiles.properties(tags: tags, description: String(repeating: "&", count: 40_000))
        let keys = MetadataEmbedding.shrinking.map { XMLName.Key(namespace: $0.namespace.uri, local: $0.name) }
        let packet = try #require(XMPPacket.fitted(properties, shrinking: keys))
        #expect(packet.count <= XMPPacket.maxBytes && packet.count > XMPPacket.maxBytes - 200, "cut as little as fits: \(packet.count)")
        let document = try XMPDocument(packet)
        guard case .languageAlternative(let description)? = document.value(.dublinCore, "description") else {
            Issue.record("the description is gone")
            return
        }
        #expect(description.hasSuffix("…") && description.count > 9_000 && description.count < 40_000, "\(description.count)")
        #expect(document.value(.dublinCore, "subject") == .unordered(tags))
        #expect(document.value(.dublinCore, "title") == .languageAlternative("Embrace at Dusk"))
    }

    @Test func tagsAreCutOnlyOnceTheDescriptionIsGone() throws {
        let tags = (0..<500).map { String(repeating: "<", count: 150) + "\($0)" }
        let properties = XMPFiles.properties(tags: tags, description: "A short description.")
        let keys = MetadataEmbedding.shrinking.map { XMLName.Key(namespace: $0.namespace.uri, local: $0.name) }
        let document = try XMPDocument(try #require(XMPPacket.fitted(properties, shrinking: keys)))
        #expect(document.value(.dublinCore, "description") == nil)
        guard case .unordered(let kept)? = document.value(.dublinCore, "subject") else {
            Issue.record("the tags are gone")
            return
        }
        #expect(kept == Array(tags.prefix(kept.count)) && kept.count > 50 && kept.count < 500, "the first tags, as many as fit: \(kept.count)")
        #expect(document.value(.photomania, "PhotoID") == .text("1006721"), "what is not cut is all there")
    }

    @Test func theWrapperIsWhatXMPReadersLookFor() throws {
        let text = String(decoding: try #require(XMPPacket.fitted(XMPFiles.properties(), shrinking: [])), as: UTF8.self)
        #expect(text.hasPrefix("<?xpacket begin=\"\u{FEFF}\" id=\"W5M0MpCehiHzreSzNTczkc9d\"?>"))
        #expect(text.hasSuffix("<?xpacket end=\"w\"?>"))
        #expect(text.contains("<rdf:Description rdf:about=\"\"") || text.contains("rdf:about=\"\""))
        for declaration in ["xmlns:dc=\"http://purl.org/dc/elements/1.1/\"", "xmlns:photomania=\"https://github.com/photomania/ns/1.0/\"", "<rdf:Seq>", "<rdf:Bag>", "xml:lang=\"x-default\""] {
            #expect(text.contains(declaration), "\(declaration)")
        }
        #expect(text.utf8.count > XMPPacket.paddingBytes, "padding left for other tools to edit it in place")
    }

    @Test func coordinatesAreDegreesAndMinutesWithTheirHemisphere() {
        #expect(MetadataEmbedding.coordinate(38.7223, positive: "N", negative: "S") == "38,43.338000N")
        #expect(MetadataEmbedding.coordinate(-9.1393, positive: "E", negative: "W") == "9,8.358000W")
        #expect(MetadataEmbedding.coordinate(59.9999999999, positive: "N", negative: "S") == "60,0.000000N", "minutes rounded up to 60 carry")
        #expect(MetadataEmbedding.coordinate(-0.0000000001, positive: "N", negative: "S") == "0,0.000000N")
        #expect(MetadataEmbedding.coordinate(-180, positive: "E", negative: "W") == "180,0.000000W")
    }
}
