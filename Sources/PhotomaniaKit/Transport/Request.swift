import Foundation

/// The methods photomania sends. GET and HEAD are safe; POST and DELETE write, so they are
/// retried only when they never reached the server (`RetryPolicy.isTransient`).
public enum HTTPMethod: String, Sendable {
    case get = "GET"
    case head = "HEAD"
    case post = "POST"
    case delete = "DELETE"

    /// Whether a request with this method changes something on the server.
    public var writes: Bool { self == .post || self == .delete }
}

/// One HTTP request as the transport sends it: an API route's output, or an image URL.
public struct Request: Sendable, CustomStringConvertible {
    public var method: HTTPMethod
    /// The fully encoded URL, consumer key included. Never print it: use `summary`.
    public var url: String
    public var headers: [(name: String, value: String)]
    /// What a POST or DELETE sends, with its `Content-Type` among `headers`.
    public var body: Data?
    /// Media types `validate()` accepts, also sent as `Accept`. Empty accepts anything.
    public var acceptableContentTypes: [String]
    /// Bytes curl reads at a time (its default is 16 KiB); larger means fewer callbacks and writes.
    public var receiveBufferSize: Int?
    /// The most the whole exchange may take, in seconds: every attempt and every wait between
    /// them (`Session.response` sets `deadline` from it).
    public var timeLimit: Double?
    /// When the exchange must be over; nil: `timeLimit` after this transfer started.
    public var deadline: ContinuousClock.Instant?
    /// The largest body accepted (decoded), instead of the configuration's limit.
    public var maxBodySize: Int?
    /// With false, asks for the body as it is (`Accept-Encoding: identity`); a compressed
    /// answer is still decoded, and its decoded size still capped.
    public var acceptsCompression = true
    /// With false, a redirect is the answer (its `Location` among the headers), not followed.
    public var followsRedirects = true
    /// Makes the `Authorization` header for each attempt, so that a retry is signed afresh
    /// (OAuth refuses a nonce it has seen). Nil sends none.
    public var authorization: (@Sendable () -> String?)?
    /// The API call, when the URL's path does not say it (Flickr's `flickr.photos.getInfo`, all
    /// at one path): what an error names in place of the URL.
    public var call: String?

    public init(
        method: HTTPMethod = .get,
        url: String,
        headers: [(name: String, value: String)] = [],
        body: Data? = nil,
        acceptableContentTypes: [String] = []
    ) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.acceptableContentTypes = acceptableContentTypes
    }

    public var description: String { summary.description }

    /// Whether it asks for the body only if it changed (`If-None-Match`, `If-Modified-Since`).
    public var isConditional: Bool {
        headers.contains { ["if-none-match", "if-modified-since"].contains($0.name.lowercased()) }
    }

    /// What may be shown of this request in an error.
    public var summary: RequestSummary { RequestSummary(method: method.rawValue, url: url, writes: method.writes, call: call) }
}
