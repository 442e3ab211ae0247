/// Where a service's OAuth 1.0a verifier flow lives (RFC 5849 §2): the request token, the page
/// a person approves on, and the access token.
public struct OAuthEndpoints: Sendable, Equatable {
    public var requestToken: String
    public var authorize: String
    public var accessToken: String

    public init(requestToken: String, authorize: String, accessToken: String) {
        self.requestToken = requestToken
        self.authorize = authorize
        self.accessToken = accessToken
    }

    /// `{base}/oauth/request_token`, `…/authorize` and `…/access_token`: Flickr's layout below its
    /// `services` base (`https://www.flickr.com/services`, the built-in server's `/services`).
    public init(servicesBase base: String) {
        var base = base
        while base.hasSuffix("/") { base.removeLast() }
        self.init(requestToken: base + "/oauth/request_token", authorize: base + "/oauth/authorize", accessToken: base + "/oauth/access_token")
    }
}
