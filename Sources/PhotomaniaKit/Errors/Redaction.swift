import Foundation

/// Keeps secrets out of anything a user or a log can see.
public enum Redaction {
    /// Replaces the value of every secret query parameter in `text` (a URL or a sentence holding
    /// URLs), and the userinfo of every URL (`http://user:password@host` → `http://REDACTED@host`).
    public static func redact(_ text: String) -> String {
        var text = text
        if text.contains("@"), text.contains("://") {
            // Up to the authority's last `@`, as libcurl reads it; a value already redacted stays.
            text = text.replacing(/:\/\/(?!REDACTED@)[^\/?#\s"'@]*(?:@[^\/?#\s"'@]*)*@/) { _ in "://REDACTED@" }
        }
        guard text.contains("key=") || text.contains("oauth_") || text.contains("secret=") || text.contains("password=") else { return text }
        // A value already redacted is left alone, so that text redacted twice keeps what follows it.
        let secret = /(^|[?&;])(api_key|consumer_key|consumer_secret|oauth_token|oauth_token_secret|oauth_signature|oauth_verifier|x_auth_password)=(?!REDACTED\b)[^&#\s"']*/
        return text.replacing(secret) { match in "\(match.1)\(match.2)=REDACTED" }
    }

    /// A URL without its userinfo, and the userinfo (nil when it has none).
    public static func splittingUserinfo(_ url: String) -> (url: String, userinfo: String?) {
        guard let schemeEnd = url.range(of: "://") else { return (url, nil) }
        let authority = url[schemeEnd.upperBound...].prefix { !"/?#".contains($0) }
        guard let at = authority.lastIndex(of: "@") else { return (url, nil) }
        return (String(url[..<schemeEnd.upperBound]) + url[url.index(after: at)...], String(authority[..<at]))
    }
}
