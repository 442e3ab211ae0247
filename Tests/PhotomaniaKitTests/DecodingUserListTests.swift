import Foundation
import Testing
@testable import PhotomaniaKit

@Suite("User lists: friends, followers, votes and search in one Page<User>")
struct DecodingUserListTests {
    @Test("friends: page, friends_pages, friends_count")
    func friends() throws {
        let page = try User.decodeCollection(from: Fixtures.api("users-friends.json"))
        #expect(page.currentPage == 2 && page.totalPages == 3 && page.totalItems == 41 && page.hasNextPage)
        #expect(page.items.map(\.username) == ["bjorn", "chen.li"])
        #expect(page.items[0].displayName == "Björn Eriksson" && page.items[0].city == "Umeå" && page.items[0].upgradeStatus == 2)
        #expect(page.items[1].firstname == nil && page.items[1].city == "" && page.items[1].userpicURL == "/graphics/userpic.png")
    }

    @Test("followers: page, followers_pages, followers_count")
    func followers() throws {
        let page = try User.decodeCollection(from: Fixtures.api("users-followers.json"))
        #expect(page.currentPage == 1 && page.totalPages == 1 && page.totalItems == 1 && !page.hasNextPage)
        #expect(page.items == [User(
            id: 31, username: "dora", fullname: "Dora Maar", userpicURL: "https://cdn.example.com/user/31.jpg",
            upgradeStatus: 3, followersCount: 2048, affection: 99, following: true)])
    }

    @Test("user search: profiles under users with the usual page numbers")
    func search() throws {
        let page = try User.decodeCollection(from: Fixtures.api("users-search.json"))
        #expect(page.currentPage == 1 && page.totalPages == 4 && page.totalItems == 37)
        let ana = try #require(page.items.first)
        #expect(ana.id == 77 && ana.city == "Reykjavík" && ana.sex == 2 && ana.photosCount == 212)
        #expect(ana.galleriesCount == 3 && ana.friendsCount == 41 && ana.registrationDate == utcDate(2012, 2, 9, 7, 27, 16))
        #expect(ana.equipment == ["camera": ["Fujifilm X-T5"], "lens": []] && ana.contacts == ["website": "analind.is"])
        #expect(page.items[1].username == "anabel" && page.items[1].galleriesCount == 0)
    }

    @Test("a photo's votes")
    func votes() throws {
        let page = try User.decodeCollection(from: Fixtures.api("photo-votes.json"))
        #expect(page.items.map(\.id) == [12, 31, 77] && page.totalItems == 3 && page.totalPages == 1)
    }

    @Test("a friends page without its page number is an error naming the friends key")
    func friendsWithoutPage() {
        #expect(throws: DecodingFailure.missingField(path: "page", expected: .number)) {
            try User.decodeCollection(from: Data(#"{"friends_count": 0, "friends_pages": 0, "friends": []}"#.utf8))
        }
    }

    @Test("an answer with no list at all names the usual key")
    func noList() {
        #expect(throws: DecodingFailure.missingField(path: "users", expected: .list)) {
            try User.decodeCollection(from: Data(#"{"page": 1}"#.utf8))
        }
    }

    @Test("photo pages still need current_page, not page")
    func photoPagesUnchanged() {
        #expect(throws: DecodingFailure.missingField(path: "current_page", expected: .number)) {
            try Photo.decodeCollection(from: Data(#"{"page": 1, "total_pages": 1, "total_items": 0, "photos": []}"#.utf8))
        }
    }

    @Test("--json writes every user list in the users envelope")
    func encodedEnvelope() throws {
        let page = try User.decodeCollection(from: Fixtures.api("users-friends.json"))
        let encoded = try APIJSON.makeOutputEncoder(prettyPrinted: false).encode(page)
        let reread = try User.decodeCollection(from: encoded)
        #expect(reread.items == page.items && reread.currentPage == 2 && reread.totalPages == 3 && reread.totalItems == 41)
        let text = String(decoding: encoded, as: UTF8.self)
        #expect(text.contains("\"users\":[") && text.contains("\"current_page\":2") && !text.contains("friends_"))
    }
}
