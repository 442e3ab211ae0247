import Foundation
import Testing
@testable import PhotomaniaKit

@Suite("--json output")
struct DecodingRoundTripTests {
    private func object(_ data: Data) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// Every key at every depth, except the free-form keys of `contacts` and `equipment`.
    private func keys(of value: Any) -> [String] {
        switch value {
        case let object as [String: Any]:
            object.flatMap { key, member in [key] + (["contacts", "equipment"].contains(key) ? [] : keys(of: member)) }
        case let list as [Any]:
            list.flatMap(keys(of:))
        default:
            []
        }
    }

    @Test("a photo prints with the API's snake_case keys and offset timestamps, and decodes back the same")
    func photoRoundTrip() throws {
        let info = try PhotoInfo.decodeObject(from: Fixtures.api("photo-show.json"))
        let encoded = try APIJSON.makeOutputEncoder().encode(info)
        let photo = try #require(try object(encoded)["photo"] as? [String: Any])
        #expect(photo["times_viewed"] as? Int == 167)
        #expect(photo["created_at"] as? String == "2012-02-10T02:11:53+00:00")
        #expect(photo["highest_rating_date"] as? String == "2012-04-16T19:05:56+00:00")
        #expect(photo["image_url"] as? [String] == ["http://pcdn.500px.net/4928401/16666558d7ba410f50922f86f736888d8cfaf9bb/4.jpg"])
        #expect((photo["images"] as? [[String: Any]])?.first?["size"] as? Int == 4)
        #expect(photo["category"] as? Int == 11)
        #expect((photo["user"] as? [String: Any])?["userpic_url"] as? String == "http://acdn.500px.net/164677.jpg")
        #expect(photo["location"] == nil, "absent values are left out")
        let allKeys = keys(of: try object(encoded))
        #expect(allKeys.allSatisfy { $0 == $0.lowercased() && !$0.isEmpty }, "no camelCase key: \(allKeys)")
        #expect(String(decoding: encoded, as: UTF8.self).contains("http://pcdn.500px.net/"), "slashes are not escaped")
        #expect(try PhotoInfo.decodeObject(from: encoded) == info)
    }

    @Test("a page prints its envelope and items key, and decodes back the same")
    func pageRoundTrip() throws {
        let page = try Photo.decodeCollection(from: Fixtures.api("quirks/photos-2018-drift.json"))
        let encoded = try APIJSON.makeOutputEncoder(prettyPrinted: false).encode(page)
        let envelope = try object(encoded)
        #expect(Set(envelope.keys) == ["feature", "filters", "current_page", "total_pages", "total_items", "photos"])
        #expect((envelope["filters"] as? [String: Any])?["user_id"] as? Int == 13)
        #expect(try Photo.decodeCollection(from: encoded) == page)
    }

    @Test("comments and users print back with their keys", arguments: ["comments-nested.json", "quirks/comments-drift.json"])
    func commentsRoundTrip(fixture: String) throws {
        let page = try Comment.decodeCollection(from: Fixtures.api(fixture))
        let encoded = try APIJSON.makeOutputEncoder().encode(page)
        let first = try #require((try object(encoded)["comments"] as? [[String: Any]])?.first)
        #expect(first.keys.contains("parent_id") && first.keys.contains("to_whom_user_id"))
        var expected = page
        expected.skippedCount = 0
        #expect(try Comment.decodeCollection(from: encoded) == expected)
    }

    @Test("a profile prints back the same")
    func userRoundTrip() throws {
        let response = try UserResponse.decodeObject(from: Fixtures.api("user-show.json"))
        let encoded = try APIJSON.makeOutputEncoder().encode(response)
        let user = try #require(try object(encoded)["user"] as? [String: Any])
        #expect(user["registration_date"] as? String == "2009-12-15T14:40:45+00:00")
        #expect(user["photos_count"] as? Int == 12)
        #expect(try UserResponse.decodeObject(from: encoded) == response)
    }
}
