import Foundation
import Testing
@testable import PhotomaniaServer

/// `POST /v1/photos/:id/comments` and `POST /v1/comments/:id/comments`: the answers, the limits,
/// replies one level deep, and added comments among the catalog's wherever comments are read.
@Suite struct DemoCommentWriteTests {
    typealias F = DemoFixture

    /// A photo of someone else's with a reply among a few comments, so one page holds them all.
    private var photo: DemoPhoto {
        get throws {
            try #require(F.catalog.photos.first { photo in
                let comments = F.catalog.comments(of: photo)
                return photo.userID != F.demoUserID && comments.count < 15 && comments.contains { $0.parentID != nil }
            })
        }
    }

    private func comments(_ client: DemoSignedClient, _ photoID: Int, _ query: [(String, String)] = []) throws -> [[String: Any]] {
        try #require(try client.unsigned.json("GET", "/v1/photos/\(photoID)/comments", query: query)["comments"] as? [[String: Any]])
    }

    @Test func aCommentAnswersItselfWithItsUser() throws {
        let client = try DemoSignedClient.signedIn()
        let photo = try photo
        let answer = try client.json("POST", "/v1/photos/\(photo.id)/comments", form: [("body", "Lovely light  ")])
        #expect(answer.keys.sorted() == ["comment", "error", "message", "status"])
        #expect(answer["status"] as? Int == 200)
        #expect(answer["message"] as? String == "Successfully added a comment.")
        #expect(answer["error"] as? String == "None")
        let comment = try #require(answer["comment"] as? [String: Any])
        #expect(comment["id"] as? Int == DemoState.addedCommentIDBase + 1)
        #expect(comment["body"] as? String == "Lovely light  ")
        #expect(comment["user_id"] as? Int == F.demoUserID)
        #expect(comment["to_whom_user_id"] as? Int == photo.userID)
        #expect(comment["parent_id"] is NSNull)
        #expect(comment["rating"] as? Int == 0)
        #expect((comment["user"] as? [String: Any])?["username"] as? String == F.catalog.users[0].username)
        let created = try #require(comment["created_at"] as? String)
        #expect(created.count == 25, "\(created)")
    }

    @Test func addedCommentsComeLastEverywhereAndRaiseTheCount() throws {
        let client = try DemoSignedClient.signedIn()
        let photo = try photo
        let catalogComments = F.catalog.comments(of: photo)
        let first = try #require(try client.json("POST", "/v1/photos/\(photo.id)/comments", form: [("body", "first")])["comment"] as? [String: Any])
        let second = try #require(try client.json("POST", "/v1/photos/\(photo.id)/comments", query: [("body", "second")])["comment"] as? [String: Any])
        let addedIDs = [try #require(first["id"] as? Int), try #require(second["id"] as? Int)]
        #expect(addedIDs[1] == addedIDs[0] + 1)

        let flat = try comments(client, photo.id)
        #expect(flat.map { $0["id"] as? Int } == (catalogComments.map(\.id) + addedIDs).map { $0 })
        #expect(try client.unsigned.json("GET", "/v1/photos/\(photo.id)/comments")["total_items"] as? Int == catalogComments.count + 2)
        let nested = try comments(client, photo.id, [("nested", "")])
        #expect(nested.suffix(2).map { $0["body"] as? String } == ["first", "second"])
        #expect(nested.count == catalogComments.filter { $0.parentID == nil }.count + 2)

        let shown = try client.unsigned.json("GET", "/v1/photos/\(photo.id)", query: [("comments", "")])
        let shownComments = try #require(shown["comments"] as? [[String: Any]])
        #expect(shownComments.suffix(2).map { $0["id"] as? Int } == addedIDs.map { $0 })
        #expect((shown["photo"] as? [String: Any])?["comments_count"] as? Int == photo.commentsCount + 2)
        let listed = try F.photos(client.unsigned.json("GET", "/v1/photos", query: [("feature", "user"), ("user_id", String(photo.userID)), ("rpp", "100")]))
        #expect(listed.first { $0["id"] as? Int == photo.id }?["comments_count"] as? Int == photo.commentsCount + 2)
    }

    @Test func aBodyIsRequiredAndCapped() throws {
        let client = try DemoSignedClient.signedIn()
        let path = "/v1/photos/\(try photo.id)/comments"
        #expect(try client.refusal("POST", path, status: 400) == "A comment needs a body.")
        for blank in ["", "   ", "\n\t "] {
            #expect(try client.refusal("POST", path, form: [("body", blank)], status: 400) == "A comment needs a body.")
        }
        let tooLong = String(repeating: "é", count: DemoAPI.maximumCommentLength + 1)
        #expect(try client.refusal("POST", path, form: [("body", tooLong)], status: 400) == "A comment can be at most 5000 characters long.")
        let longest = String(repeating: "é", count: DemoAPI.maximumCommentLength)
        #expect((try client.json("POST", path, form: [("body", longest)])["comment"] as? [String: Any])?["body"] as? String == longest)
        #expect(try client.unsigned.json("GET", path)["total_items"] as? Int == F.catalog.comments(of: try photo).count + 1)
    }

    @Test func commentsNeedAnExistingPhotoAndASignedInUser() throws {
        let client = try DemoSignedClient.signedIn()
        #expect(try client.refusal("POST", "/v1/photos/7/comments", form: [("body", "hi")], status: 404) == "Photo not found")
        let deleted = try #require(F.catalog.deletedPhotoIDs.first)
        #expect(try client.refusal("POST", "/v1/photos/\(deleted)/comments", form: [("body", "hi")], status: 403) == "This photo has been deleted.")
        #expect(try client.unsigned.refusal("POST", "/v1/photos/\(try photo.id)/comments", form: [("body", "hi")], status: 401) == "Authorization required")
        #expect(try client.unsigned.json("GET", "/v1/photos/\(try photo.id)/comments")["total_items"] as? Int == F.catalog.comments(of: try photo).count)
    }

    @Test func aReplyGoesUnderItsCommentAndToThePhotosAuthor() throws {
        let client = try DemoSignedClient.signedIn()
        let photo = try photo
        let parent = try #require(F.catalog.comments(of: photo).first { $0.parentID == nil })
        let answer = try client.json("POST", "/v1/comments/\(parent.id)/comments", form: [("body", "Agreed!")])
        #expect(answer["message"] as? String == "Successfully added a comment.")
        let reply = try #require(answer["comment"] as? [String: Any])
        #expect(reply["parent_id"] as? Int == parent.id)
        #expect(reply["to_whom_user_id"] as? Int == photo.userID)
        #expect(reply["user_id"] as? Int == F.demoUserID)
        let replyID = try #require(reply["id"] as? Int)

        let thread = try #require(try comments(client, photo.id, [("nested", "")]).first { $0["id"] as? Int == parent.id })
        let replies = try #require(thread["replies"] as? [[String: Any]])
        #expect(replies.last?["id"] as? Int == replyID)
        #expect(replies.count == F.catalog.comments(of: photo).filter { $0.parentID == parent.id }.count + 1)
        #expect(try comments(client, photo.id).last?["id"] as? Int == replyID)
    }

    @Test func repliesGoOneLevelDeep() throws {
        let client = try DemoSignedClient.signedIn()
        let photo = try photo
        let catalogReply = try #require(F.catalog.comments(of: photo).first { $0.parentID != nil })
        #expect(try client.refusal("POST", "/v1/comments/\(catalogReply.id)/comments", form: [("body", "x")], status: 400)
            == "Replies go one level deep: comment \(catalogReply.id) is a reply.")
        let top = try #require(try client.json("POST", "/v1/photos/\(photo.id)/comments", form: [("body", "top")])["comment"] as? [String: Any])
        let topID = try #require(top["id"] as? Int)
        let reply = try #require(try client.json("POST", "/v1/comments/\(topID)/comments", form: [("body", "under")])["comment"] as? [String: Any])
        #expect(reply["parent_id"] as? Int == topID)
        let replyID = try #require(reply["id"] as? Int)
        #expect(try client.refusal("POST", "/v1/comments/\(replyID)/comments", form: [("body", "x")], status: 400)
            == "Replies go one level deep: comment \(replyID) is a reply.")
        #expect(try client.refusal("POST", "/v1/comments/\(topID)/comments", form: [("body", " ")], status: 400) == "A comment needs a body.")
    }

    @Test func aReplyNeedsAnExistingComment() throws {
        let client = try DemoSignedClient.signedIn()
        let photo = try photo
        let missing = [photo.id * 100 + 99, photo.id * 100 + F.catalog.comments(of: photo).count + 1, 0, -5, 999,
                       DemoState.addedCommentIDBase, DemoState.addedCommentIDBase + 1, Int.max, Int.min]
        for id in missing.map(String.init) + ["abc", "1e3"] {
            #expect(try client.refusal("POST", "/v1/comments/\(id)/comments", form: [("body", "x")], status: 404) == "Comment not found", "\(id)")
        }
    }

    @Test func addedCommentIDsNeverMeetTheCatalogs() throws {
        let client = try DemoSignedClient.signedIn()
        let catalogIDs = Set(F.catalog.photos.flatMap { F.catalog.comments(of: $0).map(\.id) })
        #expect(try #require(catalogIDs.max()) < DemoState.addedCommentIDBase)
        let largest = DemoCatalog(seed: 500, photoCount: 100_000, referenceDate: F.referenceDate)
        let highestPossible = try #require(largest.photoIDs.last) * 100 + 99
        #expect(highestPossible < DemoState.addedCommentIDBase, "the largest catalog serve accepts")

        var added: [Int] = []
        for photo in F.catalog.photos.prefix(12) {
            let comment = try client.json("POST", "/v1/photos/\(photo.id)/comments", form: [("body", "hello")])["comment"] as? [String: Any]
            added.append(try #require(comment?["id"] as? Int))
        }
        #expect(added == Array((DemoState.addedCommentIDBase + 1)...(DemoState.addedCommentIDBase + 12)))
        #expect(catalogIDs.isDisjoint(with: added))
    }
}
