import Foundation
import Testing
@testable import PhotomaniaServer

/// The gallery and people endpoints through a real socket, as a client sees them.
@Suite struct DemoGalleriesHTTPTests {
    private func get(_ server: DemoServer, _ target: String) throws -> (status: Int, json: [String: Any]) {
        let client = try RawHTTPClient(port: server.port)
        client.get(target)
        let response = try client.readResponse()
        #expect(response.header("Content-Type") == "application/json; charset=utf-8", "\(target)")
        return (response.status, try #require(try JSONSerialization.jsonObject(with: response.body) as? [String: Any]))
    }

    @Test func galleriesItemsAndPeopleOverHTTP() throws {
        let server = try DemoServer(.init(photoCount: 60, seed: 11, referenceDate: DemoFixture.referenceDate))
        defer { server.stop() }
        let owner = server.catalog.users[0]
        let galleries = server.catalog.galleries(ofUser: owner.id)
        #expect(galleries.count == 6)

        let list = try get(server, "/v1/users/\(owner.id)/galleries?sort=position&include_cover=1")
        #expect(list.status == 200)
        let listed = try #require(list.json["galleries"] as? [[String: Any]])
        #expect(listed.compactMap { $0["slug"] as? String } == galleries.filter { !$0.isPrivate }.map(\.slug))
        let cover = try #require((listed.first?["cover_photo"] as? [[String: Any]])?.first?["url"] as? String)
        #expect(cover.hasSuffix("/images/\(galleries[0].photoIDs[0])/4.jpg"), "the raw client sends Host without a port")

        let items = try get(server, "/v1/users/\(owner.id)/galleries/\(galleries[0].slug)/items?rpp=100")
        #expect(items.status == 200)
        #expect(try DemoFixture.ids(items.json) == galleries[0].photoIDs)

        let hidden = galleries[2]
        #expect(hidden.isPrivate)
        #expect(try get(server, "/v1/users/\(owner.id)/galleries/\(hidden.slug)").status == 404)
        let shared = try get(server, "/v1/users/\(owner.id)/galleries/\(hidden.token)")
        #expect(shared.status == 200 && (shared.json["gallery"] as? [String: Any])?["id"] as? Int == hidden.id)

        let friends = try get(server, "/v1/users/\(owner.id)/friends")
        #expect(friends.json["friends_count"] as? Int == owner.friendIDs.count)
        let followers = try get(server, "/v1/users/\(owner.id)/followers?rpp=100")
        #expect(followers.json["followers_count"] as? Int == server.catalog.followerIDs(ofUser: owner.id).count)

        let search = try get(server, "/v1/users/search?term=%C3%81LVAREZ")
        #expect((search.json["users"] as? [[String: Any]])?.compactMap { $0["username"] as? String } == ["jose_alvarez"])
        let votes = try get(server, "/v1/photos/\(server.catalog.photoIDs[0])/votes")
        #expect(votes.status == 401 && votes.json["error"] as? String == "Authorization required")
    }
}
