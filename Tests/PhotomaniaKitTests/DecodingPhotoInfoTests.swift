import Foundation
import Testing
@testable import PhotomaniaKit

@Suite("Photo details")
struct DecodingPhotoInfoTests {
    @Test("the documented GET /photos/:id example, with its single images object")
    func documentedPhoto() throws {
        let info = try PhotoInfo.decodeObject(from: Fixtures.api("photo-show.json"))
        let photo = info.photo
        #expect(photo.id == 4_928_401 && photo.userID == 164_677)
        #expect(photo.name == "Northern Fulmar")
        #expect(photo.description?.hasPrefix("Photographed during a pelagic trip east of Cape Cod.") == true)
        #expect(photo.camera == "Canon EOS-1D Mark IV")
        #expect(photo.lens == "")
        #expect(photo.focalLength == "700" && photo.iso == "400" && photo.shutterSpeed == "1/2000" && photo.aperture == "6.3")
        #expect(photo.timesViewed == 167 && photo.rating == 97.1 && photo.highestRating == 97.1 && photo.status == 1)
        #expect(photo.createdAt == utcDate(2012, 2, 10, 2, 11, 53))
        #expect(photo.takenAt == utcDate(2010, 11, 13, 13, 37, 37))
        #expect(photo.highestRatingDate == utcDate(2012, 4, 16, 19, 5, 56))
        #expect(photo.category == .animals)
        #expect(photo.location == nil)
        #expect(photo.latitude == 41.75968637583948 && photo.longitude == -68.935546875)
        #expect(!photo.privacy && photo.forSale == false && !photo.nsfw && photo.voted == false)
        #expect((photo.width, photo.height, photo.votesCount, photo.commentsCount) == (588, 750, 36, 36))
        #expect(photo.aspectRatio == 588.0 / 750.0)
        #expect(photo.images.count == 1)
        #expect(photo.image(for: .large)?.url == "http://pcdn.500px.net/4928401/16666558d7ba410f50922f86f736888d8cfaf9bb/4.jpg")
        #expect(photo.user?.displayName == "Axel Hildebrandt")
        #expect(photo.user?.city == "Bethlehem")

        #expect(info.comments.map(\.id) == [8_482_806, 8_477_321])
        let first = info.comments[0]
        #expect(first.body == "Test" && first.parentID == nil && first.userID == 584_607 && first.toWhomUserID == 164_677)
        #expect(first.createdAt == utcDate(2012, 4, 16, 19, 7, 54))
        #expect(first.user?.username == "ArseniyIvanov")
        #expect(info.comments[1].user?.userpicURL == "/graphics/userpic.png")
        #expect(info.comments[1].user?.displayName == "Silvia S.")
    }

    @Test("null in every nullable field, a bad created_at, and comments inside the photo")
    func nulls() throws {
        let info = try PhotoInfo.decodeObject(from: Fixtures.api("quirks/photo-show-nulls.json"))
        let photo = info.photo
        #expect(photo.id == 1234)
        #expect(photo.description == nil)
        #expect([photo.camera, photo.lens, photo.focalLength, photo.iso, photo.shutterSpeed, photo.aperture, photo.location]
            .allSatisfy { $0 == nil })
        #expect(photo.latitude == nil && photo.longitude == nil)
        #expect(photo.takenAt == nil && photo.highestRatingDate == nil)
        #expect(photo.createdAt == nil, "an unreadable date is dropped, not fatal")
        #expect(photo.category == .uncategorized)
        #expect(photo.licenseType == nil && photo.feature == nil && photo.url == nil)
        #expect(photo.converted == false)
        #expect(photo.liked == nil && photo.voted == nil)
        #expect(photo.imageURLs.isEmpty && photo.images.isEmpty)
        #expect(photo.image(for: .large) == nil)
        #expect(photo.editorsChoice == false)

        let user = try #require(photo.user)
        #expect([user.firstname, user.lastname, user.fullname, user.city, user.country, user.userpicURL].allSatisfy { $0 == nil })
        #expect(user.upgradeStatus == nil && user.followersCount == nil && user.affection == nil)
        #expect(user.displayName == "nobody")

        #expect(info.comments.map(\.id) == [77])
        #expect(info.comments[0].body == "Nice ")
        #expect(info.comments[0].createdAt == utcDate(2019, 3, 1, 12))
        #expect(info.comments[0].user?.displayName == "Some")
    }

    @Test("a vote answer has the photo and no comments")
    func voteAnswer() throws {
        let info = try PhotoInfo.decodeObject(from: Data(#"{"photo": {"id": 112116, "name": "x", "voted": true}}"#.utf8))
        #expect(info.photo.id == 112_116 && info.photo.voted == true && info.comments.isEmpty)
    }

    @Test("a photo whose id is not a number fails with the field named")
    func badID() throws {
        let body = Data(#"{"photo": {"id": "abc", "name": "x"}, "comments": []}"#.utf8)
        let failure = #expect(throws: DecodingFailure.self) { try PhotoInfo.decodeObject(from: body) }
        #expect(failure == .wrongType(path: "photo.id", found: .string, expected: .number))
        #expect(failure?.description == #"the answer's "photo.id" is a string, expected a number"#)
    }

    @Test("an answer without a photo fails with the key named")
    func missingPhoto() throws {
        let failure = #expect(throws: DecodingFailure.self) {
            try PhotoInfo.decodeObject(from: Data(#"{"comments": []}"#.utf8))
        }
        #expect(failure == .missingField(path: "photo", expected: nil))
        #expect(failure?.description == #"the "photo" field is missing from the server's answer"#)
    }
}
