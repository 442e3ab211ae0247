import Foundation
import Testing
@testable import PhotomaniaKit

@Suite("Users")
struct DecodingUserTests {
    @Test("the documented GET /users/show example")
    func documentedProfile() throws {
        let user = try UserResponse.decodeObject(from: Fixtures.api("user-show.json")).user
        #expect(user.id == 3798 && user.username == "freeatnet")
        #expect(user.firstname == "Arseniy" && user.lastname == "Ivanov" && user.fullname == "Arseniy Ivanov")
        #expect(user.sex == 1)
        #expect(user.city == "Toronto" && user.state == "Ontario" && user.country == "Canada")
        #expect(user.registrationDate == utcDate(2009, 12, 15, 14, 40, 45))
        #expect(user.about == "Your local web-developer guy. Casual photographer.")
        #expect(user.domain == "freeatnet.500px.com" && user.locale == "en")
        #expect(user.userpicURL == "/graphics/userpic.png")
        #expect(user.upgradeStatus == 2)
        #expect(user.contacts?.count == 5 && user.contacts?["twitter"] == "freeatnet_en")
        #expect(user.equipment?["camera"] == ["FUJIFILM FinePix S1000", "Canon EOS 50"])
        #expect(user.equipment?["misc"] == ["Google Nexus S", "Apple Macbook Pro 15\""])
        #expect(user.photosCount == 12 && user.galleriesCount == 5 && user.affection == 20)
        #expect(user.friendsCount == 57 && user.followersCount == 77)
        #expect(user.following == false)
        #expect(user.displayName == "Arseniy Ivanov")
    }

    @Test("a profile with nulls, numbers as strings, an HTML equipment entry and unknown keys")
    func driftedProfile() throws {
        let user = try UserResponse.decodeObject(from: Fixtures.api("quirks/user-show-drift.json")).user
        #expect(user.firstname == nil && user.lastname == nil && user.city == nil && user.state == nil && user.country == nil)
        #expect(user.fullname == "")
        #expect(user.displayName == "freeatnet")
        #expect(user.sex == 1 && user.photosCount == 12 && user.upgradeStatus == 3)
        #expect(user.registrationDate == utcDate(2009, 12, 15, 14, 40, 45))
        #expect(user.about == "Line one\r\nLine two")
        #expect(user.contacts == ["facebook": "769184274", "website": "freeatnet.com"])
        #expect(user.equipment == ["camera": ["FUJIFILM FinePix S1000"], "features": ["<b>fast</b> lens"]])
        #expect(user.following == true)
    }

    @Test("display names fall back from fullname to first and last name to username", arguments: [
        (User(id: 1, username: "u", firstname: "A", lastname: "B", fullname: "  Full Name "), "Full Name"),
        (User(id: 1, username: "u", firstname: "Lluis ", lastname: "de Haro", fullname: " "), "Lluis de Haro"),
        (User(id: 1, username: "u", firstname: nil, lastname: "Haro"), "Haro"),
        (User(id: 1, username: "u", firstname: "", lastname: ""), "u"),
    ])
    func displayName(user: User, expected: String) {
        #expect(user.displayName == expected)
    }

    @Test("a users list (votes, user search)")
    func usersList() throws {
        let body = Data(#"""
            {"current_page": 1, "total_pages": 1, "total_items": 2,
             "users": [{"id": 1, "username": "a"}, {"id": 2, "username": "b"}]}
            """#.utf8)
        let page = try User.decodeCollection(from: body)
        #expect(page.items.map(\.username) == ["a", "b"])
    }
}
