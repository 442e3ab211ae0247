import Foundation
import Testing
@testable import PhotomaniaServer

/// `GET /v1/photos/:id/votes` and `GET /v1/photos?feature=user_liked`.
@Suite struct DemoVotersEndpointTests {
    typealias F = DemoFixture

    private func userIDs(_ envelope: [String: Any]) throws -> [Int] {
        try #require(envelope["users"] as? [[String: Any]]).map { try #require($0["id"] as? Int) }
    }

    @Test func votersNeedASignedCaller() throws {
        let photo = F.othersPhoto()
        #expect(try F.getJSON("/v1/photos/\(photo.id)/votes", status: 401)["error"] as? String == "Authorization required")
        let client = try DemoSignedClient.signedIn()
        for missing in ["1", "abc", "99999999"] {
            #expect(try client.refusal("GET", "/v1/photos/\(missing)/votes", status: 404) == "Photo not found")
        }
        let post = client.send("POST", "/v1/photos/\(photo.id)/votes")
        #expect(post.status == 405)
    }

    @Test func votersAreTheCatalogsLikersMostRecentFirst() throws {
        let client = try DemoSignedClient.signedIn()
        let photo = try #require(F.catalog.photos.first { (F.catalog.likes(ofPhoto: $0.id).count) > 25 })
        let likes = F.catalog.likes(ofPhoto: photo.id)
        let first = try client.json("GET", "/v1/photos/\(photo.id)/votes")
        #expect(first.keys.sorted() == ["current_page", "total_items", "total_pages", "users"])
        #expect(first["total_items"] as? Int == likes.count)
        #expect(first["total_pages"] as? Int == (likes.count + 19) / 20)
        #expect(try userIDs(first) == likes.prefix(20).map(\.userID))
        let second = try client.json("GET", "/v1/photos/\(photo.id)/votes", query: [("page", "2")])
        #expect(try userIDs(second) == likes.dropFirst(20).prefix(20).map(\.userID))
        #expect(!likes.contains { $0.userID == photo.userID })
        let user = try #require((first["users"] as? [[String: Any]])?.first)
        #expect(user["username"] is String && user["registration_date"] == nil, "the short format")
    }

    @Test func aLikeThroughTheAPIComesFirstAndADislikeNever() throws {
        let client = try DemoSignedClient.signedIn()
        let demoUser = try #require(client.userID)
        let photo = try #require(F.catalog.photos.first { photo in
            photo.userID != demoUser && !F.catalog.likes(ofPhoto: photo.id).contains { $0.userID == demoUser }
        })
        let before = try client.json("GET", "/v1/photos/\(photo.id)/votes", query: [("rpp", "100")])
        #expect(try !userIDs(before).contains(demoUser))
        _ = try client.json("POST", "/v1/photos/\(photo.id)/vote", query: [("vote", "1")])
        let after = try client.json("GET", "/v1/photos/\(photo.id)/votes", query: [("rpp", "100")])
        #expect(try userIDs(after).first == demoUser)
        #expect(after["total_items"] as? Int == (before["total_items"] as? Int ?? -1) + 1)

        let disliked = try #require(F.catalog.photos.first { $0.id != photo.id && $0.userID != demoUser
            && !F.catalog.likes(ofPhoto: $0.id).contains { $0.userID == demoUser } })
        _ = try client.json("POST", "/v1/photos/\(disliked.id)/vote", query: [("vote", "0")])
        #expect(try !userIDs(client.json("GET", "/v1/photos/\(disliked.id)/votes", query: [("rpp", "100")])).contains(demoUser))
    }

    @Test func likedPhotosArePrivateToTheirUser() throws {
        let client = try DemoSignedClient.signedIn()
        let demoUser = try #require(client.userID)
        let query = [("feature", "user_liked"), ("user_id", String(demoUser))]
        #expect(try F.getJSON("/v1/photos", query, status: 403)["error"] as? String == "Liked photos are private.")
        let stranger = try DemoSignedClient.signedIn(asUser: F.catalog.users[1].id, to: client.api)
        #expect(try stranger.refusal("GET", "/v1/photos", query: query, status: 403) == "Liked photos are private.")
        #expect(try client.refusal("GET", "/v1/photos", query: [("feature", "user_liked")], status: 400)
            == "You have not provided a valid username or user ID.")

        let catalogLikes = F.catalog.likes(byUser: demoUser)
        let envelope = try client.json("GET", "/v1/photos", query: query + [("rpp", "100")])
        #expect(envelope["feature"] as? String == "user_liked")
        #expect(envelope["total_items"] as? Int == catalogLikes.count)
        #expect(try F.ids(envelope) == catalogLikes.prefix(100).map(\.photoID))
        let ascending = try client.json("GET", "/v1/photos", query: query + [("rpp", "100"), ("sort_direction", "asc")])
        #expect(try F.ids(ascending) == catalogLikes.reversed().prefix(100).map(\.photoID))
        let category = try #require(F.catalog.photo(id: catalogLikes[0].photoID)?.category)
        let filtered = try client.json("GET", "/v1/photos", query: query + [("rpp", "100"), ("only", category.name)])
        let expected = catalogLikes.filter { F.catalog.photo(id: $0.photoID)?.category == category }.map(\.photoID)
        #expect(try F.ids(filtered) == Array(expected.prefix(100)) && !expected.isEmpty)
    }

    @Test func aNewLikeLeadsTheLikedPhotos() throws {
        let client = try DemoSignedClient.signedIn()
        let demoUser = try #require(client.userID)
        let liked = Set(F.catalog.likes(byUser: demoUser).map(\.photoID))
        let photo = try #require(F.catalog.photos.first { $0.userID != demoUser && !liked.contains($0.id) })
        _ = try client.json("POST", "/v1/photos/\(photo.id)/vote", query: [("vote", "1")])
        let envelope = try client.json("GET", "/v1/photos", query: [("feature", "user_liked"), ("username", "JOSE_ALVAREZ")])
        #expect(try F.ids(envelope).first == photo.id)
        #expect(envelope["total_items"] as? Int == liked.count + 1)
    }
}
