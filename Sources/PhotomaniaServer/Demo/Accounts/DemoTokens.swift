import Foundation
import PhotomaniaOAuth

/// Tokens that carry what they stand for: `<kind>-<user id>-<random>`, whose secret is the HMAC
/// of the token under the server's secret. A token the server did not issue has no secret it
/// could know, so its signatures never verify. Request tokens need nothing more; access tokens
/// are also recorded in `DemoState`, which is how a fresh or reset state revokes them.
struct DemoTokens: Sendable {
    enum Kind: String, Sendable, CaseIterable {
        case request = "rt"
        /// The 500px face's access tokens, which may do everything.
        case access = "at"
        /// The Flickr face's, one a permission (contract §8.1).
        case flickrRead = "fr"
        case flickrWrite = "fw"
        case flickrDelete = "fd"
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

    /// The code the authorize page shows for a request token and the permission granted,
    /// `123-456-789` as Flickr's are: derived, so any server process with the same secret
    /// accepts it, and only for that token and permission.
    func verifier(for requestToken: String, perms: FlickrPermission) -> String {
        let digest = HMACSHA1.digest(of: Data("verifier \(requestToken) \(perms.rawValue)".utf8), key: Data(secret.utf8))
        let number = digest.prefix(4).reduce(0) { $0 << 8 | Int($1) } % 1_000_000_000
        let digits = String(format: "%09d", number)
        return [digits.prefix(3), digits.dropFirst(3).prefix(3), digits.suffix(3)].joined(separator: "-")
    }

    /// The permission a typed verifier grants for `requestToken`, spaces and dashes ignored; nil
    /// when it is no code the authorize page showed for that token.
    func permission(grantedBy verifier: String, for requestToken: String) -> FlickrPermission? {
        let typed = verifier.filter(\.isNumber)
        return FlickrPermission.allCases.first { self.verifier(for: requestToken, perms: $0).filter(\.isNumber) == typed }
    }

    /// The kind and user of a well-formed token.
    func parse(_ token: String) -> (kind: Kind, userID: Int)? {
        let parts = token.split(separator: "-")
        guard parts.count == 3, let kind = Kind(rawValue: String(parts[0])), let userID = Int(parts[1]), parts[2].count == 32 else { return nil }
        return (kind, userID)
    }
}
