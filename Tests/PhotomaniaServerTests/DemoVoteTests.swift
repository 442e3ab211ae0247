import Foundation
import Testing
@testable import PhotomaniaServer

/// `POST` and `DELETE /v1/photos/:id/vote`: who may vote, what each answer carries, and how the
/// vote shows in every later encoding of the photo.
@Suite struct DemoVoteTests {
    typealias F = DemoFixture

    @Test func aLikeAnswersTheFullPhotoVotedWithItsCountRaised() throws {
        let client = try DemoSignedClient.signedIn()
        let photo = F.othersPhoto()
        let answer = try client.json("POST", "/v1/photos/\(photo.id)/vote", query: [("vote", "1")])
        #expect(answer.keys.sorted() == ["photo"])
        let voted = try #require(answer["photo"] as? [String: Any])
        #expect(voted["id"] as? Int == photo.id)
        #expect(voted["feature"] is String, "the full format")
        #expect(voted["voted"] as? Bool == true)
        #expect(voted["liked"] as? Bool == true)
        #expect(voted["disliked"] as? Bool == false)
        #expect(voted["favorited"] as? Bool == false)
        #expect(voted["votes_count"] as? Int == photo.votesCount + 1)
        #expect(voted["favorites_count"] as? Int == photo.favoritesCount)

        let shown = try client.photo(photo.id)
        #expect(shown["voted"] as? Bool == true)
        #expect(shown["votes_count"] as? Int == photo.votesCount + 1)
        let anonymous = try client.unsigned.photo(photo.id)
        #expect(anonymous["voted"] is NSNull)
        #expect(anonymous["liked"] is NSNull)
        #expect(anonymous["disliked"] == nil && anonymous["favorited"] == nil)
        #expect(anonymous["votes_count"] as? Int == photo.votesCount + 1)
    }

    @Test func aDislikeFromTheFormBodyCountsAsAVoteButNotALike() throws {
        let client = try DemoSignedClient.signedIn()
        let photo = F.othersPhoto(1)
        let answer = try client.json("POST", "/v1/photos/\(photo.id)/vote", form: [("vote", "0")])
        let voted = try #require(answer["photo"] as? [String: Any])
        #expect(voted["voted"] as? Bool == true)
        #expect(voted["liked"] as? Bool == false)
        #expect(voted["disliked"] as? Bool == true)
        #expect(voted["votes_count"] as? Int == photo.votesCount + 1)
    }

    @Test func theVoteParameterIsRequiredAndOneOrZero() throws {
        let client = try DemoSignedClient.signedIn()
        let path = "/v1/photos/\(F.othersPhoto().id)/vote"
        #expect(try client.refusal("POST", path, status: 400) == "Missing vote: send vote=1 (like) or vote=0 (dislike).")
        for bad in ["2", "-1", "yes", "", "1.0"] {
            #expect(try client.refusal("POST", path, query: [("vote", bad)], status: 400) == "Invalid vote: send vote=1 (like) or vote=0 (dislike).", "\(bad)")
        }
        #expect(try client.unsigned.photo(F.othersPhoto().id)["votes_count"] as? Int == F.othersPhoto().votesCount)
    }

    @Test func refusalsSayWhy() throws {
        let client = try DemoSignedClient.signedIn()
        let own = try #require(F.catalog.photos.first { $0.userID == F.demoUserID })
        #expect(try client.refusal("POST", "/v1/photos/\(own.id)/vote", query: [("vote", "1")], status: 403) == "You cannot vote for your own photo.")
        let photo = F.othersPhoto()
        _ = try client.json("POST", "/v1/photos/\(photo.id)/vote", query: [("vote", "1")])
        #expect(try client.refusal("POST", "/v1/photos/\(photo.id)/vote", query: [("vote", "0")], status: 403) == "You have already voted for this photo.")
        #expect(try client.photo(photo.id)["liked"] as? Bool == true, "the second vote changed nothing")
        for missing in ["1", "999999999", "abc"] {
            #expect(try client.refusal("POST", "/v1/photos/\(missing)/vote", query: [("vote", "1")], status: 404) == "Photo not found")
            #expect(try client.refusal("DELETE", "/v1/photos/\(missing)/vote", status: 404) == "Photo not found")
        }
        let deleted = try #require(F.catalog.deletedPhotoIDs.first)
        #expect(try client.refusal("POST", "/v1/photos/\(deleted)/vote", query: [("vote", "1")], status: 403) == "This photo has been deleted.")
    }

