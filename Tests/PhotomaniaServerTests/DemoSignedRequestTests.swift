import Foundation
import PhotomaniaOAuth
import Testing
@testable import PhotomaniaServer

/// Signed requests beyond signing in: access tokens count only while the state has them, a nonce
/// counts once, and a signed read is checked, names its user and stands in for `consumer_key`.
@Suite struct DemoSignedRequestTests {
    typealias F = DemoFixture

    @Test func aTokenTheStateDoesNotHaveIsAuthorizationRequired() throws {
        let api = DemoSignedClient.freshAPI()
        let issued = api.configuration.accounts.tokens.issue(.access, userID: F.demoUserID)
        let unrecorded = DemoSignedClient(api: api, credentials: DemoSignedClient.credentials(token: issued.token, secret: issued.secret))
        #expect(try unrecorded.refusal("GET", "/v1/users", status: 401) == "Authorization required")
        #expect(try unrecorded.refusal("POST", "/v1/photos/\(F.othersPhoto().id)/favorite", status: 401) == "Authorization required")
        #expect(try unrecorded.refusal("GET", "/v1/photos/\(F.othersPhoto().id)", status: 401) == "Authorization required")

        try api.configuration.state.recordAccessToken(issued.token, userID: F.demoUserID)
        #expect((try unrecorded.json("GET", "/v1/users")["user"] as? [String: Any])?["id"] as? Int == F.demoUserID)
    }

    @Test func aTokenSignedInElsewhereIsRefusedByAFreshState() throws {
        let client = try DemoSignedClient.signedIn()
        let elsewhere = DemoSignedClient(api: DemoSignedClient.freshAPI(), credentials: client.credentials)
        #expect(try elsewhere.refusal("POST", "/v1/photos/\(F.othersPhoto().id)/vote", query: [("vote", "1")], status: 401) == "Authorization required")
        #expect(try client.json("POST", "/v1/photos/\(F.othersPhoto().id)/vote", query: [("vote", "1")])["photo"] != nil)
    }

    @Test func aReplayedNonceIsRefused() throws {
        let client = try DemoSignedClient.signedIn()
        let photo = F.othersPhoto()
        let read = client.request("GET", "/v1/users")
        #expect(client.api.respond(to: read).status == 200)
        let replayedRead = client.api.respond(to: read)
        #expect(replayedRead.status == 401)
        #expect(try F.object(replayedRead)["error"] as? String == "Invalid OAuth Request: the nonce was already used")

        let unfavorite = client.request("DELETE", "/v1/photos/\(photo.id)/favorite")
        _ = try client.json("POST", "/v1/photos/\(photo.id)/favorite")
        #expect(client.api.respond(to: unfavorite).status == 200)
        _ = try client.json("POST", "/v1/photos/\(photo.id)/favorite")
        let replayedWrite = client.api.respond(to: unfavorite)
        #expect(replayedWrite.status == 401)
        #expect(try F.object(replayedWrite)["error"] as? String == "Invalid OAuth Request: the nonce was already used")
        #expect(try client.photo(photo.id)["favorited"] as? Bool == true, "the replay changed nothing")

        let fresh = client.request("GET", "/v1/users")
        #expect(client.api.respond(to: fresh).status == 200, "a new nonce is fine")
    }

    @Test func nonceMemoryForgetsWhatTheClockWindowRefusesAnyway() {
        var memory = DemoNonceMemory()
        func admit(_ key: String = "k", _ token: String? = "t", _ nonce: String = "n", at timestamp: Int, now: Int) -> Bool {
            memory.admit(consumerKey: key, token: token, nonce: nonce, timestamp: timestamp, now: now, window: 300)
        }
        #expect(admit(at: 1_000, now: 1_000))
        #expect(!admit(at: 1_000, now: 1_200))
        #expect(admit(at: 1_001, now: 1_200), "another timestamp")
        #expect(admit("k", nil, at: 1_000, now: 1_200), "another token")
        #expect(admit("j", at: 1_000, now: 1_200), "another consumer")
        #expect(memory.count == 4)
        #expect(admit("k", "t", "m", at: 1_400, now: 1_301))
        #expect(memory.count == 2, "the entries stamped 1000 are gone, 1001 stays until 1302")
    }

