import Foundation
import PhotomaniaOAuth
import Testing
@testable import PhotomaniaServer

/// The demo server's sign-in: request token, xAuth access token, `GET /v1/users`, each signed as
/// a client signs it, and refused when the signature, the token or the password is wrong.
@Suite struct DemoOAuthTests {
    typealias F = DemoFixture
    let consumer = OAuthCredentials(consumerKey: DemoAccounts.consumerKey, consumerSecret: DemoAccounts.consumerSecret)

    /// A request to the fixture's API signed with `credentials`, its form fields in the body.
    func send(_ method: String, _ path: String, query: [(String, String)] = [], form: [(String, String)] = [], signedWith credentials: OAuthCredentials?) -> HTTPResponse {
        var request = F.request(path, query, method: method)
        let url = F.origin + path + (query.isEmpty ? "" : "?" + OAuthSignatureBase.formEncoded(query.map { (name: $0.0, value: $0.1) }))
        if let credentials {
            request.headers["Authorization"] = OAuthSigner(credentials: credentials).authorization(
                method: method, url: url, formParameters: form.map { (name: $0.0, value: $0.1) })
        }
        if !form.isEmpty {
            request.headers["Content-Type"] = "application/x-www-form-urlencoded"
            request.body = Data(OAuthSignatureBase.formEncoded(form.map { (name: $0.0, value: $0.1) }).utf8)
        }
        return F.api.respond(to: request)
    }

    func tokens(_ response: HTTPResponse) throws -> OAuthCredentials {
        let fields = OAuthSignatureBase.formParameters(of: F.text(response))
        let token = try #require(fields.first { $0.name == "oauth_token" })
        let secret = try #require(fields.first { $0.name == "oauth_token_secret" })
        return OAuthCredentials(
            consumerKey: consumer.consumerKey, consumerSecret: consumer.consumerSecret, token: token.value, tokenSecret: secret.value)
    }

    func signIn(password: String = DemoAccounts.password) throws -> HTTPResponse {
        let request = try tokens(send("POST", "/v1/oauth/request_token", signedWith: consumer))
        return send("POST", "/v1/oauth/access_token", form: [
            ("x_auth_mode", "client_auth"), ("x_auth_username", DemoAccounts.username), ("x_auth_password", password),
        ], signedWith: request)
    }

    @Test func xAuthSignsInAndUsersNamesTheSignedInUser() throws {
        let requestToken = send("POST", "/v1/oauth/request_token", signedWith: consumer)
        #expect(requestToken.status == 200)
        #expect(F.text(requestToken).hasSuffix("&oauth_callback_confirmed=true"))
        let access = try tokens(try signIn())
        let me = send("GET", "/v1/users", signedWith: access)
        #expect(me.status == 200)
        let user = try #require(try F.object(me)["user"] as? [String: Any])
        #expect(user["id"] as? Int == F.catalog.users.first?.id)
    }

    @Test func aWrongPasswordIsRefused() throws {
        let refused = try signIn(password: "guess")
        #expect(refused.status == 401)
        #expect(F.text(refused).contains("wrong user name or password"))
        #expect(!F.text(refused).contains("guess"))
    }

    @Test func usersNeedsAnAccessTokenNotARequestTokenOrNone() throws {
        #expect(F.text(send("GET", "/v1/users", signedWith: nil)).contains("Authorization required"))
        let requestToken = try tokens(send("POST", "/v1/oauth/request_token", signedWith: consumer))
        #expect(send("GET", "/v1/users", signedWith: requestToken).status == 401)
        let withoutToken = send("GET", "/v1/users", signedWith: consumer)
        #expect(withoutToken.status == 401)
        #expect(F.text(withoutToken).contains("Authorization required"))
    }

    @Test func aTokenTheServerDidNotIssueOrAnotherApplicationIsRefused() throws {
        var access = try tokens(try signIn())
        access.tokenSecret = "0123456789abcdef0123456789abcdef01234567"
        #expect(send("GET", "/v1/users", signedWith: access).status == 401)
        let stranger = OAuthCredentials(consumerKey: "someone", consumerSecret: DemoAccounts.consumerSecret)
        let refused = send("POST", "/v1/oauth/request_token", signedWith: stranger)
        #expect(refused.status == 401)
        #expect(F.text(refused).contains("unknown consumer key"))
    }

    /// A token is good on any server with the same secret and the state that issued it; a server
    /// with a fresh state has forgotten it ("Authorization required", the contract's wording).
    @Test func aTokenStaysValidAcrossServersWithTheSameSecretAndState() throws {
        let access = try tokens(try signIn())
        func request() -> HTTPRequest {
            var request = F.request("/v1/users")
            request.headers["Authorization"] = OAuthSigner(credentials: access).authorization(method: "GET", url: F.origin + "/v1/users")
            return request
        }
        let sameState = DemoAPI(catalog: F.catalog, configuration: .init(origin: F.origin, state: F.api.configuration.state))
        #expect(sameState.respond(to: request()).status == 200)
        let freshState = DemoAPI(catalog: F.catalog, configuration: .init(origin: F.origin)).respond(to: request())
        #expect(freshState.status == 401)
        #expect(try F.object(freshState)["error"] as? String == "Authorization required")
        let otherSecret = DemoAPI(catalog: F.catalog, configuration: .init(
            origin: F.origin, accounts: DemoAccounts(secret: "another"), state: F.api.configuration.state))
        #expect(otherSecret.respond(to: request()).status == 401)
    }

    @Test func signInEndpointsTakeOnlyPost() {
        let answer = send("GET", "/v1/oauth/request_token", signedWith: consumer)
        #expect(answer.status == 405)
        #expect(answer.headers["Allow"] == "POST")
    }
}
