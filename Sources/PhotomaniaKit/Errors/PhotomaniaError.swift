import Foundation
import PhotomaniaHTTPText

/// Everything that can go wrong between a request and a decoded value. Each case keeps what
/// caused it — the request (key redacted), libcurl's code, the status and the server's message,
/// the decoding failure — so that callers can decide on values and the CLI can word it.
/// `description` states what happened; advice belongs to the program that knows its options.
public enum PhotomaniaError: Error, Sendable, Equatable, CustomStringConvertible {
    case invalidURL(String)
    case transportFailed(request: RequestSummary, reason: TransportFailureReason)
    case responseValidationFailed(request: RequestSummary, reason: ValidationFailureReason)
    case responseSerializationFailed(request: RequestSummary, reason: DecodingFailure)
    case cancelled
    /// Offline (`--offline`), and the cache holds no answer to this request (or it writes,
    /// which needs the server).
    case notStoredOffline(request: RequestSummary)
    /// Offline, and the cache's copy of this answer was damaged (its bytes changed, or it no
    /// longer decodes): it was dropped.
    case storedCopyDamaged(request: RequestSummary)
    /// The service does not do what was asked; nothing was sent.
    case unsupported(UnsupportedByService)
    /// The service answered, and its answer says no in its own terms (`ServiceFailure`).
    case serviceFailed(request: RequestSummary, ServiceFailure)
    /// A short link did not lead to a page of its service.
    case shortLinkUnfollowed(ShortLinkFailure)

    public enum TransportFailureReason: Sendable, Equatable {
        case cannotResolveHost(String)
        /// Refused or unreachable: `host` is `name:port`.
        case cannotConnect(host: String)
        case connectTimedOut(seconds: Double)
        case stalled(seconds: Double)
        /// The request's time limit passed before the answer was whole.
        case tookTooLong(seconds: Double)
        /// The average speed stayed under the minimum.
        case tooSlow(bytesPerSecond: Int, minimum: Int)
        case tooManyRedirects
        case connectionLost(CurlError)
        /// The connection closed before as many bytes as the answer announced had arrived.
        case closedEarly
        /// What arrived did not start as an HTTP answer.
        case notHTTP
        case secureConnectionFailed(CurlError)
        case bodyTooLarge(limit: Int)
        /// libcurl reads at most 100 KiB of response headers (and then says "out of memory").
        case headersTooLarge
        case other(CurlError)
    }

    public enum ValidationFailureReason: Sendable, Equatable {
        case unacceptableStatusCode(Int, serverMessage: String?, retryAfter: String?)
        case unacceptableContentType(String, acceptable: [String])
        case missingContentType(acceptable: [String])
        /// The answer arrived (often as HTTP 200) but says the service cannot answer now: a
        /// service's decoder throws it (`PhotomaniaError.serviceBusy`), and a read is tried
        /// again after a pause of every call: `retryAfter`'s (the answer's `Retry-After`) when given.
        case serviceBusy(message: String?, retryAfter: String? = nil)
    }

    /// What a service's decoder throws for an answer that says "busy, try again later".
    public static func serviceBusy(request: RequestSummary, message: String?, retryAfter: String? = nil) -> PhotomaniaError {
        .responseValidationFailed(request: request, reason: .serviceBusy(message: message, retryAfter: retryAfter))
    }

    /// Whether the service said it is busy (`serviceBusy`).
    public var isServiceBusy: Bool {
        if case .responseValidationFailed(_, .serviceBusy) = self { return true }
        return false
    }

    public var description: String { describing(\.description) }

    /// The same with each request named by its method and path, or its API call, without the
    /// query: the line a person reads (`GET flickr.photos.getInfo`).
    public var briefDescription: String { describing(\.brief) }