    @Test func aSignedReadNeedsNoConsumerKeyWhereOneIsRequired() throws {
        let api = DemoSignedClient.freshAPI(requiredConsumerKey: "s3cret-key")
        let client = try DemoSignedClient.signedIn(to: api)
        let photo = F.othersPhoto()
        _ = try client.json("POST", "/v1/photos/\(photo.id)/vote", query: [("vote", "1")])
        #expect(try client.json("GET", "/v1/photos", query: [("feature", "popular")])["photos"] != nil)
        #expect(try client.json("GET", "/v1/photos/search", query: [("term", "a")])["photos"] != nil)
        let shown = try client.photo(photo.id)
        #expect(shown["voted"] as? Bool == true)
        #expect(shown["favorited"] as? Bool == false)

        #expect(try client.unsigned.refusal("GET", "/v1/photos/\(photo.id)", status: 401) == "Consumer key missing.")
        let consumerOnly = DemoSignedClient(api: api, credentials: DemoSignedClient.consumer)
        #expect(try consumerOnly.refusal("GET", "/v1/photos/\(photo.id)", status: 401) == "Consumer key missing.")
        let keyed = try consumerOnly.json("GET", "/v1/photos/\(photo.id)", query: [("consumer_key", "s3cret-key")])
        #expect((keyed["photo"] as? [String: Any])?["voted"] is NSNull, "signed by the application alone: no user")
    }

    @Test func aBadSignatureOnAReadIsRefusedNeverAnonymous() throws {
        let client = try DemoSignedClient.signedIn()
        let path = "/v1/photos/\(F.othersPhoto().id)"
        var tampered = client.request("GET", path)
        tampered.query = [(name: "image_size", value: "2048")]
        let refusedTampered = client.api.respond(to: tampered)
        #expect(refusedTampered.status == 401)
        #expect(try F.object(refusedTampered)["error"] as? String == "Invalid OAuth Request: the signature does not match")

        for header in ["OAuth garbage", "OAuth", "oauth oauth_token=\"x\""] {
            let response = client.api.respond(to: F.request(path, headers: [("Authorization", header)]))
            #expect(response.status == 401, "\(header)")
        }
        let requestToken = try #require(
            OAuthSignatureBase.formParameters(of: F.text(DemoSignedClient(api: client.api, credentials: DemoSignedClient.consumer)
                .send("POST", "/v1/oauth/request_token"))).first { $0.name == "oauth_token" })
        let withRequestToken = DemoSignedClient(api: client.api, credentials: DemoSignedClient.credentials(token: requestToken.value, secret: "x"))
        #expect(try withRequestToken.refusal("GET", path, status: 401) == "Invalid OAuth Request: unknown or revoked token")
        let basic = client.api.respond(to: F.request(path, headers: [("Authorization", "Basic dXNlcjpwYXNz")]))
        #expect(basic.status == 200, "another scheme is not OAuth's to judge")
    }

    @Test func signedListsCarryStatesOnlyWhenAsked() throws {
        let client = try DemoSignedClient.signedIn()
        let photo = try #require(F.catalog.photos.first { $0.userID != F.demoUserID && DemoFeature.popular.includes($0, now: F.referenceDate, user: nil) })
        _ = try client.json("POST", "/v1/photos/\(photo.id)/favorite")
        let query = [("feature", "popular"), ("rpp", "100")]
        let plain = try F.photos(client.json("GET", "/v1/photos", query: query))
        #expect(plain.allSatisfy { $0["favorited"] == nil && $0["voted"] == nil })
        let withStates = try F.photos(client.json("GET", "/v1/photos", query: query + [("include_states", "1")]))
        #expect(withStates.first { $0["id"] as? Int == photo.id }?["favorited"] as? Bool == true)
        #expect(withStates.filter { $0["favorited"] as? Bool == true }.count == 1)
        #expect(withStates.allSatisfy { $0["voted"] as? Bool == false && $0["liked"] as? Bool == false && $0["disliked"] as? Bool == false })
    }
}
