import Foundation
import Testing
@testable import PhotomaniaServer

@Suite struct DemoUsersEndpointTests {
    typealias F = DemoFixture
    let catalog = DemoFixture.catalog

    @Test func showByIDAndByUsername() throws {
        let user = try #require(catalog.user(username: "hanako"))
        let byID = F.get("/v1/users/show", [("id", String(user.id))])
        let byName = F.get("/v1/users/show", [("username", "Hanako")])
        #expect(byID.status == 200)
        #expect(byID.body == byName.body)
        let profile = try #require(try F.object(byID)["user"] as? [String: Any])
        #expect(profile["username"] as? String == "hanako")
        #expect(profile["firstname"] as? String == "花子")
        #expect(profile["city"] as? String == "東京")
        #expect(profile["photos_count"] as? Int == catalog.photosCount(ofUser: user.id))
        for key in ["registration_date", "about", "domain", "locale", "show_nude", "contacts", "equipment",
                    "friends_count", "followers_count", "upgrade_status", "userpic_url", "avatars", "birthday"] {
            #expect(profile.keys.contains(key), "\(key)")
        }
        #expect(F.text(byID).contains("山田"))
    }

    @Test func errors() throws {
        let missing = try F.getJSON("/v1/users/show", status: 400)
        #expect(missing["status"] as? Int == 400)
        _ = try F.getJSON("/v1/users/show", [("username", "no-such-user")], status: 404)
        _ = try F.getJSON("/v1/users/show", [("id", "12")], status: 404)
        let email = try F.getJSON("/v1/users/show", [("email", "someone@example.com")], status: 404)
        #expect(email["error"] as? String == "User not found")
    }
}
