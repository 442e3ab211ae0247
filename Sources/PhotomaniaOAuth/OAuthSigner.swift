import Foundation

/// Signs requests with HMAC-SHA1 (RFC 5849 §3.4.2), the protocol parameters carried in an
/// `Authorization: OAuth …` header (§3.5.1).
public struct OAuthSigner: Sendable {
    public let credentials: OAuthCredentials

    public init(credentials: OAuthCredentials) {
        self.credentials = credentials
    }

    /// The `Authorization` header for a request to `url` (its query included) with
    /// `formParameters` in an `application/x-www-form-urlencoded` body. `protocolParameters` adds
    /// `oauth_callback` or `oauth_verifier`; nil when `url` has no scheme or host.
    public func authorization(
        method: String, url: String, formParameters: [(name: String, value: String)] = [],
        protocolParameters: [(name: String, value: String)] = [],
        nonce: String = OAuthSigner.makeNonce(), timestamp: Int = Int(Date().timeIntervalSince1970)
    ) -> String? {
        var oauth: [(name: String, value: String)] = [
            ("oauth_consumer_key", credentials.consumerKey),
            ("oauth_nonce", nonce),
            ("oauth_signature_method", "HMAC-SHA1"),
            ("oauth_timestamp", String(timestamp)),
            ("oauth_version", "1.0"),
        ] + protocolParameters
        if let token = credentials.token { oauth.append(("oauth_token", token)) }
        guard let signature = signature(method: method, url: url, parameters: formParameters + oauth) else { return nil }
        oauth.append(("oauth_signature", signature))
        let fields = oauth.sorted { $0.name < $1.name }.map { "\($0.name)=\"\(OAuthPercentEncoding.encode($0.value))\"" }
        return "OAuth " + fields.joined(separator: ", ")
    }

    /// The base64 HMAC-SHA1 of the request's base string, keyed by both secrets (§3.4.2).
    public func signature(method: String, url: String, parameters: [(name: String, value: String)]) -> String? {
        guard let base = OAuthSignatureBase.string(method: method, url: url, parameters: parameters) else { return nil }
        let key = OAuthPercentEncoding.encode(credentials.consumerSecret) + "&" + OAuthPercentEncoding.encode(credentials.tokenSecret ?? "")
        return Data(HMACSHA1.digest(of: Data(base.utf8), key: Data(key.utf8))).base64EncodedString()
    }

    /// 32 random letters and digits: unique per request, as §3.3 asks.
    public static func makeNonce() -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
        var generator = SystemRandomNumberGenerator()
        return String((0..<32).map { _ in alphabet[Int(generator.next(upperBound: UInt(alphabet.count)))] })
    }
}
