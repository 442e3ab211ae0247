import Foundation
import PhotomaniaKit
import Testing

@Suite("Download archive: ids and sizes another service defines")
struct ArchiveServiceIDTests {
    static let flickr: ServiceName = "flickr"

    static func entry(_ service: ServiceName, _ photoID: PhotoID, _ size: SizeKey, _ name: String) -> ArchiveEntry {
        ArchiveEntry(
            service: service, photoID: photoID, sizeID: size, fileName: name, bytes: 10, sha256: String(repeating: "cd", count: 32),
            downloadedAt: Date(timeIntervalSince1970: 1_795_000_000)
        )
    }

    @Test func aFlickrShapedIdAndSizeAreRecordedAndFoundAgain() throws {
        try withArchiveScratch { folder in
            let path = folder + "/a.sqlite3"
            let archive = try DownloadArchive(path: path, service: Self.flickr)
            let text: PhotoID = "52812345678_ab-c"
            try archive.record(Self.entry(Self.flickr, text, "o", "52812345678_ab-c.o.jpg"))
            try archive.record(Self.entry(Self.flickr, 52_812_345_678, "k", "52812345678.k.jpg"))
            archive.close()
            let reopened = try DownloadArchive(path: path, service: Self.flickr)
            defer { reopened.close() }
            #expect(try reopened.entry(photoID: text, sizeID: "o")?.fileName == "52812345678_ab-c.o.jpg")
            #expect(try reopened.entry(photoID: text, sizeID: "k") == nil)
            #expect(try reopened.entry(photoID: 52_812_345_678, sizeID: "k")?.fileName == "52812345678.k.jpg")
            #expect(try reopened.allEntries().map(\.sizeID) == ["k", "o"], "shorter ids first: numeric order for numbers")
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            let listed = String(decoding: try encoder.encode(reopened.allEntries()), as: UTF8.self)
            for field in [#""photo_id":"52812345678_ab-c""#, #""size_id":"o""#, #""photo_id":52812345678,"#, #""size_id":"k""#] {
                #expect(listed.contains(field), "\(listed)")
            }
        }
    }

    @Test func anotherServicesSameIdIsAnotherPhoto() throws {
        try withArchiveScratch { folder in
            let path = folder + "/a.sqlite3"
            let fiveHundredPx = try DownloadArchive(path: path, service: .fiveHundredPx)
            defer { fiveHundredPx.close() }
            try fiveHundredPx.record(Self.entry(.fiveHundredPx, 1006721, 4, "1006721.4.jpg"))
            #expect(try fiveHundredPx.entry(of: Self.flickr, photoID: 1006721, sizeID: 4) == nil)
            try fiveHundredPx.record(Self.entry(Self.flickr, 1006721, 4, "flickr/1006721.4.jpg"))
            #expect(try fiveHundredPx.entry(photoID: 1006721, sizeID: 4)?.fileName == "1006721.4.jpg")
            #expect(try fiveHundredPx.entry(of: Self.flickr, photoID: 1006721, sizeID: 4)?.fileName == "flickr/1006721.4.jpg")
            #expect(try fiveHundredPx.count() == 1, "500px's own rows only")
            let flickr = try DownloadArchive(path: path, service: Self.flickr)
            defer { flickr.close() }
            #expect(try flickr.allEntries().map(\.fileName) == ["flickr/1006721.4.jpg"])
            #expect(try flickr.remove(photoID: 1006721, sizeID: 4))
            #expect(try fiveHundredPx.entry(photoID: 1006721, sizeID: 4) != nil, "removing Flickr's left 500px's")
        }
    }

    @Test func aFiveHundredPxEntryIsNumbersInItsJSONAsBefore() throws {
        let entry = Self.entry(.fiveHundredPx, 1006721, 2048, "1006721.2048.jpg")
        let text = String(decoding: try JSONEncoder().encode(entry), as: UTF8.self)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["service"] as? String == "500px" && object["photo_id"] as? Int == 1006721 && object["size_id"] as? Int == 2048, "\(text)")
        #expect(try JSONDecoder().decode(ArchiveEntry.self, from: Data(text.utf8)) == entry)
    }
}
