import Foundation
import PhotomaniaOAuth

/// Where the API lives and how to identify to it.
public struct APIConfiguration: Sendable {
    /// Base URL without a trailing slash, e.g. `http://127.0.0.1:8500/v1`.
    public var baseURL: String
    /// Sent as the `consumer_key` query parameter; never shown.
    public var consumerKey: String?
    /// When set, every request is signed with OAuth 1.0a: the consumer secret alone, or with the
    /// signed-in user's token. Never shown.
    public var credentials: OAuthCredentials?
    /// Paces every API call (not image fetches, not stored answers) to the service's budget;
    /// one pacer for all the clients of a run. Nil sends calls as they come.
    public var pacer: CallPacer?

    public init(baseURL: String, consumerKey: String? = nil, credentials: OAuthCredentials? = nil, pacer: CallPacer? = nil) {
        var base = baseURL
        while base.hasSuffix("/") { base.removeLast() }
        self.baseURL = base
        self.consumerKey = consumerKey
        self.credentials = credentials
        self.pacer = pacer
    }

    /// `scheme://host[:port]` of the base URL, for joining relative paths such as a photo's `url`.
    public var origin: String {
        guard let components = URLComponents(string: baseURL), let scheme = components.scheme, let host = components.host else { return baseURL }
        return "\(scheme)://\(host)" + (components.port.map { ":\($0)" } ?? "")
    }
}
