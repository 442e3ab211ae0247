import Foundation

/// JSON bodies the way the API sends them: UTF-8, keys sorted (so equal input gives equal
/// bytes), slashes unescaped.
enum DemoResponse {
    static let jsonContentType = "application/json; charset=utf-8"

    static func json(_ value: some Encodable, status: Int = 200) -> HTTPResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            return HTTPResponse(status: status, headers: jsonHeaders, body: try encoder.encode(value))
        } catch {
            return HTTPResponse(
                status: 500,
                headers: jsonHeaders,
                body: Data(#"{"error":"Internal Server Error","status":500}"#.utf8)
            )
        }
    }

    /// `{"error": message, "status": status}`, the shape of every documented API error.
    static func error(_ status: Int, _ message: String) -> HTTPResponse {
        json(ErrorBody(error: message, status: status), status: status)
    }

    /// The contract's 500, for a state file that failed mid-request.
    static func internalServerError() -> HTTPResponse {
        error(500, "Internal Server Error")
    }

    static func methodNotAllowed(allowing allowed: String = "GET, HEAD") -> HTTPResponse {
        var response = error(405, "Method Not Allowed")
        response.headers["Allow"] = allowed
        return response
    }

    private static var jsonHeaders: HTTPHeaderFields {
        HTTPHeaderFields([(name: "Content-Type", value: jsonContentType)])
    }

    private struct ErrorBody: Encodable {
        let error: String
        let status: Int
    }
}