    @Test func unvotingAnswersTheShortPhotoAndTakesTheCountBack() throws {
        let client = try DemoSignedClient.signedIn()
        let photo = F.othersPhoto(2)
        #expect(try client.refusal("DELETE", "/v1/photos/\(photo.id)/vote", status: 403) == "You have not voted for this photo.")
        _ = try client.json("POST", "/v1/photos/\(photo.id)/vote", query: [("vote", "1")])
        let answer = try client.json("DELETE", "/v1/photos/\(photo.id)/vote")
        #expect(answer.keys.sorted() == ["error", "message", "photo", "status"])
        #expect(answer["status"] as? Int == 200)
        #expect(answer["message"] as? String == "Successfully unliked photo.")
        #expect(answer["error"] as? String == "None")
        let unvoted = try #require(answer["photo"] as? [String: Any])
        #expect(unvoted["id"] as? Int == photo.id)
        #expect(unvoted["feature"] == nil, "the short format")
        #expect(unvoted["voted"] as? Bool == false)
        #expect(unvoted["votes_count"] as? Int == photo.votesCount)
        #expect(try client.photo(photo.id)["voted"] as? Bool == false)
        #expect(try client.refusal("DELETE", "/v1/photos/\(photo.id)/vote", status: 403) == "You have not voted for this photo.")
        _ = try client.json("POST", "/v1/photos/\(photo.id)/vote", query: [("vote", "0")])
        #expect(try client.json("POST", "/v1/photos/\(photo.id)/vote", form: [("_method", "delete")])["message"] as? String == "Successfully unliked photo.")
    }

    @Test func votesShowInListsAndSearch() throws {
        let client = try DemoSignedClient.signedIn()
        let photo = try #require(F.catalog.photos.last { $0.userID != F.demoUserID && !$0.nsfw && !$0.tags.isEmpty })
        _ = try client.json("POST", "/v1/photos/\(photo.id)/vote", query: [("vote", "1")])
        let listed = try F.photos(client.unsigned.json("GET", "/v1/photos", query: [("feature", "user"), ("user_id", String(photo.userID)), ("rpp", "100")]))
        let inList = try #require(listed.first { $0["id"] as? Int == photo.id })
        #expect(inList["votes_count"] as? Int == photo.votesCount + 1)
        #expect(inList["voted"] == nil, "lists carry states only with include_states")
        let found = try F.photos(client.json("GET", "/v1/photos/search", query: [("tag", photo.tags[0]), ("rpp", "100"), ("include_states", "1")]))
        let inSearch = try #require(found.first { $0["id"] as? Int == photo.id })
        #expect(inSearch["votes_count"] as? Int == photo.votesCount + 1)
        #expect(inSearch["voted"] as? Bool == true)
        #expect(inSearch["liked"] as? Bool == true)
        #expect(inSearch["favorited"] as? Bool == false)
        let other = try #require(found.first { $0["id"] as? Int != photo.id })
        #expect(other["voted"] as? Bool == false)
        let anonymousStates = try F.photos(client.unsigned.json("GET", "/v1/photos/search", query: [("tag", photo.tags[0]), ("include_states", "1")]))
        #expect(anonymousStates.allSatisfy { $0["voted"] == nil })
    }

    @Test func votingNeedsASignedInUser() throws {
        let client = try DemoSignedClient.signedIn()
        let path = "/v1/photos/\(F.othersPhoto().id)/vote"
        #expect(try client.unsigned.refusal("POST", path, query: [("vote", "1")], status: 401) == "Authorization required")
        let consumerOnly = DemoSignedClient(api: client.api, credentials: DemoSignedClient.consumer)
        #expect(try consumerOnly.refusal("POST", path, query: [("vote", "1")], status: 401) == "Authorization required")
        var forged = try #require(client.credentials)
        forged.tokenSecret = "0123456789abcdef0123456789abcdef01234567"
        let refused = try DemoSignedClient(api: client.api, credentials: forged).refusal("POST", path, query: [("vote", "1")], status: 401)
        #expect(refused == "Invalid OAuth Request: the signature does not match")
        #expect(try client.unsigned.photo(F.othersPhoto().id)["votes_count"] as? Int == F.othersPhoto().votesCount)
    }
}
