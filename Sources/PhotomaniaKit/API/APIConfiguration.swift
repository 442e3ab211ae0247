import Foundation

/// Where the API lives and how to identify to it.
public struct APIConfiguration: Sendable {
    /// Base URL without a trailing slash, e.g. `http://127.0.0.1:8500/v1`.
    public var baseURL: String
    /// Sent as the `consumer_key` query parameter; never shown.
    public var consumerKey: String?

    public init(baseURL: String, consumerKey: String? = nil) {
        var base = baseURL
        while base.hasSuffix("/") { base.removeLast() }
        self.baseURL = base
        self.consumerKey = consumerKey
    }

    /// `scheme://host[:port]` of the base URL, for joining relative paths such as a photo's `url`.
    public var origin: String {
        guard let components = URLComponents(string: baseURL), let scheme = components.scheme, let host = components.host else { return baseURL }
        return "\(scheme)://\(host)" + (components.port.map { ":\($0)" } ?? "")
    }
}
