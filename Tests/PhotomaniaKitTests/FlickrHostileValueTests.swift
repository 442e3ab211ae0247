import Foundation
import Testing
@testable import PhotomaniaKit

/// Every byte from a server is hostile: numbers saturate, texts are capped, and ids that could
/// leave a path segment or a file name (`/`, `..`, controls, white space) are refused.
@Suite("Flickr: hostile values")
struct FlickrHostileValueTests {
    private func list(_ photos: String, paging: String = #""page": 1, "pages": 1, "perpage": 100, "total": 1"#) throws -> FlickrPhotoList {
        let head: String = #"{"photos": {"# + paging
        let body: String = head + #", "photo": ["# + photos + #"]}, "stat": "ok"}"#
        return try FlickrMethod.recent().decode(FlickrPhotoList.self, from: Data(body.utf8))
    }

    @Test("numbers past Int saturate; counts are never negative; paging always ends", arguments: [
        (#""page": "99999999999999999999", "pages": 1e300, "perpage": -5, "total": "-7""#, FlickrPaging(page: .max, pages: .max, perPage: 0, total: 1)),
        (#""page": 0, "pages": -3, "perpage": "x", "total": """#, FlickrPaging(page: 1, pages: 1, perPage: nil, total: 1)),
        (#""page": 5, "pages": 2, "perpage": 100, "total": 1"#, FlickrPaging(page: 5, pages: 5, perPage: 100, total: 1)),
    ])
    func paging(members: String, expected: FlickrPaging) throws {
        let page = try list(#"{"id": "52000000001"}"#, paging: members).paging
        #expect(page == expected && !page.hasNextPage)
    }

    @Test("photo fields: huge and negative numbers held in range")
    func photoNumbers() throws {
        let photo = try #require(try list(#"{"id": "52000000001", "views": "123456789012345678901234567890", "farm": -66, "license": 1.5e40, "o_width": "-1", "count_faves": true}"#).photos.first)
        #expect(photo.views == .max && photo.farm == 0 && photo.license == .max && photo.originalWidth == 0 && photo.faves == nil)
    }

    @Test("ids that could leave their path segment are refused; the photo is left out of its list", arguments: [
        #""52000000001/../x""#, #""../52000000001""#, #""5200000\u00000001""#, #""52 000""#, #""0""#, #""-1""#, #""18446744073709551616""#,
        #""５２""#, #""""#, "null", "true", "[1]", #"{"_content": "1"}"#,
    ])
    func badPhotoIDs(id: String) throws {
        let page = try list(#"{"id": "# + id + #"}, {"id": "52000000002"}"#)
        if id == #"{"_content": "1"}"# {
            #expect(page.photos.map(\.id) == ["1", "52000000002"])
        } else {
            #expect(page.photos.map(\.id) == ["52000000002"] && page.skipped == 1)
        }
    }

    @Test("secrets, servers, owners, aliases and formats out of their alphabet are dropped", arguments: [
        #""secret": "ab/cd", "server": "65535/..", "owner": "1@N01/x", "pathalias": "a b", "originalformat": "jpg/../x""#,
        #""secret": "ab\ncd", "server": "..", "owner": "..", "pathalias": "\u202Eevil", "originalformat": "jpegjpegjpeg""#,
    ])
    func badTokens(members: String) throws {
        let photo = try #require(try list(#"{"id": "52000000001", "# + members + "}").photos.first)
        #expect(photo.secret == nil && photo.server == nil && photo.owner == nil && photo.pathAlias == nil && photo.originalFormat == nil)
    }

    @Test("ids: leading zeros dropped, the largest 64-bit id kept, NSIDs and compound ids taken as tokens")
    func goodIDs() {
        #expect(FlickrID.valid("0052000000001", .number) == "52000000001" && FlickrID.valid("18446744073709551615", .number) == "18446744073709551615")
        #expect(FlickrID.valid("12037949754@N01", .token) == "12037949754@N01" && FlickrID.valid("6065-72157617483228192", .token) != nil)
        #expect(FlickrID.valid(String(repeating: "a", count: 65), .token) == nil && FlickrID.valid("...", .token) == nil)
        #expect(FlickrID.valid("JPG", .format) == "jpg" && FlickrID.valid("a1B2", .secret) == "a1B2")
    }

    @Test("texts are capped; image URLs must be http(s) without spaces")
    func textsAndURLs() throws {
        let long = String(repeating: "ż", count: FlickrText.maxScalars + 500)
        let photo = try #require(try list(#"{"id": "52000000001", "title": ""# + long + #"", "url_m": "javascript:alert(1)", "url_l": "https://live.staticflickr.com/1/2_3_b.jpg\n", "url_z": "https://live.staticflickr.com/1/2_3_z.jpg"}"#).photos.first)
        #expect(photo.title.unicodeScalars.count == FlickrText.maxScalars && photo.title.unicodeScalars.allSatisfy { $0 == "ż" })
        #expect(photo.images.map(\.size) == [.z])
    }

    @Test("dates outside 1970–9999 and unreadable ones are no dates")
    func dates() throws {
        let photo = try #require(try list(#"{"id": "52000000001", "dateupload": "253402300800", "lastupdate": "1e3", "datetaken": "2024-13-45 99:99:99", "date_faved": 1716890000.9}"#).photos.first)
        #expect(photo.uploaded == nil && photo.lastUpdate == Date(timeIntervalSince1970: 1000) && photo.taken == nil && photo.faved == Date(timeIntervalSince1970: 1_716_890_000))
    }
}
