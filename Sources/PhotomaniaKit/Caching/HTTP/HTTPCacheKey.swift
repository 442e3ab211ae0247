import Foundation
import PhotomaniaHTTPText

/// The key a cached API answer is stored under: its URL without secrets, and digests of the
/// application (consumer key), the login in the URL and the user it was signed for, so that an
/// answer is served only to a request made with the same ones.
public enum HTTPCacheKey {
    /// How many hex digits of a secret's SHA-256 go into a key.
    public static let userDigestLength = 32

    /// The URL without its userinfo (`user:password@`), the `consumer_key`, `api_key` and
    /// `oauth_*` query parameters (names compared decoded, any case) and fragment.
    public static func url(removingSecretsFrom url: String) -> String {
        let withoutFragment = url.pieces(between: "#", maxSplits: 1)[0]
        let halves = withoutFragment.pieces(between: "?", maxSplits: 1)
        let base = Redaction.splittingUserinfo(String(halves[0])).url
        guard halves.count == 2 else { return base }
        let kept = halves[1].pieces(between: "&").filter { !$0.isEmpty && !isSecret(parameter: $0) }
        return kept.isEmpty ? base : base + "?" + kept.joined(separator: "&")
    }

    /// "GET <url without secrets>", plus " app=", " login=" and " user=" with digests of the
    /// consumer key, the URL's userinfo and the token when there are any; never the secrets themselves.
    public static func key(method: HTTPMethod, url: String, userToken: String?, consumerKey: String? = nil) -> String {
        let userinfo = Redaction.splittingUserinfo(String(url.pieces(between: "?", maxSplits: 1)[0])).userinfo
        let parts = [("app", consumerKey), ("login", userinfo), ("user", userToken)].compactMap { name, secret in
            secret.map { " \(name)=" + SHA256.hex(of: Array($0.utf8)).prefix(userDigestLength) }
        }
        return method.rawValue + " " + self.url(removingSecretsFrom: url) + parts.joined()
    }

    /// The path of a URL, still percent-encoded: `/v1/photos/42` of `http://h/v1/photos/42?x=1`; "/" when empty.
    public static func path(of url: String) -> String {
        var rest = url.pieces(between: "#", maxSplits: 1)[0].pieces(between: "?", maxSplits: 1)[0]
        let scheme = rest.pieces(between: ":", maxSplits: 1)
        if scheme.count == 2, scheme[1].unicodeScalars.starts(with: "//".unicodeScalars) {
            let authorityAndPath = scheme[1].unicodeScalars.dropFirst(2)
            rest = authorityAndPath.firstIndex(of: "/").map { Substring(authorityAndPath[$0...]) } ?? ""
        }
        return rest.isEmpty ? "/" : String(rest)
    }

    /// Whether a `name=value` query member carries a secret: `consumer_key`, `api_key` (the
    /// application's key: its digest is in the key already) or `oauth_*`.
    private static func isSecret(parameter: Substring) -> Bool {
        let name = leniently(percentDecoded: parameter.pieces(between: "=", maxSplits: 1)[0])
            .map { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) ? $0 + 32 : $0 }
        return name == Array("consumer_key".utf8) || name == Array("api_key".utf8) || name.starts(with: "oauth_".utf8)
    }

    /// Decodes every valid `%XX` and `+` (as the server does); a broken escape stays as written.
    private static func leniently(percentDecoded text: Substring) -> [UInt8] {
        PercentDecoding.bytes(of: text, strict: false, plusAsSpace: true) ?? []
    }
}
