import Foundation
import Testing
@testable import PhotomaniaServer

/// Albums (photosets): the list, the photos of one, and one's facts.
@Suite struct FlickrAlbumTests {
    @Test func aUsersAlbumsInTheirOrder() throws {
        let flickr = try FlickrCalls()
        let user = flickr.catalog.users[0]
        let albums = flickr.catalog.albums(ofUser: user.id)
        #expect(albums.count >= 3)
        let node = try #require(try JSONNode(try flickr.get("flickr.photosets.getList", [("user_id", user.nsid), ("primary_photo_extras", "url_q")]).body)["photosets"])
        #expect(node["perpage"] == .int(500) && node["total"] == .int(albums.count) && node["pages"] == .int(1))
        let sets = node["photoset"]?.items ?? []
        #expect(sets.compactMap { $0["id"]?.stringValue } == albums.map { String(FlickrIDs.albumOffset + $0.id) })
        #expect(sets.compactMap { $0["title"]?["_content"]?.stringValue } == albums.map(\.title))
        let first = try #require(sets.first)
        #expect(first["count_views"]?.kind == "string" && first["count_photos"]?.kind == "int" && first["photos"]?.kind == "int")
        #expect(first["owner"] == .string(user.nsid) && first["farm"]?.kind == "int" && first["date_create"]?.kind == "string")
        #expect(first["primary_photo_extras"]?["url_q"]?.stringValue?.hasSuffix("_q.jpg") == true)
        let paged = try #require(try JSONNode(try flickr.get("flickr.photosets.getList", [("user_id", user.nsid), ("per_page", "2"), ("page", "2")]).body)["photosets"])
        #expect(paged["photoset"]?.items.first?["id"] == .string(String(FlickrIDs.albumOffset + albums[2].id)))
        #expect(try flickr.failure("flickr.photosets.getList", [("user_id", "nobody")]) == (1, "User not found"))
    }

    @Test func anAlbumsPhotosCarryNoOwnerAndAStringIsprimary() throws {
        let flickr = try FlickrCalls()
        let user = flickr.catalog.users[0]
        let album = flickr.catalog.albums(ofUser: user.id)[0]
        let expected = album.photoIDs.compactMap(flickr.catalog.photo(id:)).filter { !$0.nsfw }
        let node = try #require(try JSONNode(try flickr.get("flickr.photosets.getPhotos", [
            ("photoset_id", String(FlickrIDs.albumOffset + album.id)), ("extras", "url_m,owner_name"),
        ]).body)["photoset"])
        #expect(node["owner"] == .string(user.nsid) && node["ownername"] == .string(user.username) && node["title"] == .string(album.title))
        #expect(node["per_page"] == .int(500) && node["perpage"] == .int(500) && node["total"] == .int(expected.count))
        let photos = node["photo"]?.items ?? []
        #expect(photos.compactMap { $0["id"]?.stringValue } == expected.map(FlickrIDs.photo), "the owner's order: newest first for all of them")
        #expect(photos.allSatisfy { $0["owner"] == nil && $0["ownername"] == .string(user.username) && $0["url_m"] != nil })
        #expect(photos.filter { $0["isprimary"] == .string("1") }.count == 1 && photos.allSatisfy { $0["isprimary"]?.kind == "string" })
        #expect(node["primary"] == photos.first { $0["isprimary"] == .string("1") }?["id"])
        let second = try #require(try JSONNode(try flickr.get("flickr.photosets.getPhotos", [
            ("photoset_id", String(FlickrIDs.albumOffset + album.id)), ("per_page", "5"), ("page", "2"),
        ]).body)["photoset"])
        #expect(second["photo"]?.items.compactMap { $0["id"]?.stringValue } == expected[5..<10].map(FlickrIDs.photo))
        #expect(second["pages"] == .int((expected.count + 4) / 5))
    }

    @Test func anAlbumByIDAloneOrWithItsOwner() throws {
        let flickr = try FlickrCalls()
        let user = flickr.catalog.users[0]
        let album = flickr.catalog.albums(ofUser: user.id)[1]
        let id = String(FlickrIDs.albumOffset + album.id)
        let info = try #require(try JSONNode(try flickr.get("flickr.photosets.getInfo", [("photoset_id", id), ("user_id", user.nsid)]).body)["photoset"])
        #expect(info["id"] == .string(id) && info["title"]?["_content"] == .string(album.title) && info["username"] == .string(user.username))
        #expect(try flickr.failure("flickr.photosets.getPhotos", [("photoset_id", "72177720000000001")]) == (1, "Photoset not found"))
        #expect(try flickr.failure("flickr.photosets.getInfo", [("photoset_id", id), ("user_id", "1@N01")]) == (2, "User not found"))
        #expect(try flickr.failure("flickr.photosets.getPhotos", [("photoset_id", id), ("user_id", flickr.catalog.users[1].nsid)]).code == 1)
        #expect(try flickr.failure("flickr.photosets.getPhotos").code == 1)
    }
}
