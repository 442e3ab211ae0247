import Foundation
import Testing
@testable import PhotomaniaServer

/// One photo: `photos.getInfo`, `getSizes`, `getExif` and `comments.getList`, and the photos
/// they do not find.
@Suite struct FlickrPhotoTests {
    private func photo(_ flickr: FlickrCalls, _ test: (DemoPhoto, DemoUser) -> Bool) throws -> DemoPhoto {
        try #require(flickr.catalog.photos.first { photo in flickr.catalog.user(id: photo.userID).map { test(photo, $0) } ?? false })
    }

    @Test func infoTellsOfThePhotoItsOwnerAndItsPage() throws {
        let flickr = try FlickrCalls()
        let photo = try photo(flickr) { photo, owner in photo.location?.name != nil && owner.pathAlias != nil && owner.showsLargeSizes && !photo.tags.isEmpty }
        let owner = try #require(flickr.catalog.user(id: photo.userID))
        let node = try JSONNode(try flickr.get("flickr.photos.getInfo", [("photo_id", FlickrIDs.photo(photo))]).body)
        let info = try #require(node["photo"])
        #expect(info["id"] == .string(FlickrIDs.photo(photo)) && info["title"]?["_content"] == .string(photo.name))
        #expect(info["description"]?["_content"] == .string(photo.description))
        let alias = try #require(owner.pathAlias)
        #expect(info["owner"]?["nsid"] == .string(owner.nsid) && info["owner"]?["path_alias"] == .string(alias))
        #expect(info["owner"]?["gift"] != nil, "a member a client must ignore")
        #expect(info["dates"]?["posted"] == .string(String(Int(photo.createdAt.timeIntervalSince1970))))
        #expect(info["views"] == .string(String(photo.timesViewed)) && info["license"] == .string(String(photo.flickrLicense)))
        #expect(info["usage"]?["candownload"] == .int(1) && info["originalsecret"] != nil && info["originalformat"] == .string("jpg"))
        #expect(info["comments"]?["_content"] == .string(String(photo.commentsCount)))
        #expect(info["notes"]?["note"] == .array([]) && info["safety_level"] == .string("0"))
        let tags = info["tags"]?["tag"]?.items ?? []
        #expect(tags.compactMap { $0["raw"]?.stringValue } == photo.tags && tags.allSatisfy { $0["machine_tag"] == .bool(false) })
        #expect(info["location"]?["latitude"]?.kind == "string" && info["location"]?["locality"]?["_content"] != nil && info["geoperms"] != nil)
        let page = "https://www.flickr.com/photos/\(try #require(owner.pathAlias))/\(FlickrIDs.photo(photo))/"
        #expect(info["urls"]?["url"]?[0]?["_content"] == .string(page) && info["urls"]?["url"]?[0]?["type"] == .string("photopage"))
    }

    @Test func infoOfARefusingOwnersPhotoHidesTheOriginal() throws {
        let flickr = try FlickrCalls()
        let photo = try photo(flickr) { _, owner in !owner.allowsDownloads }
        let info = try #require(try JSONNode(try flickr.get("flickr.photos.getInfo", [("photo_id", FlickrIDs.photo(photo))]).body)["photo"])
        #expect(info["usage"]?["candownload"] == .int(0) && info["originalsecret"] == nil && info["originalformat"] == nil)
        let unplaced = try self.photo(flickr) { photo, _ in photo.location == nil }
        let bare = try #require(try JSONNode(try flickr.get("flickr.photos.getInfo", [("photo_id", FlickrIDs.photo(unplaced))]).body)["photo"])
        #expect(bare["location"] == nil && bare["geoperms"] == nil)
    }

    @Test func anNSFWPhotoIsFoundByIDAndSaysItsSafetyLevel() throws {
        let flickr = try FlickrCalls()
        let nude = try #require(flickr.catalog.photos.first { $0.nsfw })
        let info = try #require(try JSONNode(try flickr.get("flickr.photos.getInfo", [("photo_id", FlickrIDs.photo(nude))]).body)["photo"])
        #expect(info["safety_level"] == .string("2"))
    }

