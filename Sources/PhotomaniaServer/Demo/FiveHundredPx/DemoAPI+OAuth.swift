import Foundation
import PhotomaniaOAuth

extension DemoAPI {
    /// `POST /v1/oauth/request_token` (signed by the application alone) and
    /// `POST /v1/oauth/access_token` with xAuth (`x_auth_mode=client_auth`, user name and
    /// password in the form body, signed with the request token). Each answers form-encoded
    /// `oauth_token=…&oauth_token_secret=…`.
    func oauth(_ route: [String], request: HTTPRequest) -> HTTPResponse {
        guard request.method == "POST" else { return DemoResponse.methodNotAllowed(allowing: "POST") }
        switch route {
        case ["oauth", "request_token"]:
            return signed(request, by: nil).map { _ in
                tokenResponse(configuration.accounts.tokens.issue(.request, userID: 0), extra: "&oauth_callback_confirmed=true")
            }
        case ["oauth", "access_token"]:
            return signed(request, by: .request).map { _ in
                let form = DemoForm.bodyFields(of: request)
                let value = { (name: String) in form.first { $0.name == name }?.value }
                guard value("x_auth_mode") == "client_auth" else {
                    return DemoResponse.error(400, "Only xAuth is supported here: send x_auth_mode=client_auth")
                }
                guard let userID = configuration.accounts.userID(
                    username: value("x_auth_username") ?? "", password: value("x_auth_password") ?? "", in: catalog)
                else { return DemoResponse.error(401, "Invalid OAuth Request: wrong user name or password") }
                let issued = configuration.accounts.tokens.issue(.access, userID: userID)
                do {
                    try configuration.state.recordAccessToken(issued.token, userID: userID)
                } catch {
                    return DemoResponse.internalServerError()
                }
                return tokenResponse(issued, extra: "")
            }
        default:
            return DemoResponse.error(404, "Not found")
        }
    }

    /// Verifies the request's signature (in its `Authorization` header), made with a token of
    /// `kind` (or with none when `kind` is nil), and that its nonce is new; a refusal is the
    /// contract's 401 ("Authorization required" for a token this state never issued).
    func signed(_ request: HTTPRequest, by kind: DemoTokens.Kind?) -> SignedRequest {
        guard let authorization = request.headers["Authorization"], let header = OAuthAuthorizationHeader(authorization) else {
            return .refused(DemoResponse.error(401, OAuthRejection.notSigned.description))
        }
        let result = verifySignature(
            method: request.method, url: signedURL(of: request), protocolParameters: header.parameters,
            formParameters: DemoForm.bodyFields(of: request), accepting: kind.map { [$0] } ?? [])
        switch result {
        case .success(let signature): return .verified(signature.request, userID: signature.userID)
        case .failure(.rejected(let rejection)): return .refused(DemoResponse.error(401, rejection.description))
        case .failure(.notAuthorized): return .refused(DemoResponse.error(401, OAuthRejection.notSigned.description))
        case .failure(.nonceUsed): return .refused(DemoResponse.error(401, "Invalid OAuth Request: the nonce was already used"))
        case .failure(.stateFailed): return .refused(DemoResponse.internalServerError())
        }
    }

    /// A verified request (with the user of its access token, when signed with one), or the 401
    /// (or 500) that refuses it.
    enum SignedRequest {
        case verified(VerifiedRequest, userID: Int?)
        case refused(HTTPResponse)

        func map(_ respond: (VerifiedRequest) -> HTTPResponse) -> HTTPResponse {
            switch self {
            case .verified(let verified, _): respond(verified)
            case .refused(let response): response
            }
        }
    }

    /// The URL the client signed: this server's origin, the path and the query as received
    /// (less the parameters `leaving` drops: protocol parameters carried in the query).
    func signedURL(of request: HTTPRequest, leaving dropped: (String) -> Bool = { _ in false }) -> String {
        let path = request.path.split(separator: "/", omittingEmptySubsequences: false).map { OAuthPercentEncoding.encode(String($0)) }.joined(separator: "/")
        let query = OAuthSignatureBase.formEncoded(request.query.filter { !dropped($0.name) })
        return origin(for: request) + path + (query.isEmpty ? "" : "?" + query)
    }

    func tokenResponse(_ issued: (token: String, secret: String), extra: String) -> HTTPResponse {
        HTTPResponse(
            status: 200, headers: HTTPHeaderFields([("Content-Type", "application/x-www-form-urlencoded")]),
            body: Data("oauth_token=\(issued.token)&oauth_token_secret=\(issued.secret)\(extra)".utf8))
    }
}
