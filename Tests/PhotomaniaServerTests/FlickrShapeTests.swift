import Foundation
import Testing
@testable import PhotomaniaServer

/// The Flickr face answers in the shapes of the contract's examples (`Fixtures/api/flickr/`):
/// every member an example has, the demo's answer for a photo, person or album of the same
/// kind has too, with the same JSON type. The demo may have more (Flickr adds members freely).
@Suite struct FlickrShapeTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/api/flickr", isDirectory: true)

    private func example(_ name: String) throws -> JSONNode {
        try JSONNode(try Data(contentsOf: Self.fixtures.appendingPathComponent(name)))
    }

    private func answer(_ flickr: FlickrCalls, _ method: String, _ arguments: [(String, String)]) throws -> JSONNode {
        try JSONNode(try flickr.get(method, arguments).body)
    }

    /// `node` with the array at `container.field` replaced by `items`: the demo's elements chosen
    /// to match the example's, one for one.
    private func replacing(_ items: [JSONNode], in node: JSONNode, container: String, field: String) -> JSONNode {
        var members = node.members
        var inner = node[container]?.members ?? [:]
        inner[field] = .array(items)
        members[container] = .object(inner)
        return .object(members)
    }

    private func expectSameShape(_ name: String, _ demo: JSONNode, optional: Set<String> = []) throws {
        let differences = demo.shapeDifferences(from: try example(name)).filter { difference in !optional.contains { difference.hasPrefix($0 + " ") } }
        #expect(differences.isEmpty, "\(name): \(differences)")
    }

    private func photo(_ flickr: FlickrCalls, _ test: (DemoPhoto, DemoUser) -> Bool) throws -> DemoPhoto {
        try #require(flickr.catalog.photos.first { photo in !photo.nsfw && (flickr.catalog.user(id: photo.userID).map { test(photo, $0) } ?? false) })
    }

    @Test func theReaderTellsTypesApart() throws {
        let node = try JSONNode(Data(#"{"a":true,"b":1,"c":"1","d":null,"e":1.5,"f":[],"g":{}}"#.utf8))
        #expect(["a", "b", "c", "d", "e", "f", "g"].map { node[$0]?.kind ?? "" } == ["bool", "int", "string", "null", "double", "array", "object"])
        #expect(JSONNode.object(["x": .int(1)]).shapeDifferences(from: .object(["x": .string("1"), "y": .null])) == [".x is int, the example's is string", ".y missing"])
    }

    @Test func searchWithEveryExtra() throws {
        let flickr = try FlickrCalls()
        let extras = "description,license,date_upload,date_taken,owner_name,icon_server,original_format,last_update,geo,tags,machine_tags,o_dims,views,media,path_alias,url_sq,url_m,url_l,url_k,url_o"
        let placed = try photo(flickr) { photo, owner in
            photo.location != nil && photo.takenAt != nil && owner.pathAlias != nil && owner.showsLargeSizes && owner.hasBuddyIcon && max(photo.width, photo.height) >= 2048
        }
        let bare = try photo(flickr) { photo, owner in photo.location == nil && owner.pathAlias == nil && owner.showsLargeSizes }
        var chosen: [JSONNode] = []
        for photo in [placed, bare] {
            let owner = try #require(flickr.catalog.user(id: photo.userID))
            let page = try answer(flickr, "flickr.photos.search", [("user_id", owner.nsid), ("extras", extras), ("per_page", "500")])
            chosen.append(try #require(page["photos"]?["photo"]?.items.first { $0["id"] == .string(FlickrIDs.photo(photo)) }))
        }
        let page = try answer(flickr, "flickr.photos.search", [("text", "light"), ("extras", extras)])
        try expectSameShape("photos.search.extras.json", replacing(chosen, in: page, container: "photos", field: "photo"))
    }

    @Test func photoInfoSizesAndExif() throws {
        let flickr = try FlickrCalls()
        let placed = try photo(flickr) { photo, owner in
            photo.location?.name?.contains(",") == true && owner.pathAlias != nil && owner.showsLargeSizes && !photo.tags.isEmpty
        }
        try expectSameShape("photos.getInfo.json", try answer(flickr, "flickr.photos.getInfo", [("photo_id", FlickrIDs.photo(placed))]),
                            optional: [".photo.location.county", ".photo.location.region"])
        let big = try photo(flickr) { photo, owner in owner.showsLargeSizes && photo.width == 6000 && photo.height == 4000 }
        try expectSameShape("photos.getSizes.json", try answer(flickr, "flickr.photos.getSizes", [("photo_id", FlickrIDs.photo(big))]))
        let exposed = try photo(flickr) { photo, owner in
            let exposure = photo.exposure
            return owner.sharesEXIF && photo.camera != nil && photo.lens == nil && exposure.shutterSpeed != nil && exposure.aperture != nil
                && exposure.iso != nil && exposure.focalLength != nil && photo.takenAt != nil && photo.location != nil
        }
        try expectSameShape("photos.getExif.json", try answer(flickr, "flickr.photos.getExif", [("photo_id", FlickrIDs.photo(exposed))]))
    }

    @Test func comments() throws {
        let flickr = try FlickrCalls()
        let photo = try #require(flickr.catalog.photos.first { photo in
            let authors = flickr.catalog.comments(of: photo).compactMap { flickr.catalog.user(id: $0.userID) }
            return authors.contains { $0.pathAlias == nil } && authors.contains { $0.pathAlias != nil }
        })
        let node = try answer(flickr, "flickr.photos.comments.getList", [("photo_id", FlickrIDs.photo(photo))])
        let comments = node["comments"]?["comment"]?.items ?? []
        let pair = [comments.first { $0["path_alias"] == .null }, comments.first { $0["path_alias"]?.kind == "string" }].compactMap { $0 }
        try expectSameShape("photos.comments.getList.json", replacing(pair, in: node, container: "comments", field: "comment"))
    }

    @Test func albumsAndTheirPhotos() throws {
        let flickr = try FlickrCalls()
        let user = flickr.catalog.users[0]
        try expectSameShape("photosets.getList.json", try answer(flickr, "flickr.photosets.getList", [("user_id", user.nsid)]))
        let album = String(FlickrIDs.albumOffset + flickr.catalog.albums(ofUser: user.id)[0].id)
        try expectSameShape("photosets.getPhotos.json", try answer(flickr, "flickr.photosets.getPhotos", [
            ("photoset_id", album), ("extras", "url_m,owner_name"), ("per_page", "2"),
        ]))
    }

    @Test func galleryPhotos() throws {
        let flickr = try FlickrCalls()
        let gallery = try #require(flickr.catalog.galleries.first { !$0.isPrivate && $0.photoIDs.count > 12 })
        let node = try answer(flickr, "flickr.galleries.getPhotos", [("gallery_id", FlickrIDs.gallery(gallery))])
        let photos = node["photos"]?["photo"]?.items ?? []
        let pair = [photos.first { $0["has_comment"] == .int(1) }, photos.first { $0["has_comment"] == .int(0) }].compactMap { $0 }
        #expect(pair.count == 2)
        try expectSameShape("galleries.getPhotos.json", replacing(pair, in: node, container: "photos", field: "photo"))
    }

    @Test func aPersonAndAFailure() throws {
        let flickr = try FlickrCalls()
        try expectSameShape("people.getInfo.json", try answer(flickr, "flickr.people.getInfo", [("user_id", flickr.catalog.users[0].nsid)]))
        let failure = try answer(flickr, "flickr.photos.getInfo", [("photo_id", "53900000000")])
        #expect(failure == (try example("error.photo_not_found.json")), "the example's very words")
    }
}
