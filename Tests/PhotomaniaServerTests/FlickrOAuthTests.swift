import Foundation
import PhotomaniaOAuth
import Testing
@testable import PhotomaniaServer

@Suite("Flickr face: OAuth 1.0a with a verifier, and the signed calls")
struct FlickrOAuthTests {
    private typealias Client = FlickrSignedClient

    @Test func theDanceEndsWithTheDemoUsersTokenAndTestLoginNamesThem() throws {
        let api = DemoSignedClient.freshAPI()
        let requestToken = try Client.requestToken(api)
        let code = try Client.verifier(api, token: try #require(requestToken.token), perms: "write")
        #expect(code.wholeMatch(of: /\d{3}-\d{3}-\d{3}/) != nil, "Flickr's form: \(code)")
        let answer = Client.accessToken(api, with: requestToken, verifier: code)
        #expect(answer.status == 200)
        let fields = Client.fields(answer)
        let demo = DemoFixture.catalog.users[0]
        #expect(fields["user_nsid"] == demo.nsid && fields["username"] == demo.username)
        #expect(fields["oauth_token"] != nil && fields["oauth_token_secret"] != nil)
        let client = try Client.signedIn(to: api)
        let login = try client.json("flickr.test.login", http: "GET")
        let user = try #require(login["user"] as? [String: Any])
        #expect(user["id"] as? String == demo.nsid)
        #expect((user["username"] as? [String: Any])?["_content"] as? String == demo.username)
    }

    @Test func aWrongVerifierOrAnotherTokensBuysNothing() throws {
        let api = DemoSignedClient.freshAPI()
        let first = try Client.requestToken(api)
        let second = try Client.requestToken(api)
        let secondsCode = try Client.verifier(api, token: try #require(second.token), perms: "write")
        for code in ["123-456-789", secondsCode, ""] {
            let answer = Client.accessToken(api, with: first, verifier: code)
            #expect(answer.status == 401 && DemoFixture.text(answer) == "oauth_problem=verifier_invalid", "\(code)")
        }
        let typedWithoutDashes = try Client.verifier(api, token: try #require(first.token), perms: "read").filter(\.isNumber)
        #expect(Client.accessToken(api, with: first, verifier: typedWithoutDashes).status == 200, "the dashes are optional")
    }

    @Test func aRequestTokenNeedsACallbackAndASignature() throws {
        let api = DemoSignedClient.freshAPI()
        let noCallback = api.respond(to: Client.request("GET", "/services/oauth/request_token", credentials: Client.consumer))
        #expect(noCallback.status == 401)
        #expect(DemoFixture.text(noCallback) == "oauth_problem=parameter_absent&oauth_parameters_absent=oauth_callback")
        let wrongSecret = OAuthCredentials(consumerKey: DemoAccounts.consumerKey, consumerSecret: "not-the-secret")
        let forged = api.respond(to: Client.request(
            "GET", "/services/oauth/request_token", credentials: wrongSecret, protocolParameters: [("oauth_callback", "oob")]))
        #expect(forged.status == 401 && DemoFixture.text(forged) == "oauth_problem=signature_invalid")
        let page = api.respond(to: DemoFixture.request("/services/oauth/authorize", [("oauth_token", "rt-0-nonsense"), ("perms", "write")]))
        #expect(page.status == 400)
    }

    @Test func aReadTokenReadsButMayNotWrite() throws {
        let client = try Client.signedIn(perms: "read")
        #expect(try client.json("flickr.test.login")["stat"] as? String == "ok")
        let object = try client.json("flickr.favorites.add", [("photo_id", Client.flickrID(DemoFixture.othersPhoto()))])
        #expect(object["code"] as? Int == 99)
        #expect(object["message"] as? String == "Insufficient permissions. Method requires write privileges; read granted.")
    }

    @Test func unsignedWritesAndLoginsAreCode99() throws {
        let calls = try FlickrCalls()
        #expect(try calls.failure("flickr.test.login").code == 99)
        #expect(try calls.failure("flickr.favorites.add", [("photo_id", "52001006721")]).code == 99)
    }

    @Test func aFaveIsKeptListedMarkedAndTakenBack() throws {
        let client = try Client.signedIn()
        let photo = DemoFixture.othersPhoto(3)
        let id = [("photo_id", Client.flickrID(photo))]
        #expect(try client.json("flickr.favorites.add", id)["stat"] as? String == "ok")
        #expect(try client.failure("flickr.favorites.add", id) == 3, "already a fave")
        let info = try #require(try client.json("flickr.photos.getInfo", id, http: "GET")["photo"] as? [String: Any])
        #expect(info["isfavorite"] as? Int == 1)
        let mine = try client.json("flickr.favorites.getList", [("per_page", "500")], http: "GET")
        let listed = ((mine["photos"] as? [String: Any])?["photo"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        #expect(listed.first == Client.flickrID(photo), "the newest fave first")
        #expect(try client.json("flickr.favorites.remove", id)["stat"] as? String == "ok")
        #expect(try client.failure("flickr.favorites.remove", id) == 1, "not a fave any more")
        let own = DemoFixture.catalog.photos.first { $0.userID == DemoFixture.demoUserID }
        #expect(try client.failure("flickr.favorites.add", [("photo_id", Client.flickrID(try #require(own)))]) == 2)
    }

    @Test func aCommentIsAnsweredWholeAndThenListed() throws {
        let client = try Client.signedIn()
        let photo = DemoFixture.othersPhoto(5)
        let text = "Nice light! (100% crop) ☀︎"
        let answer = try client.json("flickr.photos.comments.addComment", [("photo_id", Client.flickrID(photo)), ("comment_text", text)])
        let comment = try #require(answer["comment"] as? [String: Any])
        #expect(comment["_content"] as? String == text && comment["author"] as? String == DemoFixture.catalog.users[0].nsid)
        let listed = try client.json("flickr.photos.comments.getList", [("photo_id", Client.flickrID(photo))], http: "GET")
        let comments = (listed["comments"] as? [String: Any])?["comment"] as? [[String: Any]] ?? []
        #expect(comments.last?["id"] as? String == comment["id"] as? String)
        #expect(try client.failure("flickr.photos.comments.addComment", [("photo_id", Client.flickrID(photo)), ("comment_text", "  ")]) == 8)
    }

    @Test func aNonceIsAcceptedOnce() throws {
        let client = try Client.signedIn()
        let request = Client.request(
            "POST", Client.rest, form: [("method", "flickr.test.login"), ("format", "json"), ("nojsoncallback", "1")],
            credentials: client.credentials)
        #expect(client.api.respond(to: request).status == 200)
        let replay = client.api.respond(to: request)
        #expect(replay.status == 401 && DemoFixture.text(replay) == "oauth_problem=nonce_used")
    }

    @Test func parametersInTheQueryAreSignedTooAndNoAPIKeyIsNeeded() throws {
        let client = try Client.signedIn()
        let answer = client.call("flickr.test.login", http: "GET", inQuery: true)
        let object = try DemoFixture.object(answer)
        #expect(answer.status == 200 && object["stat"] as? String == "ok", "\(DemoFixture.text(answer))")
        var tampered = Client.request(
            "GET", Client.rest, query: [("method", "flickr.test.login"), ("format", "json"), ("nojsoncallback", "1")],
            credentials: client.credentials, inQuery: true)
        tampered.query = tampered.query.map { $0.name == "method" ? (name: $0.name, value: "flickr.test.echo") : $0 }
        let refused = client.api.respond(to: tampered)
        #expect(refused.status == 401 && DemoFixture.text(refused) == "oauth_problem=signature_invalid")
    }

    @Test func oneFacesTokensAreRejectedByTheOther() throws {
        let api = DemoSignedClient.freshAPI()
        let fiveHundred = try DemoSignedClient.signedIn(to: api)
        let asFlickr = FlickrSignedClient(api: api, credentials: try #require(fiveHundred.credentials))
        let answer = asFlickr.call("flickr.test.login")
        #expect(answer.status == 401 && DemoFixture.text(answer) == "oauth_problem=token_rejected")
        let flickr = try Client.signedIn(to: api)
        let as500px = DemoSignedClient(api: api, credentials: flickr.credentials)
        #expect(as500px.send("GET", "/v1/users").status == 401)
    }
}
