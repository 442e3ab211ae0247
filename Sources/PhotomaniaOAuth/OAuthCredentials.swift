/// What signs a request: the application's consumer key and secret, and, once signed in, the
/// user's access token and secret (or, during the handshake, a request token). Printing it shows
/// no secret.
public struct OAuthCredentials: Sendable, Equatable, CustomStringConvertible {
    public var consumerKey: String
    public var consumerSecret: String
    public var token: String?
    public var tokenSecret: String?

    public init(consumerKey: String, consumerSecret: String, token: String? = nil, tokenSecret: String? = nil) {
        self.consumerKey = consumerKey
        self.consumerSecret = consumerSecret
        self.token = token
        self.tokenSecret = tokenSecret
    }

    public var description: String {
        "OAuthCredentials(consumer key REDACTED, consumer secret REDACTED" + (token == nil ? ")" : ", token REDACTED, token secret REDACTED)")
    }
}
