import Foundation

/// Checks a signed request the way a server must (RFC 5849 §3.2): HMAC-SHA1 only, a known
/// consumer (and token, when one is given), a timestamp near now, and the signature recomputed
/// over the request as received. Remembering nonces is the caller's: it owns the state.
public struct OAuthVerifier: Sendable {
    /// The secret of a consumer key, or of a token; nil when unknown.
    public typealias SecretLookup = @Sendable (String) -> String?

    public let consumerSecret: SecretLookup
    public let tokenSecret: SecretLookup
    /// How far a request's timestamp may be from the server's clock, in seconds.
    public var allowedClockSkew = 300

    public init(consumerSecret: @escaping SecretLookup, tokenSecret: @escaping SecretLookup) {
        self.consumerSecret = consumerSecret
        self.tokenSecret = tokenSecret
    }

    /// The verified credentials' public parts, or why the request is refused. `url` is the
    /// request's URL as the client addressed it (scheme, `Host`, target with its query).
    public func verify(
        method: String, url: String, authorization: String?, formParameters: [(name: String, value: String)], now: Date
    ) -> Result<VerifiedRequest, OAuthRejection> {
        guard let authorization, let header = OAuthAuthorizationHeader(authorization) else { return .failure(.notSigned) }
        return verify(method: method, url: url, protocolParameters: header.parameters, formParameters: formParameters, now: now)
    }

    /// The same for protocol parameters carried anywhere (RFC 5849 §3.5: a header, the query or
    /// the form body): `url` and `formParameters` are then the request's without them.
    public func verify(
        method: String, url: String, protocolParameters: [(name: String, value: String)],
        formParameters: [(name: String, value: String)], now: Date
    ) -> Result<VerifiedRequest, OAuthRejection> {
        let value = { (name: String) in protocolParameters.first { $0.name == name }?.value }
        guard let key = value("oauth_consumer_key"), let signature = value("oauth_signature"),
              let nonce = value("oauth_nonce"), !nonce.isEmpty,
              let timestamp = value("oauth_timestamp").flatMap(Int.init)
        else { return .failure(.missingParameter) }
        guard value("oauth_signature_method") == "HMAC-SHA1" else { return .failure(.unsupportedSignatureMethod) }
        guard let secret = consumerSecret(key) else { return .failure(.unknownConsumer) }
        let token = value("oauth_token")
        let secretOfToken = token.map(tokenSecret)
        if case .some(.none) = secretOfToken { return .failure(.unknownToken) }
        guard abs(timestamp - Int(now.timeIntervalSince1970)) <= allowedClockSkew else { return .failure(.staleTimestamp) }

        let signed = formParameters + protocolParameters.filter { $0.name != "oauth_signature" }
        let signer = OAuthSigner(credentials: OAuthCredentials(consumerKey: key, consumerSecret: secret, token: token, tokenSecret: secretOfToken ?? nil))
        guard let expected = signer.signature(method: method, url: url, parameters: signed),
              Self.constantTimeEqual(expected, signature)
        else { return .failure(.badSignature) }
        return .success(VerifiedRequest(
            consumerKey: key, token: token, nonce: nonce, timestamp: timestamp, verifier: value("oauth_verifier"), callback: value("oauth_callback")))
    }

    private static func constantTimeEqual(_ left: String, _ right: String) -> Bool {
        let left = Array(left.utf8), right = Array(right.utf8)
        guard left.count == right.count else { return false }
        return zip(left, right).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }
}

public struct VerifiedRequest: Sendable, Equatable {
    public let consumerKey: String
    public let token: String?
    public let nonce: String
    public let timestamp: Int
    /// `oauth_verifier`, sent when trading a request token for an access token.
    public let verifier: String?
    /// `oauth_callback`, sent when asking for a request token.
    public let callback: String?
}

/// Why a signed request is refused; each is a 401 on the wire.
public enum OAuthRejection: Error, Sendable, Equatable, CustomStringConvertible {
    case notSigned, missingParameter, unsupportedSignatureMethod, unknownConsumer, unknownToken, staleTimestamp, badSignature

    public var description: String {
        switch self {
        case .notSigned: "Authorization required"
        case .missingParameter: "Invalid OAuth Request: a protocol parameter is missing"
        case .unsupportedSignatureMethod: "Invalid OAuth Request: only HMAC-SHA1 is supported"
        case .unknownConsumer: "Invalid OAuth Request: unknown consumer key"
        case .unknownToken: "Invalid OAuth Request: unknown or revoked token"
        case .staleTimestamp: "Invalid OAuth Request: the timestamp is too far from the server's clock"
        case .badSignature: "Invalid OAuth Request: the signature does not match"
        }
    }
}
