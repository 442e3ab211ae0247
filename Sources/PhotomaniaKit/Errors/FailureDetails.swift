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

    public init(method: String, url: String, writes: Bool = false) {
        self.method = method
        self.writes = writes
        self.redactedURL = Redaction.redact(url)
    }

    public var description: String { "\(method) \(redactedURL)" }
}
