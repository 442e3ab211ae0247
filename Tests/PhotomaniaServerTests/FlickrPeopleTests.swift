import Foundation
import Testing
@testable import PhotomaniaServer

/// People: `people.getInfo`, `findByUsername`, `urls.lookupUser` and `contacts.getPublicList`.
@Suite struct FlickrPeopleTests {
    @Test func aPersonByNSIDWithTextInContentWrappers() throws {
        let flickr = try FlickrCalls()
        let user = flickr.catalog.users[0]
        let person = try #require(try JSONNode(try flickr.get("flickr.people.getInfo", [("user_id", user.nsid)]).body)["person"])
        #expect(person["id"] == .string(user.nsid) && person["nsid"] == .string(user.nsid))
        #expect(person["username"]?["_content"] == .string(user.username) && person["realname"]?["_content"] == .string(user.fullname))
        #expect(person["location"]?["_content"] == .string("Sevilla, España") && person["path_alias"] == .string("jose_alvarez"))
        #expect(person["photos"]?["count"]?["_content"] == .int(flickr.catalog.photosCount(ofUser: user.id)), "a number, as in 2023")
        #expect(person["photos"]?["views"]?["_content"]?.kind == "string", "a string beside it")
        #expect(person["photosurl"]?["_content"] == .string("https://www.flickr.com/photos/jose_alvarez/"))
        #expect(person["profileurl"]?["_content"] == .string("https://www.flickr.com/people/jose_alvarez/"))
        #expect(person["ispro"]?.kind == "int" && person["iconserver"]?.kind == "string" && person["iconfarm"]?.kind == "int")

        let nameless = try #require(flickr.catalog.user(username: "anon4821"))
        let anonymous = try #require(try JSONNode(try flickr.get("flickr.people.getInfo", [("user_id", nameless.nsid)]).body)["person"])
        #expect(anonymous["realname"] == nil && anonymous["path_alias"] == .null && anonymous["location"]?["_content"] == .string(""))
        #expect(anonymous["photosurl"]?["_content"] == .string("https://www.flickr.com/photos/\(nameless.nsid)/"), "no alias: the NSID")

        #expect(try flickr.failure("flickr.people.getInfo", [("user_id", "jose_alvarez")]) == (1, "User not found"))
        #expect(try flickr.failure("flickr.people.getInfo", [("user_id", "99999999@N01")]).code == 1)
        #expect(try flickr.ok("flickr.people.getInfo", [("user_id", user.nsid.replacingOccurrences(of: "@N", with: "@n"))])["person"] != nil)
    }

    @Test func findByUsernameTakesTheDisplayNameInAnyCase() throws {
        let flickr = try FlickrCalls()
        let user = try #require(flickr.catalog.user(username: "Lluisdeharo"))
        let found = try #require(try JSONNode(try flickr.get("flickr.people.findByUsername", [("username", "lluisdeharo")]).body)["user"])
        #expect(found["id"] == .string(user.nsid) && found["nsid"] == .string(user.nsid) && found["username"]?["_content"] == .string("Lluisdeharo"))
        #expect(try flickr.failure("flickr.people.findByUsername", [("username", "nobody-here")]) == (1, "User not found"))
        #expect(try flickr.failure("flickr.people.findByUsername").code == 1)
    }

    @Test func lookupUserReadsPhotostreamAndProfileURLsByAliasOrNSID() throws {
        let flickr = try FlickrCalls()
        let aliased = flickr.catalog.users[0]
        let plain = try #require(flickr.catalog.user(username: "wangwei"))
        #expect(plain.pathAlias == nil)
        let urls = [
            ("https://www.flickr.com/photos/jose_alvarez/", aliased), ("flickr.com/people/JOSE_ALVAREZ", aliased),
            ("http://m.flickr.com/photos/jose_alvarez/52001006985/in/photostream/", aliased),
            ("https://www.flickr.com/photos/\(plain.nsid)/albums", plain), ("https://secure.flickr.com//people/\(plain.nsid)?x=1", plain),
        ]
        for (url, user) in urls {
            let found = try #require(try JSONNode(try flickr.get("flickr.urls.lookupUser", [("url", url)]).body)["user"], "\(url)")
            #expect(found["id"] == .string(user.nsid) && found["username"]?["_content"] == .string(user.username) && found["nsid"] == nil, "\(url)")
        }
        for url in ["https://www.flickr.com/photos/tags/jose_alvarez", "https://example.com/photos/jose_alvarez/", "https://www.flickr.com/photos/", "wangwei"] {
            #expect(try flickr.failure("flickr.urls.lookupUser", [("url", url)]) == (1, "User not found"), "\(url)")
        }
    }

    @Test func contactsAreThePeopleOneFollows() throws {
        let flickr = try FlickrCalls()
        let user = try #require(flickr.catalog.users.first { $0.friendIDs.count >= 3 })
        let node = try #require(try JSONNode(try flickr.get("flickr.contacts.getPublicList", [("user_id", user.nsid)]).body)["contacts"])
        #expect(node["per_page"] == .int(1000) && node["perpage"] == .int(1000) && node["total"] == .int(user.friendIDs.count))
        let contacts = node["contact"]?.items ?? []
        #expect(contacts.compactMap { $0["nsid"]?.stringValue } == user.friendIDs.compactMap { flickr.catalog.user(id: $0)?.nsid })
        #expect(contacts.allSatisfy { $0["ignored"] == .int(0) && $0["iconfarm"]?.kind == "int" && $0["username"]?.kind == "string" })
        let paged = try #require(try JSONNode(try flickr.get("flickr.contacts.getPublicList", [("user_id", user.nsid), ("per_page", "2"), ("page", "2")]).body)["contacts"])
        #expect(paged["contact"]?.items.count == min(2, user.friendIDs.count - 2) && paged["pages"] == .int((user.friendIDs.count + 1) / 2))
        #expect(try flickr.failure("flickr.contacts.getPublicList", [("user_id", "x")]) == (1, "User not found"))
    }
}
