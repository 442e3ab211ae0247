import Foundation
import PhotomaniaHTTPText

/// A response ready for the wire: the handler's answer with `Range` served (unless
/// `servesRanges` is false), the connection layer's own headers added, and the body cut to
/// what is sent (nothing for `HEAD`).
struct HTTPPreparedResponse {
    let status: Int
    let head: [UInt8]
    let body: Data

    /// Headers only the connection layer decides; a handler's values for them are dropped.
    private static let connectionHeaders: Set<String> = ["content-length", "transfer-encoding", "connection", "keep-alive", "date", "server"]

    init(_ response: HTTPResponse, method: String, requestHeaders: HTTPHeaderFields, keepAlive: Bool, servesRanges: Bool = true, now: Date = Date()) {
        var status = response.status
        var headers = HTTPHeaderFields(response.headers.fields.filter { !Self.connectionHeaders.contains($0.name.lowercased()) })
        var body = response.body

        if servesRanges, status == 200, method == "GET" || method == "HEAD" {
            let selection = HTTPRangeSelection(
                range: requestHeaders["Range"], ifRange: requestHeaders["If-Range"], bodyLength: body.count,
                etag: headers["ETag"], lastModified: headers["Last-Modified"])
            switch selection {
            case .full:
                break
            case .partial(let range):
                status = 206
                headers["Content-Range"] = "bytes \(range.lowerBound)-\(range.upperBound - 1)/\(body.count)"
                body = body.subdata(in: (body.startIndex + range.lowerBound)..<(body.startIndex + range.upperBound))
            case .unsatisfiable:
                let total = body.count
                let refusal = HTTPErrorResponses.json(status: 416)
                status = 416
                headers = refusal.headers
                headers["Content-Range"] = "bytes */\(total)"
                body = refusal.body
            }
        }
        if servesRanges, status == 200 || status == 206, headers["ETag"] != nil || headers["Last-Modified"] != nil {
            headers["Accept-Ranges"] = "bytes"
        }

        let bodyless = (100..<200).contains(status) || status == 204 || status == 304
        headers["Date"] = HTTPDate.string(from: now)
        headers["Server"] = "photomania-demo"
        if !bodyless { headers["Content-Length"] = String(body.count) }
        headers["Connection"] = keepAlive ? "keep-alive" : "close"

        self.status = status
        self.head = Self.serializeHead(status: status, headers: headers)
        self.body = bodyless || method == "HEAD" ? Data() : body
    }

    private static func serializeHead(status: Int, headers: HTTPHeaderFields) -> [UInt8] {
        var text = "HTTP/1.1 \(status) \(HTTPStatusText.reasonPhrase(for: status))\r\n"
        for field in headers.fields {
            text += "\(sanitized(field.name)): \(sanitized(field.value))\r\n"
        }
        text += "\r\n"
        return Array(text.utf8)
    }

    /// A header cannot end early: CR, LF and NUL become spaces.
    private static func sanitized(_ text: String) -> String {
        guard text.contains(where: { $0 == "\r" || $0 == "\n" || $0 == "\r\n" || $0 == "\0" }) else { return text }
        return String(text.map { $0 == "\r" || $0 == "\n" || $0 == "\r\n" || $0 == "\0" ? " " : $0 })
    }
}
