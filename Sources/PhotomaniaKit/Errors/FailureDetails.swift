/// A libcurl result code and libcurl's own words for it.
public struct CurlError: Sendable, Equatable, CustomStringConvertible {
    public var code: Int
    public var message: String

    public init(code: Int, message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { "\(message) (curl error \(code))" }
}

/// What a failed request was, safe to show: the method and the URL with every secret redacted.
public struct RequestSummary: Sendable, Equatable, CustomStringConvertible {
    /// `GET`, `HEAD`, …
    public var method: String
    public var redactedURL: String
    /// The method changes something on the server.
    public var writes: Bool
    /// The API call, when the path does not say it (`Request.call`).
    public var call: String?

    public init(method: String, url: String, writes: Bool = false, call: String? = nil) {
        self.method = method
        self.writes = writes
        self.redactedURL = Redaction.redact(url)
        self.call = call
    }

    public var description: String { "\(method) \(redactedURL)" }

    /// The method and the call, or the URL without its query: `GET http://host/v1/photos`.
    public var brief: String {
        "\(method) \(call ?? String(redactedURL.prefix { $0 != "?" }))"
    }
}
