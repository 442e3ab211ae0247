import Foundation
import Testing
@testable import PhotomaniaServer

/// `GET /v1/users/:user_id/galleries/:id` and `…/items`: lookup by id, slug or token, privacy,
/// and items in the owner's order.
@Suite struct DemoGalleryItemsEndpointTests {
    typealias F = DemoFixture
    let demoUser = DemoFixture.catalog.users[0]
    var galleries: [DemoGallery] { F.catalog.galleries(ofUser: demoUser.id) }
    var privateGallery: DemoGallery { galleries[2] }

    private func gallery(_ envelope: [String: Any]) throws -> [String: Any] {
        try #require(envelope["gallery"] as? [String: Any])
    }

    @Test func aGalleryByIDSlugOrTokenIsTheSame() throws {
        let first = galleries[0]
        let base = "/v1/users/\(demoUser.id)/galleries/"
        let byID = F.get(base + String(first.id))
        #expect(byID.status == 200)
        #expect(try F.object(byID).keys.sorted() == ["gallery"])
        #expect(F.get(base + first.slug).body == byID.body)
        #expect(F.get(base + first.slug.uppercased()).body == byID.body)
        #expect(F.get(base + first.token).body == byID.body)
        let json = try gallery(F.object(byID))
        #expect(json["id"] as? Int == first.id)
        let cover = try #require(json["cover_photo"] as? [[String: Any]], "the full format always has its cover")
        #expect(cover.first?["url"] as? String == "\(F.origin)/images/\(first.photoIDs[0])/4.jpg")
    }

    @Test func aPrivateGalleryIsForItsOwnerOrByToken() throws {
        let base = "/v1/users/\(demoUser.id)/galleries/"
        for key in [String(privateGallery.id), privateGallery.slug] {
            #expect(try F.getJSON(base + key, status: 404)["error"] as? String == "Gallery not found")
            #expect(try F.getJSON(base + key + "/items", status: 404)["error"] as? String == "Gallery not found")
        }
        let owner = try DemoSignedClient.signedIn()
        #expect(try gallery(owner.json("GET", base + privateGallery.slug))["privacy"] as? Bool == true)
        let stranger = try DemoSignedClient.signedIn(asUser: F.catalog.users[1].id, to: owner.api)
        _ = try stranger.refusal("GET", base + privateGallery.slug, status: 404)
        #expect(try gallery(F.getJSON(base + privateGallery.token))["id"] as? Int == privateGallery.id)
        #expect(try F.getJSON(base + privateGallery.token + "/items")["total_items"] as? Int == privateGallery.photoIDs.count)
    }

    @Test func missingGalleriesAndUsers() throws {
        let other = try #require(F.catalog.galleries.first { $0.userID != demoUser.id && !$0.isPrivate })
        let base = "/v1/users/\(demoUser.id)/galleries/"
        for key in [String(other.id), "no-such-gallery", "0", "%00", String(repeating: "a", count: 5000)] {
            #expect(try F.getJSON(base + key, status: 404)["error"] as? String == "Gallery not found", "\(key.prefix(20))")
        }
        #expect(try F.getJSON("/v1/users/12/galleries/\(other.id)", status: 404)["error"] as? String == "User not found")
        #expect(try F.getJSON("/v1/users/\(other.userID)/galleries/\(other.id)")["gallery"] != nil)
    }

    @Test func itemsComeInPositionOrder() throws {
        let first = galleries[0]
        let path = "/v1/users/\(demoUser.id)/galleries/\(first.slug)/items"
        let envelope = try F.getJSON(path, [("rpp", "100")])
        #expect(envelope.keys.sorted() == ["current_page", "filters", "photos", "total_items", "total_pages"])
        let filters = try #require(envelope["filters"] as? [String: Any])
        #expect(filters["category"] as? Bool == false && filters["exclude"] as? Bool == false)
        #expect(try F.ids(envelope) == first.photoIDs)
        #expect(try F.ids(F.getJSON(path, [("rpp", "100"), ("sort", "position"), ("sort_direction", "desc")])) == first.photoIDs.reversed())
        let page = try F.getJSON(path, [("rpp", "10"), ("page", "2")])
        #expect(try F.ids(page) == Array(first.photoIDs[10..<20]))
        #expect(page["total_pages"] as? Int == (first.photoIDs.count + 9) / 10)
        let byViews = try F.ids(F.getJSON(path, [("rpp", "100"), ("sort", "times_viewed")]))
        let views = byViews.compactMap { F.catalog.photo(id: $0)?.timesViewed }
        #expect(views.count == first.photoIDs.count && views == views.sorted(), "sort_direction is asc by default")
    }

    @Test func itemsTakeThePhotoFilters() throws {
        let first = galleries[0]
        let path = "/v1/users/\(demoUser.id)/galleries/\(first.id)/items"
        let category = try #require(F.catalog.photo(id: first.photoIDs[0])?.category)
        let only = try F.getJSON(path, [("rpp", "100"), ("only", category.name)])
        let expected = first.photoIDs.filter { F.catalog.photo(id: $0)?.category == category }
        #expect(try F.ids(only) == expected)
        #expect((only["filters"] as? [String: Any])?["category"] as? Int == category.rawValue)
        let excluded = try F.ids(F.getJSON(path, [("rpp", "100"), ("exclude", category.name)]))
        #expect(excluded == first.photoIDs.filter { !expected.contains($0) })
        let photo = try #require(F.photos(F.getJSON(path, [("image_size", "3,4"), ("tags", "1")])).first)
        #expect((photo["images"] as? [[String: Any]])?.compactMap { $0["size"] as? Int } == [3, 4])
        #expect(photo["tags"] is [String])
    }

    @Test func includeStatesShowsTheCallersVote() throws {
        let owner = try DemoSignedClient.signedIn()
        let first = galleries[0]
        let target = try #require(first.photoIDs.first { F.catalog.photo(id: $0)?.userID != demoUser.id })
        _ = try owner.json("POST", "/v1/photos/\(target)/vote", query: [("vote", "1")])
        let photos = try F.photos(owner.json("GET", "/v1/users/\(demoUser.id)/galleries/\(first.id)/items", query: [("include_states", "1"), ("rpp", "100")]))
        let voted = try #require(photos.first { $0["id"] as? Int == target })
        #expect(voted["liked"] as? Bool == true)
    }
}
