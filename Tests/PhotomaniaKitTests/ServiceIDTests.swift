import Foundation
import PhotomaniaKit
import Testing

@Suite("Service ids: text a service defines, numbers in JSON when they are numbers")
struct ServiceIDTests {
    private func json(_ value: some Encodable) throws -> String {
        String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
    }

    private func decoded<T: Decodable>(_ type: T.Type, _ text: String) throws -> T {
        try JSONDecoder().decode(type, from: Data(text.utf8))
    }

    @Test func aDecimalIdIsANumberInJSONEitherWayItCameIn() throws {
        #expect(try json(PhotoID(1006721)) == "1006721")
        #expect(try decoded(PhotoID.self, "1006721") == 1006721)
        #expect(try json(decoded(PhotoID.self, #""1006721""#)) == "1006721", "a string holding a number is the number")
        #expect(try json(decoded(UserID.self, "1001")) == "1001")
        #expect(try json(decoded(CollectionID.self, "4021")) == "4021")
        #expect(try json(decoded(CommentID.self, "100672101")) == "100672101")
        #expect(try json(decoded(SizeKey.self, "2048")) == "2048")
        #expect(try decoded(PhotoID.self, "12.0") == 12, "a whole float is the whole number")
    }

    @Test func otherTextStaysAString() throws {
        let nsid = try decoded(UserID.self, #""12037949754@N01""#)
        #expect(nsid.text == "12037949754@N01" && nsid.number == nil)
        #expect(try json(nsid) == #""12037949754@N01""#)
        let comment = try decoded(CommentID.self, #""6065-109722179-72057594077818641""#)
        #expect(try json(comment) == #""6065-109722179-72057594077818641""#)
        #expect(try json(decoded(CollectionID.self, #""72157720842066371""#)) == "72157720842066371", "fits Int64: a number")
        #expect(try json(decoded(SizeKey.self, #""o""#)) == #""o""#)
        #expect(try json(decoded(PhotoID.self, #""9223372036854775808""#)) == #""9223372036854775808""#, "past Int64: text")
        #expect(try json(decoded(PhotoID.self, #""007""#)) == #""007""#, "not canonical: text, so 007 and 7 stay two ids")
        #expect(PhotoID("007") != PhotoID(7) && PhotoID("7") == PhotoID(7))
    }

    @Test func idsOfAPhotoKeepTheirJSONTypesInAPhotosJSON() throws {
        let photo = Photo(id: 52_812_345_678, service: "flickr", userID: "12037949754@N01", name: "x")
        let text = try json(photo)
        #expect(text.contains(#""id":52812345678"#) && text.contains(#""user_id":"12037949754@N01""#), "\(text)")
        #expect(!text.contains("flickr"), "the service is not a field of the v1 JSON")
        let comment = Comment(id: "6065-109722179-72057594077818641", body: "b", userID: 1001, parentID: nil)
        let commentText = try json(comment)
        #expect(commentText.contains(#""id":"6065-109722179-72057594077818641""#) && commentText.contains(#""user_id":1001"#))
    }

    @Test("an id that could leave its folder or hide in a name is refused", arguments: [
        "12/34", "..\\x", "a\u{0}b", "a\u{7}", "line\nbreak", "tab\there", "\u{202E}gpj.exe", "", String(repeating: "9", count: 129),
    ])
    func refused(text: String) throws {
        #expect(PhotoID(text) == nil)
        #expect(UserID(text) == nil && CommentID(text) == nil && CollectionID(text) == nil && SizeKey(text) == nil)
        let quoted = String(decoding: try JSONEncoder().encode(text), as: UTF8.self)
        #expect(throws: DecodingError.self) { try decoded(PhotoID.self, quoted) }
    }

    @Test func theLongestIdTakenIsMaxBytesAndOrderIsNumericThenText() throws {
        #expect(PhotoID(String(repeating: "a", count: PhotoID.maxBytes))?.text.utf8.count == 128)
        #expect(PhotoID(String(repeating: "é", count: 65)) == nil, "130 bytes")
        let sorted: [PhotoID] = ["b", 10, "a", 9, 100]
        #expect(sorted.sorted() == [9, 10, 100, "a", "b"])
    }

    @Test func fiveHundredPxIdsReadAsTheyDidAndNoOtherWay() {
        let ids = ServiceRegistry.standard.defaultEntry.ids
        #expect(ids.photo("1006721") == 1006721 && ids.photo("0") == nil && ids.photo("-3") == nil && ids.photo("abc") == nil)
        #expect(ids.photo("12037949754@N01") == nil && ids.photo("1/2") == nil)
        #expect(ids.comment("100672101") == 100672101 && ids.comment("6065-109722179") == nil)
        #expect(ids.user("1001") == .id(1001) && ids.user("12037949754@N01") == .username("12037949754@N01"))
        #expect(ids.collection("4021") == .id(4021) && ids.collection("iceland-2024") == .slug("iceland-2024"))
    }
}