    private func describing(_ shown: (RequestSummary) -> String) -> String {
        switch self {
        case .invalidURL(let url):
            return "'\(Redaction.redact(url))' is not a valid http(s) URL"
        case .transportFailed(let request, let reason):
            return "\(reason) (\(shown(request)))"
        case .responseValidationFailed(let request, let reason):
            return "\(reason) (\(shown(request)))"
        case .responseSerializationFailed(let request, let reason):
            return "the server's answer could not be read: \(reason) (\(shown(request)))"
        case .cancelled:
            return "the request was cancelled"
        case .notStoredOffline(let request) where request.writes:
            return "offline: nothing is sent to the server (\(shown(request)))"
        case .notStoredOffline(let request):
            return "offline, and the cache holds no copy of this answer (\(shown(request)))"
        case .storedCopyDamaged(let request):
            return "offline, and the cache's copy of this answer was damaged, so it was dropped (\(shown(request)))"
        case .unsupported(let refusal):
            return refusal.description
        case .serviceFailed(let request, let failure):
            return "\(failure) (\(shown(request)))"
        case .shortLinkUnfollowed(let failure):
            return failure.description
        }
    }

    /// The HTTP status the server answered, when that is what failed.
    public var statusCode: Int? {
        if case .responseValidationFailed(_, .unacceptableStatusCode(let code, _, _)) = self { return code }
        return nil
    }

    /// A 401, or a 403 that is about the application or its key rather than one photo or user.
    public var isCredentialFailure: Bool {
        if case .serviceFailed(_, let failure) = self { return failure.meaning == .credentials }
        guard case .responseValidationFailed(_, .unacceptableStatusCode(let code, let message, _)) = self else { return false }
        if code == 401 { return true }
        guard code == 403 else { return false }
        let text = (message ?? "").lowercased()
        return text.isEmpty || ["key", "application", "consumer", "authoriz", "oauth"].contains { text.contains($0) }
    }
}

extension PhotomaniaError.TransportFailureReason: CustomStringConvertible {
    public var description: String {
        switch self {
        case .cannotResolveHost(let host): return "could not find the host '\(host)'"
        case .cannotConnect(let host): return "could not connect: \(host) refused the connection or is unreachable"
        case .connectTimedOut(let seconds): return "could not connect within \(Self.format(seconds)) s"
        case .stalled(let seconds): return "the server sent nothing for \(Self.format(seconds)) s"
        case .tookTooLong(let seconds): return "the answer took longer than \(Self.format(seconds)) s"
        case .tooSlow(let speed, let minimum): return "the transfer averaged \(speed) bytes/s, under the minimum of \(minimum) bytes/s"
        case .tooManyRedirects: return "the server redirected too many times"
        case .connectionLost(let error): return "the connection broke off: \(error.message.lowercased())"
        case .closedEarly: return "the server closed the connection before the whole answer arrived"
        case .notHTTP:
            return "the server's answer did not start as HTTP (most likely the rest of an earlier answer that was longer than its Content-Length said)"
        case .secureConnectionFailed(let error): return "the secure connection failed: \(error.message.lowercased())"
        case .headersTooLarge: return "the answer's headers are too large to read"
        case .bodyTooLarge(let limit):
            return "the answer is larger than " + (limit >= 1_048_576 ? "\(limit / 1_048_576) MiB" : "\(limit) bytes")
        case .other(let error): return "the transfer failed: \(error.message.lowercased()) (curl error \(error.code))"
        }
    }

    private static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(format: "%.1f", seconds)
    }
}

extension PhotomaniaError.ValidationFailureReason: CustomStringConvertible {
    public var description: String {
        switch self {
        case .unacceptableStatusCode(let code, let message, _):
            let phrase = "the server answered \(code)" + (Self.namedStatuses.contains(code) ? " " + HTTPStatusText.reasonPhrase(for: code) : "")
            guard let message, !message.isEmpty else { return phrase }
            return "\(phrase): \(message)"
        case .unacceptableContentType(let type, let acceptable):
            return "the server sent \(type) where \(acceptable.joined(separator: " or ")) was expected"
        case .missingContentType(let acceptable):
            return "the server sent no content type where \(acceptable.joined(separator: " or ")) was expected"
        case .serviceBusy(let message, _):
            guard let message, !message.isEmpty else { return "the service is busy" }
            return "the service is busy: \(message)"
        }
    }

    /// The statuses a message names by their reason phrase too; any other is a number alone.
    static let namedStatuses: Set<Int> = [400, 401, 403, 404, 405, 408, 410, 416, 429, 500, 502, 503, 504]
}
