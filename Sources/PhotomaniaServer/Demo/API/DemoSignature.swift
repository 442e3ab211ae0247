import Foundation
import PhotomaniaOAuth

/// A request whose OAuth signature this server verified, with the user of its access token.
struct DemoSignature {
    let request: VerifiedRequest
    /// The token's kind; nil when the application signed alone.
    let kind: DemoTokens.Kind?
    /// The user an access token was issued to (nil for a request token or none).
    let userID: Int?
}

/// Why a signed request is refused, whichever face then words it.
enum DemoSigningRefusal: Error {
    case rejected(OAuthRejection)
    case nonceUsed
    /// A token was needed and none was sent, or an access token this state never issued.
    case notAuthorized
    case stateFailed
}

extension DemoAPI {
    /// Verifies a signature made with a token of one of `kinds` (or with none when `kinds` is
    /// empty), and that its nonce is new. An access token must also be one this state issued, so
    /// a fresh or reset state refuses earlier tokens. `url`, `protocolParameters` and
    /// `formParameters` are as `OAuthVerifier` takes them.
    func verifySignature(
        method: String, url: String, protocolParameters: [(name: String, value: String)],
        formParameters: [(name: String, value: String)], accepting kinds: Set<DemoTokens.Kind>
    ) -> Result<DemoSignature, DemoSigningRefusal> {
        let verifier = configuration.accounts.verifier(accepting: kinds)
        let now = Date()
        let verified: VerifiedRequest
        switch verifier.verify(method: method, url: url, protocolParameters: protocolParameters, formParameters: formParameters, now: now) {
        case .success(let success): verified = success
        case .failure(let rejection): return .failure(.rejected(rejection))
        }
        let kind = verified.token.flatMap { configuration.accounts.tokens.parse($0)?.kind }
        guard kinds.isEmpty || kind != nil else { return .failure(.notAuthorized) }
        var userID: Int?
        if let kind, kind != .request, let token = verified.token {
            do {
                userID = try configuration.state.userOfAccessToken(token)
            } catch {
                return .failure(.stateFailed)
            }
            guard userID != nil else { return .failure(.notAuthorized) }
        }
        guard configuration.state.admitNonce(
            consumerKey: verified.consumerKey, token: verified.token, nonce: verified.nonce, timestamp: verified.timestamp,
            now: now, window: verifier.allowedClockSkew)
        else { return .failure(.nonceUsed) }
        return .success(DemoSignature(request: verified, kind: kind, userID: userID))
    }
}
