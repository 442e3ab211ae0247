import Foundation
import Testing
@testable import PhotomaniaServer

/// Galleries: the list, one gallery's photos and facts, and a gallery found by its URL.
@Suite struct FlickrGalleryTests {
    @Test func aUsersPublicGalleriesNewestFirst() throws {
        let flickr = try FlickrCalls()
        let user = flickr.catalog.users[0]
        let galleries = flickr.catalog.galleries(ofUser: user.id).filter { !$0.isPrivate }.sorted { $0.createdAt > $1.createdAt }
        #expect(galleries.count == 4, "the first user's two private galleries are not on Flickr")
        let node = try #require(try JSONNode(try flickr.get("flickr.galleries.getList", [("user_id", user.nsid)]).body)["galleries"])
        #expect(node["per_page"] == .int(100) && node["perpage"] == nil && node["user_id"] == .string(user.nsid) && node["total"] == .int(4))
        let listed = node["gallery"]?.items ?? []
        #expect(listed.compactMap { $0["gallery_id"]?.stringValue } == galleries.map(FlickrIDs.gallery))
        let first = try #require(listed.first)
        #expect(first["id"] == .string("\(user.id)-\(FlickrIDs.gallery(galleries[0]))"))
        #expect(first["url"] == .string("https://www.flickr.com/photos/jose_alvarez/galleries/\(FlickrIDs.gallery(galleries[0]))/"))
        #expect(first["count_photos"]?.kind == "int" && first["sort_group"] == .null && first["primary_photo_farm"]?.kind == "int")
        #expect(first["title"]?["_content"] == .string(galleries[0].name))
    }

    @Test func aGallerysPhotosByNumberOrCompoundID() throws {
        let flickr = try FlickrCalls()
        let user = flickr.catalog.users[0]
        let gallery = try #require(flickr.catalog.galleries(ofUser: user.id).first { !$0.isPrivate && $0.photoIDs.count > 10 })
        let expected = gallery.photoIDs.compactMap(flickr.catalog.photo(id:)).filter { !$0.nsfw }
        for id in [FlickrIDs.gallery(gallery), FlickrIDs.compoundGallery(gallery)] {
            let photos = try FlickrJSON.photos(try flickr.ok("flickr.galleries.getPhotos", [("gallery_id", id), ("per_page", "500")]))
            #expect(photos.compactMap { $0["id"] as? String } == expected.map(FlickrIDs.photo))
            #expect(photos.compactMap { $0["owner"] as? String } == expected.compactMap { flickr.catalog.user(id: $0.userID)?.nsid })
        }
        let node = try JSONNode(try flickr.get("flickr.galleries.getPhotos", [("gallery_id", FlickrIDs.gallery(gallery)), ("per_page", "500")]).body)
        let photos = node["photos"]?["photo"]?.items ?? []
        #expect(photos.first?["is_primary"] == .int(1) && photos.dropFirst().allSatisfy { $0["is_primary"] == .int(0) })
        #expect(photos.allSatisfy { ($0["has_comment"] == .int(1)) == ($0["comment"]?["_content"] != nil) })
        #expect(photos.contains { $0["has_comment"] == .int(1) } && photos.contains { $0["has_comment"] == .int(0) })
        let hidden = try #require(flickr.catalog.galleries(ofUser: user.id).first { $0.isPrivate })
        #expect(try flickr.failure("flickr.galleries.getPhotos", [("gallery_id", FlickrIDs.gallery(hidden))]) == (1, "Gallery not found"))
        #expect(try flickr.failure("flickr.galleries.getInfo", [("gallery_id", "1-\(FlickrIDs.gallery(gallery))")]).code == 1, "another owner's number")
    }

    @Test func aGallerysFactsAndItsURL() throws {
        let flickr = try FlickrCalls()
        let user = flickr.catalog.users[0]
        let gallery = try #require(flickr.catalog.galleries(ofUser: user.id).first { !$0.isPrivate && $0.photoIDs.count > 6 })
        let info = try #require(try JSONNode(try flickr.get("flickr.galleries.getInfo", [("gallery_id", FlickrIDs.gallery(gallery))]).body)["gallery"])
        #expect(info["gallery_id"] == .string(FlickrIDs.gallery(gallery)) && info["owner"] == .string(user.nsid))
        #expect(info["cover_photos"]?["photo"]?.items.count == 6 && info["current_state"] == .string("published"))
        let url = "https://www.flickr.com/photos/jose_alvarez/galleries/\(FlickrIDs.gallery(gallery))/"
        let found = try #require(try JSONNode(try flickr.get("flickr.urls.lookupGallery", [("url", url)]).body)["gallery"])
        #expect(found["id"] == .string(FlickrIDs.compoundGallery(gallery)))
        let byNSID = "https://www.flickr.com/photos/\(user.nsid)/gallery/\(FlickrIDs.gallery(gallery))"
        #expect(try flickr.ok("flickr.urls.lookupGallery", [("url", byNSID)])["gallery"] != nil)
        let wrongOwner = "https://www.flickr.com/photos/\(flickr.catalog.users[1].nsid)/galleries/\(FlickrIDs.gallery(gallery))/"
        #expect(try flickr.failure("flickr.urls.lookupGallery", [("url", wrongOwner)]) == (1, "Gallery not found"))
        #expect(try flickr.failure("flickr.urls.lookupGallery", [("url", "https://www.flickr.com/photos/jose_alvarez/")]).code == 1)
    }
}
