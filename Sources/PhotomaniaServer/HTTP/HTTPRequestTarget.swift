import Foundation
import PhotomaniaHTTPText

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
        guard let path = PercentDecoding.string(of: rawPath), !path.contains("\0") else {
            throw .badRequest("Malformed percent-encoding in the path")
        }
        return (path, try decodeQuery(rawQuery ?? ""))
    }

    /// `a=1&b=x+y&flag` → `[("a", "1"), ("b", "x y"), ("flag", "")]`.
    static func decodeQuery(_ query: Substring) throws(HTTPRequestError) -> [(name: String, value: String)] {
        var parameters: [(name: String, value: String)] = []
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = PercentDecoding.string(of: parts[0], plusAsSpace: true),
                  let value = PercentDecoding.string(of: parts.count > 1 ? parts[1] : "", plusAsSpace: true)
            else { throw .badRequest("Malformed percent-encoding in the query") }
            parameters.append((name, value))
        }
        return parameters
    }
}
