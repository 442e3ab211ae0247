import Foundation
import PhotomaniaOAuth

/// Who sent a request: anyone, or the user whose access token signed it.
struct DemoCaller: Equatable {
    let userID: Int?

    static let anonymous = DemoCaller(userID: nil)
}

extension DemoAPI {
    /// A request without an `Authorization: OAuth …` header comes from anyone. A header is always
    /// verified, so a bad one is a 401 rather than a quiet fall-back to anonymous; it names a user
    /// when it carries an access token this server issued.
    func caller(of request: HTTPRequest) throws(DemoRefusal) -> DemoCaller {
        guard let authorization = request.headers["Authorization"],
              authorization.split(separator: " ", maxSplits: 1).first?.lowercased() == "oauth"
        else { return .anonymous }
        let carriesToken = OAuthAuthorizationHeader(authorization)?.value("oauth_token") != nil
        switch signed(request, by: carriesToken ? .access : nil) {
        case .verified(_, let userID): return DemoCaller(userID: userID)
        case .refused(let response): throw DemoRefusal(response)
        }
    }
}
