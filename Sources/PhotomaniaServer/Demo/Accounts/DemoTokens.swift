import Foundation
import PhotomaniaOAuth

/// Tokens that carry what they stand for: `<kind>-<user id>-<random>`, whose secret is the HMAC
/// of the token under the server's secret. A token the server did not issue has no secret it
/// could know, so its signatures never verify. Request tokens need nothing more; access tokens
/// are also recorded in `DemoState`, which is how a fresh or reset state revokes them.
struct DemoTokens: Sendable {
    enum Kind: String, Sendable {
        case request = "rt"
        case access = "at"
    }

    let secret: String

    func issue(_ kind: Kind, userID: Int) -> (token: String, secret: String) {
        let random = (0..<16).map { _ in String(format: "%02x", UInt8.random(in: 0...255)) }.joined()
        let token = "\(kind.rawValue)-\(userID)-\(random)"
        return (token, secret(of: token))
    }

    func secret(of token: String) -> String {
        HMACSHA1.digest(of: Data(token.utf8), key: Data(secret.utf8)).map { String(format: "%02x", $0) }.joined()
    }

    /// The kind and user of a well-formed token.
    func parse(_ token: String) -> (kind: Kind, userID: Int)? {
        let parts = token.split(separator: "-")
        guard parts.count == 3, let kind = Kind(rawValue: String(parts[0])), let userID = Int(parts[1]), parts[2].count == 32 else { return nil }
        return (kind, userID)
    }
}
