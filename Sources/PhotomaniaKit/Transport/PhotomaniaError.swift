import Foundation

/// Everything that can go wrong between a request and a decoded value. Each case reads as a
/// sentence for a user (`description`) and carries a suggestion (`hint`).
public enum PhotomaniaError: Error, Sendable, Equatable, CustomStringConvertible {
    case invalidURL(String)
    case transportFailed(request: String, reason: TransportFailureReason)
    case responseValidationFailed(request: String, reason: ValidationFailureReason)
    case responseSerializationFailed(request: String, reason: String)
    case cancelled

    public enum TransportFailureReason: Sendable, Equatable {
        case cannotResolveHost(String)
        case cannotConnect(String)
        case connectTimedOut(seconds: Double)
        case stalled(seconds: Double)
        case tooManyRedirects
        case connectionLost(String)
        case secureConnectionFailed(String)
        case bodyTooLarge(limit: Int)
        case other(code: Int, message: String)
    }

    public enum ValidationFailureReason: Sendable, Equatable {
        case unacceptableStatusCode(Int, serverMessage: String?, retryAfter: String?)
        case unacceptableContentType(String, acceptable: [String])
        case missingContentType(acceptable: [String])
    }

    public var description: String {
        switch self {
        case .invalidURL(let url):
            return "'\(Redaction.redact(url))' is not a valid http(s) URL"
        case .transportFailed(let request, let reason):
            return "\(reason.sentence) (\(request))"
        case .responseValidationFailed(let request, let reason):
            return "\(reason.sentence) (\(request))"
        case .responseSerializationFailed(let request, let reason):
            return "the server's answer could not be read: \(reason) (\(request))"
        case .cancelled:
            return "the request was cancelled"
        }
    }

    /// What the user can do about it.
    public var hint: String? {
        switch self {
        case .invalidURL: return "give --api as http://host:port/v1"
        case .transportFailed(_, .bodyTooLarge): return "this does not look like an API response; check --api"
        case .transportFailed: return "check your network or --api"
        case .responseValidationFailed(_, .unacceptableStatusCode(let code, _, _)):
            switch code {
            case 401, 403: return "check your consumer key (--consumer-key or PHOTOMANIA_CONSUMER_KEY)"
            case 404: return nil
            case 408, 429, 500..<600: return "the server is having trouble; try again later"
            default: return nil
            }
        case .responseValidationFailed, .responseSerializationFailed:
            return "check that --api points at a 500px-compatible API"
        case .cancelled: return nil
        }
    }

    /// The HTTP status the server answered, when that is what failed.
    public var statusCode: Int? {
        if case .responseValidationFailed(_, .unacceptableStatusCode(let code, _, _)) = self { return code }
        return nil
    }
}

extension PhotomaniaError.TransportFailureReason {
    var sentence: String {
        switch self {
        case .cannotResolveHost(let host): return "could not find the host '\(host)'"
        case .cannotConnect(let detail): return "could not connect: \(detail)"
        case .connectTimedOut(let seconds): return "could not connect within \(Self.format(seconds)) s"
        case .stalled(let seconds): return "the server sent nothing for \(Self.format(seconds)) s"
        case .tooManyRedirects: return "the server redirected too many times"
        case .connectionLost(let detail): return "the connection broke off: \(detail)"
        case .secureConnectionFailed(let detail): return "the secure connection failed: \(detail)"
        case .bodyTooLarge(let limit): return "the answer is larger than \(limit / 1_048_576) MiB"
        case .other(let code, let message): return "the transfer failed: \(message) (curl error \(code))"
        }
    }

    private static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(format: "%.1f", seconds)
    }
}

extension PhotomaniaError.ValidationFailureReason {
    var sentence: String {
        switch self {
        case .unacceptableStatusCode(let code, let message, _):
            let reason = HTTPStatus.reasonPhrase(code)
            let phrase = "the server answered \(code)" + (reason.isEmpty ? "" : " \(reason)")
            guard let message, !message.isEmpty else { return phrase }
            return "\(phrase): \(message)"
        case .unacceptableContentType(let type, let acceptable):
            return "the server sent \(type) where \(acceptable.joined(separator: " or ")) was expected"
        case .missingContentType(let acceptable):
            return "the server sent no content type where \(acceptable.joined(separator: " or ")) was expected"
        }
    }
}

enum HTTPStatus {
    static func reasonPhrase(_ code: Int) -> String {
        switch code {
        case 400: return "Bad Request"
        case 401: return "Unauthorized"
        case 403: return "Forbidden"
        case 404: return "Not Found"
        case 405: return "Method Not Allowed"
        case 408: return "Request Timeout"
        case 410: return "Gone"
        case 416: return "Range Not Satisfiable"
        case 429: return "Too Many Requests"
        case 500: return "Internal Server Error"
        case 502: return "Bad Gateway"
        case 503: return "Service Unavailable"
        case 504: return "Gateway Timeout"
        default: return ""
        }
    }
}
