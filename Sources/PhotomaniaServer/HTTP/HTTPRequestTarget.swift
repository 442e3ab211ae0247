import Foundation

/// Splits a request target into its percent-decoded path and query parameters.
package enum HTTPRequestTarget {
    package static func decode(_ target: String) throws(HTTPRequestError) -> (path: String, query: [(name: String, value: String)]) {
        var relative = Substring(target)
        if let schemeEnd = relative.range(of: "://") {
            let afterAuthority = relative[schemeEnd.upperBound...]
            relative = afterAuthority.firstIndex(of: "/").map { afterAuthority[$0...] } ?? "/"
        }
        if let fragment = relative.firstIndex(of: "#") { relative = relative[..<fragment] }
        let rawPath: Substring, rawQuery: Substring?
        if let mark = relative.firstIndex(of: "?") {
            rawPath = relative[..<mark]
            rawQuery = relative[relative.index(after: mark)...]
        } else {
            rawPath = relative
            rawQuery = nil
        }
        guard let path = percentDecoded(rawPath, plusAsSpace: false), !path.contains("\0") else {
            throw .badRequest("Malformed percent-encoding in the path")
        }
        return (path, try decodeQuery(rawQuery ?? ""))
    }

    /// `a=1&b=x+y&flag` → `[("a", "1"), ("b", "x y"), ("flag", "")]`.
    static func decodeQuery(_ query: Substring) throws(HTTPRequestError) -> [(name: String, value: String)] {
        var parameters: [(name: String, value: String)] = []
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = percentDecoded(parts[0], plusAsSpace: true),
                  let value = percentDecoded(parts.count > 1 ? parts[1] : "", plusAsSpace: true)
            else { throw .badRequest("Malformed percent-encoding in the query") }
            parameters.append((name, value))
        }
        return parameters
    }

    /// Decodes `%XX` (and `+` when asked); nil for a broken escape or bytes that are not UTF-8.
    static func percentDecoded(_ text: Substring, plusAsSpace: Bool) -> String? {
        // Bytes, not Characters: a combining mark after `%` makes one Character that is not "%".
        guard text.utf8.contains(UInt8(ascii: "%")) || (plusAsSpace && text.utf8.contains(UInt8(ascii: "+"))) else { return String(text) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            switch byte {
            case UInt8(ascii: "+") where plusAsSpace:
                bytes.append(UInt8(ascii: " "))
            case UInt8(ascii: "%"):
                guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else { return nil }
                bytes.append(high << 4 | low)
            default:
                bytes.append(byte)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
