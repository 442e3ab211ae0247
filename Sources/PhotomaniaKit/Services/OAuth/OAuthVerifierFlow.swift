import Foundation
import PhotomaniaOAuth

/// Signing in with OAuth 1.0a and a verifier (RFC 5849 §2; Flickr, contract §8.1), for a
/// program a person runs in a terminal: it never sees a password. A login command does
/// `requestToken()`, shows `authorizeURL(for:permission:)`, reads the verifier the person is
/// shown there, and `signIn(with:verifier:)`; a script does it in two runs, keeping the request
/// token's `saved` form between them. Every call goes through `api` (its session, pacer and
/// retries), signed here; a refusal is a 401 whose sentence names the OAuth problem.
public struct OAuthVerifierFlow: Sendable {
    public let api: APIClient
    /// The application's key and secret.
    public let consumer: OAuthCredentials
    public let endpoints: OAuthEndpoints

    public init(api: APIClient, consumer: OAuthCredentials, endpoints: OAuthEndpoints) {
        self.api = api
        self.consumer = OAuthCredentials(consumerKey: consumer.consumerKey, consumerSecret: consumer.consumerSecret)
        self.endpoints = endpoints
    }

    /// Step 1: a request token, with `oauth_callback=oob`.
    public func requestToken() async throws(PhotomaniaError) -> OAuthRequestToken {
        let (_, answer) = try await api.signed(with: consumer).send(OAuthTokenRoute.requestToken(url: endpoints.requestToken, callback: "oob")) {
            response throws(PhotomaniaError) in try OAuthTokenAnswer(response)
        }
        // OAuth 1.0a's answer confirms the callback; one without it is the older, unsafe protocol.
        guard try answer.value("oauth_callback_confirmed") == "true" else { throw answer.unusable("oauth_callback_confirmed") }
        return OAuthRequestToken(token: try answer.token("oauth_token"), secret: try answer.token("oauth_token_secret", allowsEmpty: true))
    }

    /// Step 2: the page where the person approves `permission` (write by default, enough to fave
    /// and comment) and is shown the verifier. Nothing secret is in it.
    public func authorizeURL(for token: OAuthRequestToken, permission: OAuthPermission = .write) -> String {
        let query = OAuthSignatureBase.formEncoded([("oauth_token", token.token), ("perms", permission.rawValue)])
        return endpoints.authorize + (endpoints.authorize.contains("?") ? "&" : "?") + query
    }

    /// Step 3: the access token and the user for the verifier the person typed (spaces around it
    /// are dropped). A wrong or expired verifier is the service's 401 `verifier_invalid`.
    public func signIn(with token: OAuthRequestToken, verifier: String) async throws(PhotomaniaError) -> OAuthSignIn {
        var signing = consumer
        (signing.token, signing.tokenSecret) = (token.token, token.secret)
        let typed = verifier.trimmingCharacters(in: .whitespacesAndNewlines)
        let (_, answer) = try await api.signed(with: signing).send(OAuthTokenRoute.accessToken(url: endpoints.accessToken, verifier: typed)) {
            response throws(PhotomaniaError) in try OAuthTokenAnswer(response)
        }
        var credentials = consumer
        (credentials.token, credentials.tokenSecret) = (try answer.token("oauth_token"), try answer.token("oauth_token_secret", allowsEmpty: true))
        guard let nsid = try answer.value("user_nsid"), let userID = UserID(nsid), OAuthTokenAnswer.isTokenText(nsid, allowsEmpty: false) else {
            throw answer.unusable("user_nsid")
        }
        guard let username = try answer.text("username") else { throw answer.unusable("username") }
        return OAuthSignIn(credentials: credentials, userID: userID, username: username, fullName: try answer.text("fullname"))
    }
}
