import Foundation
import PhotomaniaOAuth

/// A call to a token endpoint of the verifier flow, as `APIClient` sends it: a POST (so that no
/// cache keeps it and a sent one is never repeated) signed with what the client holds, its
/// protocol parameters signed beside the client's.
enum OAuthTokenRoute: APIRoute {
    /// Step 1, signed by the application alone: a request token for `callback` (`oob`: the
    /// service shows the verifier to the person instead of redirecting).
    case requestToken(url: String, callback: String)
    /// Step 3, signed with the request token: the access token `verifier` buys.
    case accessToken(url: String, verifier: String)

    func request(with configuration: APIConfiguration) throws(PhotomaniaError) -> Request {
        let url = switch self {
        case .requestToken(let url, _), .accessToken(let url, _): url
        }
        guard url.hasPrefix("https://") || url.hasPrefix("http://") else { throw .invalidURL(url) }
        var request = Request(method: .post, url: url, headers: [("Content-Type", "application/x-www-form-urlencoded")], body: Data())
        request.maxBodySize = OAuthTokenAnswer.maxBytes
        return request
    }

    var formParameters: [(name: String, value: String)] { [] }
    var invalidatedPaths: [String] { [] }

    var oauthParameters: [(name: String, value: String)] {
        switch self {
        case .requestToken(_, let callback): [("oauth_callback", callback)]
        case .accessToken(_, let verifier): [("oauth_verifier", verifier)]
        }
    }
}
