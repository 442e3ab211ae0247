/// How a service lets a user sign in.
public enum SignInMethod: Sendable, Hashable {
    /// A user name and password exchanged for a token (xAuth, on 500px).
    case password
    /// OAuth 1.0a in a browser: the user approves the application and brings back a verifier code.
    case oauthVerifier

    /// How the user signs in: `with a user name and password`.
    public var how: String {
        switch self {
        case .password: "with a user name and password"
        case .oauthVerifier: "in a browser with a verifier code"
        }
    }
}
