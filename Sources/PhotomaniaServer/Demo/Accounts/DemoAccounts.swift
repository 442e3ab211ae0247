import Foundation
import PhotomaniaOAuth

/// Who may sign in to the demo server, and with which application. Documented, because they are
/// demo values: the consumer key `photomania-demo` with secret `photomania-demo-secret`, and
/// the user `demo` with password `demo`, who is the catalog's first user.
public struct DemoAccounts: Sendable {
    public static let consumerKey = "photomania-demo"
    public static let consumerSecret = "photomania-demo-secret"
    public static let username = "demo"
    public static let password = "demo"

    let tokens: DemoTokens

    /// `secret` keys every token the server issues. An access token also has to be in the
    /// server's `DemoState`, so the same secret and the same state file keep it valid across
    /// server processes (the embedded server starts afresh for each command).
    public init(secret: String = "photomania-demo-server") {
        tokens = DemoTokens(secret: secret)
    }

    func consumerSecret(of key: String) -> String? {
        key == Self.consumerKey ? Self.consumerSecret : nil
    }

    /// The catalog user a user name and password sign in as; nil when they do not match.
    func userID(username: String, password: String, in catalog: DemoCatalog) -> Int? {
        guard username.lowercased() == Self.username, password == Self.password else { return nil }
        return catalog.users.first?.id
    }

    /// A verifier of requests signed with a token of one of `kinds` (none: the application alone).
    func verifier(accepting kinds: Set<DemoTokens.Kind>) -> OAuthVerifier {
        OAuthVerifier(
            consumerSecret: { [self] in consumerSecret(of: $0) },
            tokenSecret: { [tokens] token in tokens.parse(token).flatMap { kinds.contains($0.kind) ? tokens.secret(of: token) : nil } })
    }
}
