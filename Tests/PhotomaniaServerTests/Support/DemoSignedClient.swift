import Foundation
import PhotomaniaOAuth
import Testing
@testable import PhotomaniaServer

/// Sends requests to one `DemoAPI` the way a client does: signed with OAuth (the form body part
/// of the signature), as the demo user after an xAuth sign-in, or unsigned.
struct DemoSignedClient {
    static let consumer = OAuthCredentials(consumerKey: DemoAccounts.consumerKey, consumerSecret: DemoAccounts.consumerSecret)

    let api: DemoAPI
    /// The credentials requests are signed with; nil sends them unsigned.
    var credentials: OAuthCredentials?

    /// A fresh API over the fixture catalog, with its own state in memory unless one is given.
    static func freshAPI(state: DemoState = .inMemory(), requiredConsumerKey: String? = nil) -> DemoAPI {
        DemoAPI(catalog: DemoFixture.catalog, configuration: .init(
            origin: DemoFixture.origin, requiredConsumerKey: requiredConsumerKey, imageCacheBytes: 1 << 20, state: state))
    }

    /// Signs in as the demo user through `POST /oauth/request_token` and `/oauth/access_token`.
    static func signedIn(to api: DemoAPI = freshAPI()) throws -> DemoSignedClient {
        let anonymous = DemoSignedClient(api: api, credentials: consumer)
        let requestToken = try tokens(anonymous.send("POST", "/v1/oauth/request_token"))
        let signingIn = DemoSignedClient(api: api, credentials: requestToken)
        let access = try tokens(signingIn.send("POST", "/v1/oauth/access_token", form: [
            ("x_auth_mode", "client_auth"), ("x_auth_username", DemoAccounts.username), ("x_auth_password", DemoAccounts.password),
        ]))
        return DemoSignedClient(api: api, credentials: access)
    }

    /// Signed in as another catalog user, with a token the state recorded as the server does.
    static func signedIn(asUser userID: Int, to api: DemoAPI) throws -> DemoSignedClient {
        let issued = api.configuration.accounts.tokens.issue(.access, userID: userID)
        try api.configuration.state.recordAccessToken(issued.token, userID: userID)
        return DemoSignedClient(api: api, credentials: credentials(token: issued.token, secret: issued.secret))
    }

    static func credentials(token: String, secret: String) -> OAuthCredentials {
        OAuthCredentials(consumerKey: consumer.consumerKey, consumerSecret: consumer.consumerSecret, token: token, tokenSecret: secret)
    }

    private static func tokens(_ response: HTTPResponse) throws -> OAuthCredentials {
        #expect(response.status == 200, "\(DemoFixture.text(response))")
        let fields = OAuthSignatureBase.formParameters(of: DemoFixture.text(response))
        let token = try #require(fields.first { $0.name == "oauth_token" })
        let secret = try #require(fields.first { $0.name == "oauth_token_secret" })
        return credentials(token: token.value, secret: secret.value)
    }

    /// The signed-in user's id (the demo user's, unless signed in as another).
    var userID: Int? {
        credentials?.token.flatMap { api.configuration.accounts.tokens.parse($0)?.userID }
    }

    /// The same client sending its requests unsigned.
    var unsigned: DemoSignedClient { DemoSignedClient(api: api, credentials: nil) }

    /// The request as this client would send it; `form` goes in a form-encoded body.
    func request(_ method: String, _ path: String, query: [(String, String)] = [], form: [(String, String)] = []) -> HTTPRequest {
        var request = DemoFixture.request(path, query, method: method)
        if let credentials {
            let url = DemoFixture.origin + path + (query.isEmpty ? "" : "?" + OAuthSignatureBase.formEncoded(query.map { (name: $0.0, value: $0.1) }))
            request.headers["Authorization"] = OAuthSigner(credentials: credentials).authorization(
                method: method, url: url, formParameters: form.map { (name: $0.0, value: $0.1) })
        }
        if !form.isEmpty {
            request.headers["Content-Type"] = "application/x-www-form-urlencoded"
            request.body = Data(OAuthSignatureBase.formEncoded(form.map { (name: $0.0, value: $0.1) }).utf8)
        }
        return request
    }

    func send(_ method: String, _ path: String, query: [(String, String)] = [], form: [(String, String)] = []) -> HTTPResponse {
        api.respond(to: request(method, path, query: query, form: form))
    }

    /// The JSON object of a response expected to have `status`.
    func json(
        _ method: String, _ path: String, query: [(String, String)] = [], form: [(String, String)] = [], status: Int = 200,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> [String: Any] {
        let response = send(method, path, query: query, form: form)
        #expect(response.status == status, "\(method) \(path): \(DemoFixture.text(response))", sourceLocation: sourceLocation)
        return try DemoFixture.object(response)
    }

    /// The `error` of a refusal, after checking its status and that the body says the same status.
    func refusal(
        _ method: String, _ path: String, query: [(String, String)] = [], form: [(String, String)] = [], status: Int,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> String? {
        let object = try json(method, path, query: query, form: form, status: status, sourceLocation: sourceLocation)
        #expect(object["status"] as? Int == status, sourceLocation: sourceLocation)
        return object["error"] as? String
    }

    /// `GET /v1/photos/:id`'s photo.
    func photo(_ id: Int, query: [(String, String)] = []) throws -> [String: Any] {
        try #require(try json("GET", "/v1/photos/\(id)", query: query)["photo"] as? [String: Any])
    }
}

extension DemoFixture {
    static var demoUserID: Int { catalog.users[0].id }

    /// A photo that is not the demo user's, by position among such photos.
    static func othersPhoto(_ index: Int = 0) -> DemoPhoto {
        catalog.photos.filter { $0.userID != demoUserID }[index]
    }
}
