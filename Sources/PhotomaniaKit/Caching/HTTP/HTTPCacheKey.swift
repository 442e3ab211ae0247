import Foundation

/// The key a cached API answer is stored under: its URL without secrets, and a digest of the user it was signed for.
public enum HTTPCacheKey {
    /// How many hex digits of the token's SHA-256 go into a key.
    public static let userDigestLength = 32

    /// The URL without the `consumer_key` and `oauth_*` query parameters (names compared decoded, any case) and fragment.
    public static func url(removingSecretsFrom url: String) -> String {
        let withoutFragment = url.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
        guard let questionMark = withoutFragment.firstIndex(of: "?") else { return String(withoutFragment) }
        let base = withoutFragment[..<questionMark]
        let query = withoutFragment[withoutFragment.index(after: questionMark)...]
        let kept = query.split(separator: "&").filter { !isSecret(parameter: $0) }
        return kept.isEmpty ? String(base) : base + "?" + kept.joined(separator: "&")
    }

    /// "GET <url without secrets>", plus " user=<digest of the token>" for a signed request; never the token itself.
    public static func key(method: HTTPMethod, url: String, userToken: String?) -> String {
        let request = method.rawValue + " " + self.url(removingSecretsFrom: url)
        guard let userToken else { return request }
        return request + " user=" + SHA256.hex(of: Array(userToken.utf8)).prefix(userDigestLength)
    }

    /// The path of a URL, still percent-encoded: `/v1/photos/42` of `http://h/v1/photos/42?x=1`; "/" when empty.
    public static func path(of url: String) -> String {
        var rest = Substring(url)
        if let end = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) {
            rest = rest[..<end]
        }
        if let schemeEnd = rest.range(of: "://") {
            let afterScheme = rest[schemeEnd.upperBound...]
            rest = afterScheme.firstIndex(of: "/").map { afterScheme[$0...] } ?? ""
        }
        return rest.isEmpty ? "/" : String(rest)
    }

    /// Whether a `name=value` query member carries a secret: `consumer_key` or `oauth_*`.
    private static func isSecret(parameter: Substring) -> Bool {
        let rawName = parameter.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)[0]
        let name = leniently(percentDecoded: rawName).lowercased()
        return name == "consumer_key" || name.hasPrefix("oauth_")
    }

    /// Decodes every valid `%XX` and `+` (as the server does); a broken escape stays as written.
    private static func leniently(percentDecoded text: Substring) -> String {
        let plusAsSpace = text.replacingOccurrences(of: "+", with: " ")
        return String(decoding: PercentDecoding.bytes(of: plusAsSpace[...], strict: false) ?? [], as: UTF8.self)
    }
}
