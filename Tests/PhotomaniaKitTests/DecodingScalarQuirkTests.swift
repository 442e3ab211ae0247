import Foundation
import Testing
@testable import PhotomaniaKit

/// One photo from a JSON object given as its members, e.g. `#""rating": 27"#`.
private func photo(_ members: String) throws -> Photo {
    try APIJSON.decode(Photo.self, from: Data("{\"id\": 1, \(members)}".utf8))
}

@Suite("Type drift in single fields")
struct DecodingScalarQuirkTests {
    @Test("rating and highest_rating: integer, float or numeric string", arguments: [
        (#""rating": 27, "highest_rating": 97"#, 27.0, 97.0),
        (#""rating": 97.4, "highest_rating": 0.0"#, 97.4, 0.0),
        (#""rating": "88.5", "highest_rating": "90""#, 88.5, 90.0),
    ])
    func ratings(members: String, rating: Double, highest: Double) throws {
        let decoded = try photo(members)
        #expect(decoded.rating == rating && decoded.highestRating == highest)
    }

    @Test("EXIF fields: strings, numbers or null all become text", arguments: [
        (#""iso": "400", "aperture": "6.3", "focal_length": "700", "shutter_speed": "1/2000""#, ["400", "6.3", "700", "1/2000"]),
        (#""iso": 400, "aperture": 6.3, "focal_length": 700, "shutter_speed": 0.5"#, ["400", "6.3", "700", "0.5"]),
        (#""iso": null, "aperture": "0/1", "focal_length": "60.0", "shutter_speed": """#, [nil, "0/1", "60.0", ""]),
        (#""iso": true, "aperture": [], "focal_length": {}"#, [nil, nil, nil, nil]),
    ])
    func exif(members: String, expected: [String?]) throws {
        let decoded = try photo(members)
        #expect([decoded.iso, decoded.aperture, decoded.focalLength, decoded.shutterSpeed] == expected)
    }

    @Test("converted, privacy and nsfw: booleans or 0/1", arguments: [
        (#""converted": true, "privacy": true, "nsfw": true"#, true),
        (#""converted": 27, "privacy": 1, "nsfw": 1"#, true),
        (#""converted": false, "privacy": false, "nsfw": false"#, false),
        (#""converted": 0, "privacy": 0, "nsfw": "false""#, false),
    ])
    func booleans(members: String, expected: Bool) throws {
        let decoded = try photo(members)
        #expect(decoded.converted == expected && decoded.privacy == expected && decoded.nsfw == expected)
    }

    @Test("image_url: a string, a list or nothing", arguments: [
        (#""image_url": "http://x/2.jpg""#, ["http://x/2.jpg"]),
        (#""image_url": ["http://x/2.jpg", "http://x/4.jpg"]"#, ["http://x/2.jpg", "http://x/4.jpg"]),
        (#""image_url": null"#, []),
        (#""image_url": ["http://x/2.jpg", 5]"#, ["http://x/2.jpg"]),
    ])
    func imageURL(members: String, expected: [String]) throws {
        #expect(try photo(members).imageURLs == expected)
    }

    @Test("images: a list, a single object, sizes as numbers or strings; unusable entries are dropped", arguments: [
        (#""images": [{"size": 2, "url": "a"}, {"size": "4", "url": "b"}]"#, [2, 4]),
        (#""images": {"size": "4", "url": "b"}"#, [4]),
        (#""images": [{"size": "large", "url": "a"}, {"size": 3}, {"url": "c"}, {"size": 30, "url": "d"}]"#, [30]),
        (#""images": [{"size": 4096, "https_url": "e"}]"#, [4096]),
        (#""images": "nonsense""#, []),
    ])
    func images(members: String, sizes: [Int]) throws {
        #expect(try photo(members).images.map(\.size.rawValue) == sizes)
    }

    @Test("images are picked by size, never by position")
    func pickBySize() throws {
        let decoded = try photo(#"""
            "images": [{"size": 4, "url": "big"}, {"size": 2, "url": "small"}], "image_url": ["http://p/1/h/3.jpg?v=0"]
            """#)
        #expect(decoded.image(for: .small)?.url == "small")
        #expect(decoded.image(for: .large)?.url == "big")
        #expect(decoded.image(for: .medium)?.url == "http://p/1/h/3.jpg?v=0")
        #expect(decoded.image(for: .tiny) == nil)
        #expect(decoded.availableSizes == [.large, .small, .medium])
    }

    @Test("the id is a number above zero; a string, zero or less fails the photo", arguments: [
        (#"{"id": "123"}"#, nil as PhotoID?),
        (#"{"id": -5}"#, nil),
        (#"{"id": 0}"#, nil),
        (#"{"id": 123}"#, 123),
        (#"{"id": 123.0}"#, 123),
        (#"{"id": "abc"}"#, nil),
        (#"{"id": null}"#, nil),
        (#"{"name": "no id"}"#, nil),
    ])
    func identifiers(body: String, expected: PhotoID?) {
        #expect((try? APIJSON.decode(Photo.self, from: Data(body.utf8)))?.id == expected)
    }

    @Test("unknown keys are ignored at every level")
    func unknownKeys() throws {
        let decoded = try photo(#"""
            "brand_new": {"deep": [1, 2]}, "user": {"id": 5, "username": "u", "extra": true},
            "images": [{"size": 2, "url": "a", "webp_url": "w"}]
            """#)
        #expect(decoded.user?.id == 5 && decoded.images.count == 1)
    }

    @Test("category and license: documented, undocumented, or unreadable")
    func codes() throws {
        #expect(try photo(#""category": 29, "license_type": 8"#).category == .aerial)
        #expect(try photo(#""category": 28"#).category == Category(id: 28, name: "Category 28"))
        #expect(try photo(#""category": false"#).category == .uncategorized)
        #expect(try photo(#""license_type": 8"#).licenseType == License.fiveHundredPx(8))
        #expect(try photo(#""license_type": 12"#).licenseType?.name == "License 12")
    }
}
