import PhotomaniaOAuth

/// A request token (step 1 of the verifier flow) waiting for a person's verifier. Its secret
/// signs the exchange for the access token; it is never shown (`description`).
public struct OAuthRequestToken: Sendable, Equatable, CustomStringConvertible {
    public var token: String
    public var secret: String

    public init(token: String, secret: String) {
        self.token = token
        self.secret = secret
    }

    public var description: String { "request token (secret redacted)" }

    /// The form a program keeps between two runs (`login --print-url`, then `--verifier`):
    /// `oauth_token=…&oauth_token_secret=…`. Keep it as a secret (0600).
    public var saved: String {
        OAuthSignatureBase.formEncoded([("oauth_token", token), ("oauth_token_secret", secret)])
    }

    /// A token kept as `saved`; nil when `text` is not one.
    public init?(saved text: String) {
        let fields = OAuthSignatureBase.formParameters(of: text.trimmingCharacters(in: .whitespacesAndNewlines))
        let value = { (name: String) in fields.first { $0.name == name }?.value }
        guard let token = value("oauth_token"), let secret = value("oauth_token_secret"),
              OAuthTokenAnswer.isTokenText(token, allowsEmpty: false), OAuthTokenAnswer.isTokenText(secret, allowsEmpty: true)
        else { return nil }
        self.init(token: token, secret: secret)
    }
}
