/// One call of a service's API as `APIClient` sends it: a pure function from the call to a
/// `Request`, the form fields the signature covers, and the stored answers a write makes wrong.
public protocol APIRoute: Sendable {
    func request(with configuration: APIConfiguration) throws(PhotomaniaError) -> Request
    /// What goes in an `application/x-www-form-urlencoded` body (and into the signature).
    var formParameters: [(name: String, value: String)] { get }
    /// Paths below the base URL whose stored answers this call makes wrong once sent.
    var invalidatedPaths: [String] { get }
    /// OAuth protocol parameters the call signs beside the client's own (`oauth_callback`,
    /// `oauth_verifier`); none for most.
    var oauthParameters: [(name: String, value: String)] { get }
}

extension APIRoute {
    public var oauthParameters: [(name: String, value: String)] { [] }
}
