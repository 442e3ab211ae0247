import Foundation

/// Keeps secrets out of anything a user or a log can see.
public enum Redaction {
    /// Replaces the value of every secret query parameter in `text` (a URL or a sentence holding URLs).
    public static func redact(_ text: String) -> String {
        guard text.contains("key=") || text.contains("oauth_") || text.contains("secret=") || text.contains("password=") else { return text }
        // A value already redacted is left alone, so that text redacted twice keeps what follows it.
        let secret = /(^|[?&;])(consumer_key|consumer_secret|oauth_token|oauth_token_secret|oauth_signature|oauth_verifier|x_auth_password)=(?!REDACTED\b)[^&#\s"']*/
        return text.replacing(secret) { match in "\(match.1)\(match.2)=REDACTED" }
    }
}
