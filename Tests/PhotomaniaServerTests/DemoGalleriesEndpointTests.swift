import Foundation
import Testing
@testable import PhotomaniaServer

/// `GET /v1/users/:user_id/galleries`: privacy, kinds, sort orders, paging and covers.
@Suite struct DemoGalleriesEndpointTests {
    typealias F = DemoFixture
    let demoUser = DemoFixture.catalog.users[0]

    private func galleries(_ envelope: [String: Any]) throws -> [[String: Any]] {
        try #require(envelope["galleries"] as? [[String: Any]])
    }

    private func ids(_ envelope: [String: Any]) throws -> [Int] {
        try galleries(envelope).map { try #require($0["id"] as? Int) }
    }

    @Test func theDefaultListIsPublicSortedByUpdatedAtAscending() throws {
        let envelope = try F.getJSON("/v1/users/\(demoUser.id)/galleries")
        #expect(envelope.keys.sorted() == ["current_page", "filters", "galleries", "total_items", "total_pages"])
        let filters = try #require(envelope["filters"] as? [String: Any])
        #expect(filters["privacy"] as? String == "public")
        #expect(filters["kinds"] as? [Int] == [0, 1, 3, 4, 5])
        let expected = F.catalog.galleries(ofUser: demoUser.id).filter { !$0.isPrivate }.sorted { $0.updatedAt < $1.updatedAt }
        #expect(try ids(envelope) == expected.map(\.id))
        #expect(envelope["total_items"] as? Int == 4)
        #expect(envelope["current_page"] as? Int == 1 && envelope["total_pages"] as? Int == 1)
    }

    @Test func aGalleryCarriesItsFieldsAndOwner() throws {
        let first = F.catalog.galleries(ofUser: demoUser.id)[0]
        let listed = try galleries(F.getJSON("/v1/users/\(demoUser.id)/galleries", [("sort", "position")]))
        let json = try #require(listed.first)
        #expect(json["id"] as? Int == first.id)
        #expect(json["user_id"] as? Int == demoUser.id)
        #expect(json["name"] as? String == first.name)
        #expect(json["slug"] as? String == first.slug)
        #expect(json["token"] as? String == first.token)
        #expect(json["kind"] as? Int == 0)
        #expect(json["privacy"] as? Bool == false)
        #expect(json["items_count"] as? Int == first.photoIDs.count)
        #expect(json["subtitle"] is NSNull)
        #expect(json["custom_path"] as? String == "/\(demoUser.username)/galleries/\(first.slug)")
        #expect((json["user"] as? [String: Any])?["username"] as? String == demoUser.username)
        #expect(json["cover_photo"] == nil, "no cover unless asked")
        for key in ["created_at", "updated_at", "last_added_to_at", "description"] { #expect(json[key] is String, "\(key)") }
    }

    @Test func sortOrdersAndDirections() throws {
        let path = "/v1/users/\(demoUser.id)/galleries"
        let all = F.catalog.galleries(ofUser: demoUser.id).filter { !$0.isPrivate }
        #expect(try ids(F.getJSON(path, [("sort", "position")])) == all.map(\.id))
        #expect(try ids(F.getJSON(path, [("sort", "position"), ("sort_direction", "desc")])) == all.reversed().map(\.id))
        #expect(try ids(F.getJSON(path, [("sort", "created_at")])) == all.sorted { $0.createdAt < $1.createdAt }.map(\.id))
        let byItems = try galleries(F.getJSON(path, [("sort", "rating"), ("sort_direction", "desc")])).compactMap { $0["items_count"] as? Int }
        #expect(byItems.count == 4 && byItems == byItems.sorted(by: >))
        #expect(try ids(F.getJSON(path, [("sort", "bogus")])) == ids(F.getJSON(path)), "an unknown sort keeps updated_at")
    }

    @Test func pagingAndKinds() throws {
        let path = "/v1/users/\(demoUser.id)/galleries"
        let page2 = try F.getJSON(path, [("sort", "position"), ("rpp", "3"), ("page", "2")])
        #expect(page2["total_pages"] as? Int == 2 && page2["total_items"] as? Int == 4 && page2["current_page"] as? Int == 2)
        #expect(try ids(page2) == [F.catalog.galleries(ofUser: demoUser.id)[4].id])
        #expect(try ids(F.getJSON(path, [("page", "9")])).isEmpty)
        let portfolios = try F.getJSON(path, [("kinds", "3,4")])
        #expect(try galleries(portfolios).compactMap { $0["kind"] as? Int }.sorted() == [3, 4])
        #expect((portfolios["filters"] as? [String: Any])?["kinds"] as? [Int] == [3, 4])
        #expect(try ids(F.getJSON(path, [("kinds", "2,x")])).isEmpty, "only unknown kinds match nothing")
    }

    @Test func privateGalleriesShowOnlyToTheirSignedInOwner() throws {
        let owner = try DemoSignedClient.signedIn()
        let path = "/v1/users/\(demoUser.id)/galleries"
        let mine = F.catalog.galleries(ofUser: demoUser.id)
        #expect(try ids(owner.json("GET", path, query: [("privacy", "both"), ("sort", "position")])) == mine.map(\.id))
        let privates = try galleries(owner.json("GET", path, query: [("privacy", "private"), ("sort", "position")]))
        #expect(privates.compactMap { $0["id"] as? Int } == mine.filter(\.isPrivate).map(\.id))
        #expect(privates.allSatisfy { $0["privacy"] as? Bool == true })
        #expect(try ids(owner.json("GET", path)).count == 4, "public is the default, even for the owner")

        let stranger = try DemoSignedClient.signedIn(asUser: F.catalog.users[1].id, to: owner.api)
        #expect(try ids(stranger.json("GET", path, query: [("privacy", "both")])).count == 4)
        #expect(try ids(stranger.json("GET", path, query: [("privacy", "private")])).isEmpty)
        #expect(try ids(F.getJSON(path, [("privacy", "private")])).isEmpty)
        #expect((try F.getJSON(path, [("privacy", "both")])["filters"] as? [String: Any])?["privacy"] as? String == "both")
    }

    @Test func coversAreTheFirstItemAtTheAskedSize() throws {
        let first = F.catalog.galleries(ofUser: demoUser.id)[0]
        let listed = try galleries(F.getJSON("/v1/users/\(demoUser.id)/galleries", [("sort", "position"), ("include_cover", "1")]))
        let cover = try #require(listed.first?["cover_photo"] as? [[String: Any]])
        #expect(cover.count == 1)
        #expect(cover[0]["size"] as? Int == 4)
        #expect(cover[0]["url"] as? String == "\(F.origin)/images/\(first.photoIDs[0])/4.jpg")
        let small = try galleries(F.getJSON("/v1/users/\(demoUser.id)/galleries", [("include_cover", "1"), ("cover_size", "2")]))
        #expect(small.allSatisfy { (($0["cover_photo"] as? [[String: Any]])?.first?["size"] as? Int) == 2 })
    }

    @Test func unknownUsersAndWrongMethods() throws {
        for user in ["12", "abc", "99999999999999999999999"] {
            #expect(try F.getJSON("/v1/users/\(user)/galleries", status: 404)["error"] as? String == "User not found")
        }
        let anon = try #require(F.catalog.user(username: "anon4821"))
        let empty = try F.getJSON("/v1/users/\(anon.id)/galleries", [("privacy", "both")])
        #expect(empty["total_items"] as? Int == 0 && empty["total_pages"] as? Int == 0)
        let post = F.api.respond(to: F.request("/v1/users/\(demoUser.id)/galleries", method: "POST"))
        #expect(post.status == 405 && post.headers["Allow"] == "GET, HEAD")
    }
}
