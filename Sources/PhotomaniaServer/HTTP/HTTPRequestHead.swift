/// A request's head as received, before its target is decoded.
package struct HTTPRequestHead {
    var method: String
    /// The request target exactly as sent, e.g. `/v1/photos?feature=popular`.
    package var target: String
    /// 0 for HTTP/1.0, 1 for HTTP/1.1.
    var minorVersion: Int
    package var headers: HTTPHeaderFields
    package var contentLength: Int

    /// HTTP/1.1 keeps the connection unless told `close`; HTTP/1.0 closes unless told `keep-alive`.
    package var wantsKeepAlive: Bool {
        let tokens = connectionTokens
        if tokens.contains("close") { return false }
        return minorVersion >= 1 || tokens.contains("keep-alive")
    }

    var expectsContinue: Bool {
        headers.fields.contains { $0.name.lowercased() == "expect" && $0.value.lowercased() == "100-continue" }
    }

    private var connectionTokens: Set<String> {
        var tokens: Set<String> = []
        for field in headers.fields where field.name.lowercased() == "connection" {
            for token in field.value.split(separator: ",") {
                tokens.insert(token.trimmingHTTPWhitespace.lowercased())
            }
        }
        return tokens
    }
}

/// A request the server refuses before its handler sees it; the connection closes after the answer.
package struct HTTPRequestError: Error, Equatable {
    let status: Int
    let message: String

    static func badRequest(_ message: String) -> HTTPRequestError {
        HTTPRequestError(status: 400, message: message)
    }
}
