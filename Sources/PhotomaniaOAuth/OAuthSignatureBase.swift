import Foundation

/// The signature base string of RFC 5849 §3.4.1: method, base string URI and the normalized
/// parameters (query, form body and protocol parameters, each encoded, then sorted).
public enum OAuthSignatureBase {
    /// nil when `url` has no scheme or host.
    public static func string(method: String, url: String, parameters: [(name: String, value: String)]) -> String? {
        guard let uri = baseStringURI(url) else { return nil }
        let query = URLComponents(string: url)?.percentEncodedQuery.map(formParameters(of:)) ?? []
        return [method.uppercased(), uri, normalized(query + parameters)].map(OAuthPercentEncoding.encode).joined(separator: "&")
    }

    /// §3.4.1.2: scheme and host in lower case, the port only when it is not the scheme's default,
    /// the path as sent (`/` when empty); no query, no fragment.
    static func baseStringURI(_ url: String) -> String? {
        guard let components = URLComponents(string: url), let scheme = components.scheme?.lowercased(),
              let host = components.percentEncodedHost?.lowercased(), !host.isEmpty
        else { return nil }
        let defaultPort = ["http": 80, "https": 443][scheme]
        let port = components.port.flatMap { $0 == defaultPort ? nil : ":\($0)" } ?? ""
        let path = components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath
        return "\(scheme)://\(host)\(port)\(path)"
    }

    /// §3.4.1.3.2: each name and value encoded, sorted by name, then by value, joined with `&`.
    static func normalized(_ parameters: [(name: String, value: String)]) -> String {
        let encoded: [(name: String, value: String)] = parameters.map { parameter in
            (OAuthPercentEncoding.encode(parameter.name), OAuthPercentEncoding.encode(parameter.value))
        }
        let sorted = encoded.sorted { left, right in
            left.name == right.name ? left.value < right.value : left.name < right.name
        }
        return sorted.map { $0.name + "=" + $0.value }.joined(separator: "&")
    }

    /// `name=value&…`, each part encoded as it is signed (§3.6): a query or a form body that
    /// `formParameters(of:)` reads back as the same pairs.
    public static func formEncoded(_ parameters: [(name: String, value: String)]) -> String {
        parameters.map { OAuthPercentEncoding.encode($0.name) + "=" + OAuthPercentEncoding.encode($0.value) }.joined(separator: "&")
    }

    /// `application/x-www-form-urlencoded` text (a query or a form body) as decoded pairs:
    /// `+` is a space, `%XX` a byte; a name without `=` has an empty value.
    public static func formParameters(of text: String) -> [(name: String, value: String)] {
        text.split(separator: "&", omittingEmptySubsequences: true).map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            return (formDecoded(parts[0]), parts.count > 1 ? formDecoded(parts[1]) : "")
        }
    }

    private static func formDecoded(_ text: Substring) -> String {
        let spaced = text.replacingOccurrences(of: "+", with: " ")
        return spaced.removingPercentEncoding ?? spaced
    }
}
