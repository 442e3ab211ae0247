import Foundation
import PhotomaniaOAuth

extension APIClient {
    /// xAuth (docs/500px-v1.md §2): a request token for the application, then the access token for
    /// `username` and `password`, signed with it. `consumer` is the application's key and secret.
    public func signIn(as consumer: OAuthCredentials, username: String, password: String) async throws(PhotomaniaError) -> OAuthCredentials {
        var credentials = OAuthCredentials(consumerKey: consumer.consumerKey, consumerSecret: consumer.consumerSecret)
        (credentials.token, credentials.tokenSecret) = try await Self.token(from: signed(with: credentials).send(Router.requestToken))
        (credentials.token, credentials.tokenSecret) = try await Self.token(
            from: signed(with: credentials).send(Router.accessToken(username: username, password: password)))
        return credentials
    }

    /// `oauth_token=…&oauth_token_secret=…` from a token endpoint's form-encoded answer.
    private static func token(from exchange: (Request, Response)) throws(PhotomaniaError) -> (token: String, secret: String) {
        let fields = OAuthSignatureBase.formParameters(of: String(decoding: exchange.1.body, as: UTF8.self))
        let value = { (name: String) -> String? in fields.first { $0.name == name }?.value }
        guard let token = value("oauth_token"), !token.isEmpty else {
            throw .responseSerializationFailed(request: exchange.0.summary, reason: .missingField(path: "oauth_token", expected: .string))
        }
        guard let secret = value("oauth_token_secret") else {
            throw .responseSerializationFailed(request: exchange.0.summary, reason: .missingField(path: "oauth_token_secret", expected: .string))
        }
        return (token, secret)
    }
}
