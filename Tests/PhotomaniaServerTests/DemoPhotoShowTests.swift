import Foundation
import Testing
@testable import PhotomaniaServer

@Suite struct DemoPhotoShowTests {
    typealias F = DemoFixture
    let catalog = DemoFixture.catalog

    @Test func fullFormat() throws {
        let photo = try #require(catalog.photos.first { $0.camera != nil && $0.location?.name != nil && $0.takenAt != nil })
        let json = try F.getJSON("/v1/photos/\(photo.id)")
        #expect(json["comments"] == nil)
        let full = try #require(json["photo"] as? [String: Any])
        #expect(full["id"] as? Int == photo.id)
        #expect(full["camera"] as? String == photo.camera)
        for key in ["lens", "focal_length", "iso", "shutter_speed", "aperture", "taken_at", "description", "license_type",
                    "editors_choice", "location", "latitude", "longitude", "feature", "highest_rating", "store_download", "user"] {
            #expect(full.keys.contains(key), "\(key)")
        }
        #expect(full["image_url"] as? String == "\(F.origin)/images/\(photo.id)/4.jpg")
        #expect(full["feature"] as? String == DemoFeature.stream(of: photo, now: catalog.referenceDate).rawValue)
        #expect(full["tags"] == nil)
        let tagged = try #require(try F.getJSON("/v1/photos/\(photo.id)", [("tags", "")])["photo"] as? [String: Any])
        #expect(tagged["tags"] as? [String] == photo.tags)
        let sized = try #require(try F.getJSON("/v1/photos/\(photo.id)", [("image_size", "2048,1")])["photo"] as? [String: Any])
        #expect((sized["image_url"] as? [String])?.count == 2)
    }

    @Test func nullableFieldsAreNull() throws {
        let bare = try #require(catalog.photos.first { $0.camera == nil && $0.takenAt == nil })
        let full = try #require(try F.getJSON("/v1/photos/\(bare.id)")["photo"] as? [String: Any])
        for key in ["camera", "lens", "focal_length", "iso", "shutter_speed", "aperture", "taken_at"] {
            #expect(full[key] is NSNull, "\(key)")
        }
        let located = try #require(catalog.photos.first { $0.location == nil })
        let noPlace = try #require(try F.getJSON("/v1/photos/\(located.id)")["photo"] as? [String: Any])
        #expect(noPlace["location"] is NSNull)
        #expect(noPlace["latitude"] is NSNull)
        let nameless = try #require(catalog.users.first { $0.firstname == nil })
        let byNameless = try #require(catalog.photos.first { $0.userID == nameless.id })
        let user = try #require((try F.getJSON("/v1/photos/\(byNameless.id)")["photo"] as? [String: Any])?["user"] as? [String: Any])
        #expect(user["firstname"] is NSNull)
        #expect(user["city"] is NSNull)
        #expect(user["fullname"] as? String == nameless.username)
    }

    @Test func exifIsSentAsStrings() throws {
        let photo = try #require(catalog.photos.first { $0.exposure.iso != nil && $0.exposure.focalLength != nil })
        let full = try #require(try F.getJSON("/v1/photos/\(photo.id)")["photo"] as? [String: Any])
        #expect(full["iso"] as? String == photo.exposure.iso)
        #expect(full["focal_length"] as? String == photo.exposure.focalLength)
        #expect(full["shutter_speed"] as? String == photo.exposure.shutterSpeed)
        #expect(full["aperture"] as? String == photo.exposure.aperture)
        #expect(F.text(F.get("/v1/photos/\(photo.id)")).contains(#""iso":""#))
    }

    @Test func commentsFlagAddsAPageOfComments() throws {
        let photo = try #require(catalog.photos.first { $0.commentsCount > 25 })
        let all = catalog.comments(of: photo)
        let first = try F.getJSON("/v1/photos/\(photo.id)", [("comments", "")])
        let page1 = try #require(first["comments"] as? [[String: Any]])
        #expect(page1.map { $0["id"] as? Int } == all.prefix(20).map(\.id))
        let second = try F.getJSON("/v1/photos/\(photo.id)", [("comments", "1"), ("comments_page", "2")])
        let page2 = try #require(second["comments"] as? [[String: Any]])
        #expect(page2.map { $0["id"] as? Int } == all.dropFirst(20).prefix(20).map(\.id))
        let none = try #require(catalog.photos.first { $0.commentsCount == 0 })
        #expect((try F.getJSON("/v1/photos/\(none.id)", [("comments", "")])["comments"] as? [Any])?.isEmpty == true)
    }

    @Test func unknownAndDeletedPhotos() throws {
        let missing = try F.getJSON("/v1/photos/1", status: 404)
        #expect(missing["error"] as? String == "Photo not found")
        #expect(missing["status"] as? Int == 404)
        _ = try F.getJSON("/v1/photos/abc", status: 404)
        #expect(catalog.deletedPhotoIDs.count == 2)
        for id in catalog.deletedPhotoIDs {
            #expect(catalog.photo(id: id) == nil)
            let deleted = try F.getJSON("/v1/photos/\(id)", status: 403)
            #expect(deleted["status"] as? Int == 403)
            _ = try F.getJSON("/v1/photos/\(id)/comments", status: 403)
        }
    }
}
