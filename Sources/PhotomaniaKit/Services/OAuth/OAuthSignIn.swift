import PhotomaniaOAuth

/// The signed-in user a verifier bought: the access token with the application's key and
/// secret, and who the service says signed in.
public struct OAuthSignIn: Sendable, Equatable, CustomStringConvertible {
    public var credentials: OAuthCredentials
    /// The service's id of the user (Flickr's NSID, `21207597@N07`).
    public var userID: UserID
    public var username: String
    public var fullName: String?

    public init(credentials: OAuthCredentials, userID: UserID, username: String, fullName: String? = nil) {
        self.credentials = credentials
        self.userID = userID
        self.username = username
        self.fullName = fullName
    }

    public var description: String { "signed in as \(username) (\(userID)); credentials redacted" }
}
