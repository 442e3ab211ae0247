import Foundation
import Testing
@testable import PhotomaniaServer

/// `GET /v1/users/:id/friends`, `/followers` and `/users/search`.
@Suite struct DemoPeopleEndpointTests {
    typealias F = DemoFixture

    private func usernames(_ envelope: [String: Any], _ key: String) throws -> [String] {
        try #require(envelope[key] as? [[String: Any]]).map { try #require($0["username"] as? String) }
    }

    @Test func friendsAreThePeopleTheUserFollows() throws {
        let user = F.catalog.users[0]
        let envelope = try F.getJSON("/v1/users/\(user.id)/friends")
        #expect(envelope.keys.sorted() == ["friends", "friends_count", "friends_pages", "page"])
        #expect(envelope["friends_count"] as? Int == user.friendIDs.count)
        #expect(envelope["friends_pages"] as? Int == 1 && envelope["page"] as? Int == 1)
        #expect(try usernames(envelope, "friends") == user.friendIDs.compactMap { F.catalog.user(id: $0)?.username })
    }

    @Test func followersAndFriendsAgree() throws {
        var followerTotal = 0
        for user in F.catalog.users {
            let followers = try F.getJSON("/v1/users/\(user.id)/followers", [("rpp", "100")])
            #expect(followers.keys.sorted() == ["followers", "followers_count", "followers_pages", "page"])
            let followerIDs = try #require(followers["followers"] as? [[String: Any]]).compactMap { $0["id"] as? Int }
            #expect(followers["followers_count"] as? Int == followerIDs.count)
            followerTotal += followerIDs.count
            for followerID in followerIDs {
                let friends = try F.getJSON("/v1/users/\(followerID)/friends", [("rpp", "100")])
                let friendIDs = try #require(friends["friends"] as? [[String: Any]]).compactMap { $0["id"] as? Int }
                #expect(friendIDs.contains(user.id), "\(followerID) follows \(user.id)")
            }
            let profile = try #require(F.getJSON("/v1/users/show", [("id", String(user.id))])["user"] as? [String: Any])
            #expect(profile["followers_count"] as? Int == followerIDs.count)
        }
        let friendTotal = F.catalog.users.reduce(0) { $0 + $1.friendIDs.count }
        #expect(followerTotal == friendTotal && friendTotal > 0)
    }

    @Test func aPhotosShortUserCountsTheSameFollowersAsTheirProfile() throws {
        let photos = try #require(F.getJSON("/v1/photos", [("rpp", "20")])["photos"] as? [[String: Any]])
        for photo in photos {
            let user = try #require(photo["user"] as? [String: Any])
            let id = try #require(user["id"] as? Int)
            #expect(user["followers_count"] as? Int == F.catalog.followerIDs(ofUser: id).count)
        }
    }

    @Test func peopleArePaged() throws {
        let user = try #require(F.catalog.users.first { $0.friendIDs.count >= 3 })
        let page = try F.getJSON("/v1/users/\(user.id)/friends", [("rpp", "2"), ("page", "2")])
        #expect(page["friends_pages"] as? Int == (user.friendIDs.count + 1) / 2)
        #expect(page["page"] as? Int == 2)
        #expect(try usernames(page, "friends") == user.friendIDs[2..<min(4, user.friendIDs.count)].compactMap { F.catalog.user(id: $0)?.username })
        #expect(try F.getJSON("/v1/users/12/followers", status: 404)["error"] as? String == "User not found")
        #expect(try F.getJSON("/v1/users/x/friends", status: 404)["error"] as? String == "User not found")
    }

    @Test func searchIgnoresCaseAndDiacritics() throws {
        let jose = try F.getJSON("/v1/users/search", [("term", "JOSE")])
        #expect(jose.keys.sorted() == ["current_page", "total_items", "total_pages", "users"])
        #expect(try usernames(jose, "users") == ["jose_alvarez"])
        #expect(try usernames(F.getJSON("/v1/users/search", [("term", "nunez")]), "users") == ["jose_alvarez"], "Núñez")
        #expect(try usernames(F.getJSON("/v1/users/search", [("term", "Søren")]), "users") == ["soren_k"])
        #expect(try usernames(F.getJSON("/v1/users/search", [("term", "山田")]), "users") == ["hanako"])
        #expect(try usernames(F.getJSON("/v1/users/search", [("term", "zoë brontë")]), "users") == ["zoebm"], "the full name")
        let none = try F.getJSON("/v1/users/search", [("term", "no such person")])
        #expect(none["total_items"] as? Int == 0 && (none["users"] as? [Any])?.isEmpty == true)
        let profile = try #require((F.getJSON("/v1/users/search", [("term", "hanako")])["users"] as? [[String: Any]])?.first)
        #expect(profile["photos_count"] is Int && profile["registration_date"] is String, "the profile format")
    }

    @Test func searchPagesByTenAndNeedsATerm() throws {
        let expected = F.catalog.users.filter { $0.username.range(of: "a", options: [.caseInsensitive, .diacriticInsensitive]) != nil
            || $0.fullname.range(of: "a", options: [.caseInsensitive, .diacriticInsensitive]) != nil }.count
        let first = try F.getJSON("/v1/users/search", [("term", "a")])
        #expect(first["total_items"] as? Int == expected)
        #expect((first["users"] as? [Any])?.count == min(10, expected))
        #expect(first["total_pages"] as? Int == (expected + 9) / 10)
        let bigger = try F.getJSON("/v1/users/search", [("term", "a"), ("rpp", "500")])
        #expect((bigger["users"] as? [Any])?.count == min(100, expected))
        for query in [[], [("term", "")], [("term", "  ")]] as [[(String, String)]] {
            #expect(try F.getJSON("/v1/users/search", query, status: 400)["error"] as? String == "Missing search term: send term=<text>.")
        }
    }

    @Test func profilesCountPublicGalleries() throws {
        let user = F.catalog.users[0]
        let profile = try #require(F.getJSON("/v1/users/show", [("id", String(user.id))])["user"] as? [String: Any])
        #expect(profile["galleries_count"] as? Int == 4)
    }
}
