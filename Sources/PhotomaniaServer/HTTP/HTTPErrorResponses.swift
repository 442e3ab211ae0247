import Foundation
import PhotomaniaHTTPText

/// The bodies the connection layer and the faults answer with on their own.
enum HTTPErrorResponses {
    private struct APIError: Encodable {
        let error: String
        let status: Int
    }

    /// The API's error shape: `{"error":"Not Found","status":404}` as `application/json`.
    static func json(status: Int, message: String? = nil) -> HTTPResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let payload = APIError(error: message ?? HTTPStatusText.reasonPhrase(for: status), status: status)
        let body = (try? encoder.encode(payload)) ?? Data("{\"status\":\(status)}".utf8)
        return HTTPResponse(status: status, headers: HTTPHeaderFields([("Content-Type", "application/json")]), body: body)
    }

    /// An error page as a proxy or load balancer would send it.
    static func html(status: Int) -> HTTPResponse {
        let title = "\(status) \(HTTPStatusText.reasonPhrase(for: status))"
        let page = """
            <!DOCTYPE html>
            <html><head><title>\(title)</title></head>
            <body><h1>\(title)</h1><hr><p>photomania-demo</p></body></html>

            """
        return HTTPResponse(status: status, headers: HTTPHeaderFields([("Content-Type", "text/html; charset=utf-8")]), body: Data(page.utf8))
    }

    /// JSON cut off in the middle of a string: declared as JSON, does not parse.
    static func malformedJSON(status: Int) -> HTTPResponse {
        let body = Data(#"{"current_page": 1, "photos": [{"id": 1, "name": "unterminated"#.utf8)
        return HTTPResponse(status: status, headers: HTTPHeaderFields([("Content-Type", "application/json")]), body: body)
    }

    static func redirect(status: Int, location: String) -> HTTPResponse {
        var response = json(status: status)
        response.headers["Location"] = location
        return response
    }
}
