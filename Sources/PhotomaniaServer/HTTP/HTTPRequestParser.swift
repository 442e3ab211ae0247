/// Parses a request head (RFC 9112 §2–§6) strictly enough that a malformed request cannot desync
/// a keep-alive connection.
package enum HTTPRequestParser {
    package static let maximumBodyLength = 16 * 1024 * 1024

    package static func parse(_ bytes: [UInt8]) throws(HTTPRequestError) -> HTTPRequestHead {
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line in
            line.last == UInt8(ascii: "\r") ? line.dropLast() : line
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        guard let requestLine = lines.first else { throw .badRequest("Empty request") }

        var head = try parseRequestLine(requestLine)
        var fields: [(name: String, value: String)] = []
        for line in lines.dropFirst() {
            fields.append(try parseHeaderLine(line))
        }
        head.headers = HTTPHeaderFields(fields)
        try validateFraming(&head)
        return head
    }

    private static func parseRequestLine(_ line: ArraySlice<UInt8>) throws(HTTPRequestError) -> HTTPRequestHead {
        let parts = line.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
        guard parts.count == 3, let method = String(validating: parts[0], as: UTF8.self),
              let target = String(validating: parts[1], as: UTF8.self),
              let version = String(validating: parts[2], as: UTF8.self)
        else { throw .badRequest("Malformed request line") }
        guard !method.isEmpty, method.utf8.allSatisfy(isTokenCharacter) else { throw .badRequest("Malformed method") }
        guard target.hasPrefix("/") || target.hasPrefix("http://") || target.hasPrefix("https://") || (target == "*" && method == "OPTIONS"),
              target.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F })
        else { throw .badRequest("Malformed request target") }
        let minorVersion: Int
        switch version {
        case "HTTP/1.1": minorVersion = 1
        case "HTTP/1.0": minorVersion = 0
        case _ where version.hasPrefix("HTTP/") && version.count == 8:
            throw HTTPRequestError(status: 505, message: "Only HTTP/1.0 and HTTP/1.1 are supported")
        default: throw .badRequest("Malformed HTTP version")
        }
        return HTTPRequestHead(method: method, target: target, minorVersion: minorVersion, headers: HTTPHeaderFields(), contentLength: 0)
    }

    private static func parseHeaderLine(_ line: ArraySlice<UInt8>) throws(HTTPRequestError) -> (name: String, value: String) {
        guard let first = line.first, first != UInt8(ascii: " "), first != UInt8(ascii: "\t") else {
            throw .badRequest("Folded or empty header line")
        }
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { throw .badRequest("Header line without a colon") }
        let name = line[..<colon]
        guard !name.isEmpty, name.allSatisfy(isTokenCharacter) else { throw .badRequest("Malformed header name") }
        let value = line[(colon + 1)...].drop { $0 == 0x20 || $0 == 0x09 }
        let trimmed = value.reversed().drop { $0 == 0x20 || $0 == 0x09 }.reversed()
        guard !trimmed.contains(where: { $0 == 0 || $0 == UInt8(ascii: "\r") }) else {
            throw .badRequest("Control character in a header value")
        }
        return (String(decoding: name, as: UTF8.self), String(decoding: trimmed, as: UTF8.self))
    }

    private static func validateFraming(_ head: inout HTTPRequestHead) throws(HTTPRequestError) {
        let fields = head.headers.fields
        if fields.contains(where: { $0.name.lowercased() == "transfer-encoding" }) {
            throw HTTPRequestError(status: 501, message: "Transfer-Encoding in requests is not supported; send Content-Length")
        }
        let lengths = Set(fields.filter { $0.name.lowercased() == "content-length" }.flatMap { $0.value.split(separator: ",") }.map {
            $0.trimmingHTTPWhitespace
        })
        if let length = lengths.first {
            guard lengths.count == 1, !length.isEmpty, length.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let count = Int(length) else {
                throw .badRequest("Malformed Content-Length")
            }
            guard count <= maximumBodyLength else { throw HTTPRequestError(status: 413, message: "Request body too large") }
            head.contentLength = count
        }
        if head.minorVersion >= 1, fields.filter({ $0.name.lowercased() == "host" }).count != 1 {
            throw .badRequest("HTTP/1.1 requests need exactly one Host header")
        }
    }

    /// RFC 9110 §5.6.2 `tchar`.
    private static func isTokenCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default:
            "!#$%&'*+-.^_`|~".utf8.contains(byte)
        }
    }
}
