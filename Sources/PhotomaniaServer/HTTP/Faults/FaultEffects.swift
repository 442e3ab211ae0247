import Foundation
import PhotomaniaHTTPText

/// What one matched ``FaultRule`` asks of the connection layer, sorted by when it happens.
struct FaultEffects: Sendable {
    /// Instead of answering at all.
    enum Interception: Sendable {
        /// Close the connection without a response.
        case close
        /// Keep the connection open and never answer.
        case hold
    }

    /// What happens once `bodyLimit` bytes of the body are out.
    enum AfterLimit: Sendable {
        case close
        case hold
    }

    private(set) var delaySeconds: Double = 0
    private(set) var interception: Interception?
    private(set) var bodyLimit: FaultAmount?
    private(set) var afterLimit: AfterLimit = .close
    private(set) var bytesPerSecond: Int?
    private let rewrites: [FaultAction]

    init(rule: FaultRule?) {
        let actions = rule?.actions ?? []
        rewrites = actions
        for action in actions {
            switch action {
            case .delay(let seconds): delaySeconds = seconds
            case .close: interception = .close
            case .stallHeaders: interception = .hold
            case .truncate(let amount):
                bodyLimit = amount
                afterLimit = .close
            case .stall(let amount):
                bodyLimit = amount
                afterLimit = .hold
            case .rate(let rate): bytesPerSecond = rate
            default: break
            }
        }
    }

    /// Whether the response is the handler's, untouched.
    var isNone: Bool { rewrites.isEmpty }

    /// A `gzip` body goes out whole, `Range` or not: byte offsets into it must never mix with
    /// offsets into the unencoded body, which carries the same validators.
    var servesRanges: Bool { !rewrites.contains(.gzip) }

    /// The handler's response as the fault wants it sent. `requestTarget` is the request's URL as
    /// received, for `redirect-loop`.
    func rewrite(_ response: HTTPResponse, requestTarget: String, now: Date = Date()) -> HTTPResponse {
        guard !isNone else { return response }
        var result = replacement(for: response, requestTarget: requestTarget)
        for action in rewrites {
            switch action {
            case .retryAfter(let seconds):
                result.headers["Retry-After"] = String(seconds)
            case .retryAfterDate(let seconds):
                result.headers["Retry-After"] = HTTPDate.string(from: now.addingTimeInterval(Double(seconds)))
            case .corrupt:
                result.body = Self.corrupted(result.body)
            case .contentType(let type):
                result.headers["Content-Type"] = type
            case .disposition(let value):
                result.headers["Content-Disposition"] = value
            case .totalItems(let number):
                result.body = Self.replacing("total_items", with: number, in: result.body)
            case .totalPages(let number):
                result.body = Self.replacing("total_pages", with: number, in: result.body)
            default:
                break
            }
        }
        if rewrites.contains(.gzip), !result.body.isEmpty {
            result.body = GzipStoredEncoding.encode(result.body)
            result.headers["Content-Encoding"] = "gzip"
        }
        return result
    }

    /// The request as the handler should see it: `page=N` replaces its page, `query=NAME=VALUE`
    /// its NAME parameter (an empty VALUE removes it).
    func rewrite(_ request: HTTPRequest) -> HTTPRequest {
        var request = request
        for action in rewrites {
            let (name, value): (String, String)
            switch action {
            case .page(let number): (name, value) = ("page", String(number))
            case .query(let parameter, let given): (name, value) = (parameter, given)
            default: continue
            }
            request.query = request.query.filter { $0.name != name } + (value.isEmpty ? [] : [(name, value)])
        }
        return request
    }

    /// The JSON object's top-level `key` set to `number`, if the body is an object holding it.
    static func replacing(_ key: String, with number: Int, in body: Data) -> Data {
        guard var object = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any], object[key] != nil else { return body }
        object[key] = NSNumber(value: number)
        return (try? JSONSerialization.data(withJSONObject: object)) ?? body
    }

    /// The response whose status and body replace the handler's, if an action asks for one.
    private func replacement(for response: HTTPResponse, requestTarget: String) -> HTTPResponse {
        let explicitStatus = rewrites.lazy.compactMap { action -> Int? in
            if case .status(let code) = action { return code }
            return nil
        }.first
        let hasRetryAfter = rewrites.contains { $0.exclusiveGroup == .retryAfter }
        for action in rewrites {
            switch action {
            case .html:
                return HTTPErrorResponses.html(status: explicitStatus ?? 502)
            case .malformed:
                return HTTPErrorResponses.malformedJSON(status: explicitStatus ?? 200)
            case .redirect(let location):
                return HTTPErrorResponses.redirect(status: explicitStatus ?? 302, location: location)
            case .redirectLoop:
                return HTTPErrorResponses.redirect(status: explicitStatus ?? 302, location: requestTarget)
            default:
                continue
            }
        }
        if let status = explicitStatus ?? (hasRetryAfter ? 503 : nil) {
            return HTTPErrorResponses.json(status: status)
        }
        return response
    }

    /// The body with up to 16 bytes in its middle inverted; same length.
    static func corrupted(_ body: Data) -> Data {
        guard !body.isEmpty else { return body }
        var bytes = [UInt8](body)
        let length = min(16, bytes.count)
        let start = (bytes.count - length) / 2
        for index in start..<(start + length) {
            bytes[index] ^= 0xFF
        }
        return Data(bytes)
    }
}