    @Test func photosThatAreNotThereAreCode1() throws {
        let flickr = try FlickrCalls()
        let deleted = try #require(flickr.catalog.deletedPhotoIDs.first)
        for method in ["flickr.photos.getInfo", "flickr.photos.getSizes", "flickr.photos.getExif", "flickr.photos.comments.getList"] {
            #expect(try flickr.failure(method, [("photo_id", "53900000000")]) == (1, #"Photo "53900000000" not found (invalid ID)"#))
            #expect(try flickr.failure(method, [("photo_id", String(FlickrIDs.photoOffset + deleted))]) == (1, "Photo not found"))
            #expect(try flickr.failure(method, [("photo_id", "abc")]).code == 1)
            #expect(try flickr.failure(method).code == 1)
        }
        #expect(try flickr.failure("flickr.photos.getInfo", [("photo_id", String(flickr.catalog.photos[0].id))]).code == 1,
                "the 500px face's id is not a Flickr id")
    }

    @Test func sizesRunSmallestToLargestAndTheLastIsTheOriginal() throws {
        let flickr = try FlickrCalls()
        let photo = try photo(flickr) { photo, owner in owner.showsLargeSizes && photo.width == 6000 && photo.height == 4000 }
        let owner = try #require(flickr.catalog.user(id: photo.userID))
        let sizes = try #require(try JSONNode(try flickr.get("flickr.photos.getSizes", [("photo_id", FlickrIDs.photo(photo))]).body)["sizes"])
        #expect(sizes["candownload"] == .int(1) && sizes["canblog"] == .int(0))
        let entries = sizes["size"]?.items ?? []
        #expect(entries.compactMap { $0["label"]?.stringValue } == [
            "Square", "Large Square", "Thumbnail", "Small", "Small 320", "Small 400", "Medium", "Medium 640", "Medium 800", "Large",
            "Large 1600", "Large 2048", "X-Large 3K", "X-Large 4K", "X-Large 5K", "Original",
        ])
        let widths = entries.map { $0["width"] }
        #expect(widths == [75, 150, 100, 240, 320, 400, 500, 640, 800, 1024, 1600, 2048, 3072, 4096, 5120, 6000].map { .int($0) })
        #expect(entries.last?["height"] == .int(4000) && entries[6]["height"] == .int(333))
        let name = try #require(owner.pathAlias ?? Optional(owner.nsid))
        #expect(entries[0]["url"] == .string("https://www.flickr.com/photos/\(name)/\(FlickrIDs.photo(photo))/sizes/sq/"))
        #expect(entries.allSatisfy { $0["media"] == .string("photo") && $0["source"]?.stringValue?.hasPrefix(flickr.origin + "/") == true })

        let refusing = try self.photo(flickr) { photo, owner in !owner.allowsDownloads && max(photo.width, photo.height) > 2048 }
        let hidden = try #require(try JSONNode(try flickr.get("flickr.photos.getSizes", [("photo_id", FlickrIDs.photo(refusing))]).body)["sizes"])
        #expect(hidden["candownload"] == .int(0) && hidden["size"]?.items.last?["label"] == .string("Large"))
    }

    @Test func exifTellsTheCameraAndExposureUnlessTheOwnerKeepsItPrivate() throws {
        let flickr = try FlickrCalls()
        let photo = try photo(flickr) { photo, owner in
            owner.sharesEXIF && photo.camera != nil && photo.exposure.shutterSpeed != nil && photo.exposure.focalLength != nil && photo.exposure.iso != nil
        }
        let exif = try #require(try JSONNode(try flickr.get("flickr.photos.getExif", [("photo_id", FlickrIDs.photo(photo))]).body)["photo"])
        #expect(exif["camera"] == .string(try #require(photo.camera)) && exif["farm"]?.kind == "int")
        let tags = Dictionary((exif["exif"]?.items ?? []).compactMap { tag in tag["tag"]?.stringValue.map { ($0, tag) } }) { first, _ in first }
        #expect(tags["Model"]?["raw"]?["_content"] == .string(try #require(photo.camera)))
        #expect(tags["FNumber"]?["clean"]?["_content"] == .string("f/\(try #require(photo.exposure.aperture))"))
        #expect(tags["ISO"]?["raw"]?["_content"] == .string(try #require(photo.exposure.iso)))
        #expect(tags["ExposureTime"]?["raw"]?["_content"] == .string(try #require(photo.exposure.shutterSpeed)))
        #expect(tags["FocalLength"]?["clean"]?["_content"] == .string("\(try #require(photo.exposure.focalLength)) mm"))
        #expect(tags.values.allSatisfy { $0["tagspaceid"] == .int(0) && $0["raw"]?["_content"]?.kind == "string" })

        let hidden = try self.photo(flickr) { _, owner in !owner.sharesEXIF }
        #expect(try flickr.failure("flickr.photos.getExif", [("photo_id", FlickrIDs.photo(hidden))]) == (2, "The owner of the photo does not want to share EXIF data"))
        #expect(try flickr.ok("flickr.photos.getInfo", [("photo_id", FlickrIDs.photo(hidden))])["photo"] != nil, "the rest of the photo is not private")
    }

    @Test func commentsComeAllAtOnceInCreationOrder() throws {
        let flickr = try FlickrCalls()
        let photo = try #require(flickr.catalog.photos.max { $0.commentsCount < $1.commentsCount })
        let owner = try #require(flickr.catalog.user(id: photo.userID))
        let expected = flickr.catalog.comments(of: photo)
        #expect(expected.count > 20, "more than the 500px face's page of 20")
        let node = try #require(try JSONNode(try flickr.get("flickr.photos.comments.getList", [("photo_id", FlickrIDs.photo(photo))]).body)["comments"])
        #expect(node["photo_id"] == .string(FlickrIDs.photo(photo)) && node["page"] == nil)
        let comments = node["comment"]?.items ?? []
        #expect(comments.compactMap { $0["_content"]?.stringValue } == expected.map(\.body))
        let first = try #require(comments.first)
        let author = try #require(flickr.catalog.user(id: expected[0].userID))
        #expect(first["author"] == .string(author.nsid) && first["authorname"] == .string(author.username))
        #expect(first["datecreate"] == .string(String(Int(expected[0].createdAt.timeIntervalSince1970))))
        #expect(first["id"] == .string("\(owner.id)-\(FlickrIDs.photo(photo))-\(FlickrIDs.commentOffset + expected[0].id)"))
        #expect(first["permalink"]?.stringValue?.hasPrefix("https://www.flickr.com/photos/\(FlickrPageURLs.name(of: owner))/\(FlickrIDs.photo(photo))/#comment") == true)
        #expect(first["path_alias"] == author.pathAlias.map { .string($0) } ?? .null && first["author_is_deleted"] == .int(0))
        let cut = expected[expected.count / 2].createdAt
        let later = try JSONNode(try flickr.get("flickr.photos.comments.getList", [
            ("photo_id", FlickrIDs.photo(photo)), ("min_comment_date", String(Int(cut.timeIntervalSince1970))),
        ]).body)["comments"]?["comment"]?.items ?? []
        #expect(later.count == expected.count { $0.createdAt >= cut })

        let silent = try #require(flickr.catalog.photos.first { $0.commentsCount == 0 })
        let none = try #require(try JSONNode(try flickr.get("flickr.photos.comments.getList", [("photo_id", FlickrIDs.photo(silent))]).body)["comments"])
        #expect(none.members.keys.sorted() == ["photo_id"], "no comment member at all, which a client must take for none")
    }

    @Test func commentsAddedThroughTheAPIAreAmongThem() throws {
        let flickr = try FlickrCalls(photoCount: 30)
        let photo = flickr.catalog.photos[3]
        _ = try flickr.server.state.addComment(photoID: photo.id, parentID: nil, userID: flickr.catalog.users[1].id, body: "Seen from Flickr too")
        let comments = try JSONNode(try flickr.get("flickr.photos.comments.getList", [("photo_id", FlickrIDs.photo(photo))]).body)["comments"]?["comment"]?.items ?? []
        #expect(comments.last?["_content"] == .string("Seen from Flickr too"))
        #expect(comments.last?["author"] == .string(flickr.catalog.users[1].nsid))
    }
}
