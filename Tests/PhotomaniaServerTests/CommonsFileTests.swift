import Foundation
import Testing
@testable import PhotomaniaServer

/// The upload host's files: originals whose bytes match `size` and `sha1`, thumbnails at the
/// standard widths only, the hash directories, and the digests behind them.
@Suite struct CommonsFileTests {
    let calls = CommonsCalls.standard

    private func path(of url: String) throws -> String {
        let prefix = "http://demo.test"
        #expect(url.hasPrefix(prefix))
        return try #require(String(url.dropFirst(prefix.count)).removingPercentEncoding)
    }

    @Test func anOriginalsBytesMatchItsSizeAndSHA1() throws {
        let files = calls.index.files
        let ids = [files[1], files[13], files[40]].map { String($0.pageID) }.joined(separator: "|")
        for page in CommonsCalls.pages(try calls.query([("pageids", ids)] + CommonsCalls.details)) {
            let info = try #require(CommonsCalls.imageInfo(page))
            let response = calls.get(try path(of: try #require(info["url"] as? String)))
            #expect(response.status == 200 && response.headers["Content-Type"] == "image/jpeg")
            #expect(response.body.count == info["size"] as? Int)
            #expect(CommonsDigest.sha1Hex(response.body) == info["sha1"] as? String)
            #expect(response.body.starts(with: [0xFF, 0xD8]))
            let etag = try #require(response.headers["ETag"])
            #expect(calls.get(try path(of: try #require(info["url"] as? String)), headers: [("If-None-Match", etag)]).status == 304)
        }
    }

    @Test func thumbnailsAreServedAtStandardWidthsOnly() throws {
        let file = calls.index.files[7]
        let info = try #require(CommonsCalls.imageInfo(CommonsCalls.pages(try calls.query([("pageids", String(file.pageID))] + CommonsCalls.details))[0]))
        let thumbnail = try path(of: try #require(info["thumburl"] as? String))
        #expect(thumbnail.contains("/330px-"))
        let response = calls.get(thumbnail)
        #expect(response.status == 200 && response.body.count > 100)
        #expect(Self.jpegWidth(response.body) == 330)
        let odd = calls.get(thumbnail.replacingOccurrences(of: "/330px-", with: "/331px-"))
        #expect(odd.status == 400 && String(decoding: odd.body, as: UTF8.self).hasPrefix("Use thumbnail steps listed on https://w.wiki/GHai."))
    }

    @Test func aWrongHashOrNameIs404() throws {
        let file = calls.index.files[2]
        let good = "/wikipedia/commons/" + file.hashPath + "/" + file.dbKey
        #expect(calls.get(good).status == 200)
        let wrong = file.hashPath.hasPrefix("0") ? "1/10" : "0/00"
        #expect(calls.get("/wikipedia/commons/" + wrong + "/" + file.dbKey).status == 404)
        #expect(calls.get("/wikipedia/commons/" + file.hashPath + "/Nothing_here.jpg").status == 404)
        #expect(calls.get("/wikipedia/commons/thumb/" + file.hashPath + "/" + file.dbKey + "/120px-Other.jpg").status == 404)
    }

    @Test func digestsMatchKnownValues() {
        #expect(CommonsDigest.sha1Hex(Array("abc".utf8)) == "a9993e364706816aba3e25717850c26c9cd0d89d")
        #expect(CommonsDigest.sha1Hex([UInt8]()) == "da39a3ee5e6b4b0d3255bfef95601890afd80709")
        #expect(CommonsDigest.sha1Hex(Array(String(repeating: "a", count: 1000).utf8)) == "291e9a6c66994949b57ba5e650361e98fc36b1ba")
        #expect(CommonsDigest.md5Hex(Array("".utf8)) == "d41d8cd98f00b204e9800998ecf8427e")
        #expect(CommonsDigest.md5Hex(Array("The quick brown fox jumps over the lazy dog".utf8)) == "9e107d9d372bb6826bd81d3542a419d6")
        let known = ["2006-07-03_Katze1.jpg": "8e", "Andromeda_Galaxy_(with_h-alpha).jpg": "98", "Nissan_2020_logo.svg": "23", "Emblem-unblock-request.svg": "ec"]
        for (name, prefix) in known { #expect(CommonsDigest.md5Hex(Array(name.utf8)).hasPrefix(prefix), "\(name)") }
    }

    @Test func titlesAreUniqueAndValid() {
        let files = calls.index.files
        #expect(Set(files.map(\.name)).count == files.count)
        #expect(files.allSatisfy { CommonsTitle($0.title)?.full == $0.title && $0.name.hasSuffix("." + $0.format.fileExtension) })
        #expect(files.filter { $0.media == nil }.allSatisfy { $0.name.hasSuffix(".jpg") })
        #expect(CommonsTitle.uploadEncoded("Café_(1),x.jpg") == "Caf%C3%A9_%281%29%2Cx.jpg")
        #expect(CommonsTitle.wikiEncoded("File:Café (1),x.jpg") == "File:Caf%C3%A9_(1),x.jpg")
    }

    /// The width in a JPEG's first SOF marker.
    static func jpegWidth(_ data: Data) -> Int? {
        let bytes = [UInt8](data)
        var position = 2
        while position + 9 < bytes.count {
            guard bytes[position] == 0xFF else { return nil }
            let marker = bytes[position + 1]
            let length = Int(bytes[position + 2]) << 8 | Int(bytes[position + 3])
            if (0xC0...0xC2).contains(marker) { return Int(bytes[position + 7]) << 8 | Int(bytes[position + 8]) }
            position += 2 + length
        }
        return nil
    }
}
