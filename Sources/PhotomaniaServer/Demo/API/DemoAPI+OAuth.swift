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

    /// Verifies the request's signature, made with a token of `kind` (or with none when `kind`
    /// is nil), and that its nonce is new. An access token must also be one this state issued:
    /// a fresh or reset state refuses earlier tokens with the contract's "Authorization required".
    func signed(_ request: HTTPRequest, by kind: DemoTokens.Kind?) -> SignedRequest {
        let verifier = configuration.accounts.verifier(accepting: kind)
        let now = Date()
        let result = verifier.verify(
            method: request.method, url: signedURL(of: request), authorization: request.headers["Authorization"],
            formParameters: DemoForm.bodyFields(of: request), now: now)
        let verified: VerifiedRequest
        switch result {
        case .success(let success): verified = success
        case .failure(let rejection): return .refused(DemoResponse.error(401, rejection.description))
        }
        var userID: Int?
        if let kind {
            guard let token = verified.token else { return .refused(DemoResponse.error(401, OAuthRejection.notSigned.description)) }
            if kind == .access {
                do {
                    userID = try configuration.state.userOfAccessToken(token)
                } catch {
                    return .refused(DemoResponse.internalServerError())
                }
                guard userID != nil else { return .refused(DemoResponse.error(401, OAuthRejection.notSigned.description)) }
            }
        }
        let timestamp = verified.header.value("oauth_timestamp").flatMap { Int($0) } ?? 0
        guard configuration.state.admitNonce(
            consumerKey: verified.consumerKey, token: verified.token, nonce: verified.nonce, timestamp: timestamp,
            now: now, window: verifier.allowedClockSkew)
        else { return .refused(DemoResponse.error(401, "Invalid OAuth Request: the nonce was already used")) }
        return .verified(verified, userID: userID)
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

    /// The URL the client signed: this server's origin, the path and the query as received.
    private func signedURL(of request: HTTPRequest) -> String {
        let path = request.path.split(separator: "/", omittingEmptySubsequences: false).map { OAuthPercentEncoding.encode(String($0)) }.joined(separator: "/")
        let query = OAuthSignatureBase.formEncoded(request.query)
        return origin(for: request) + path + (query.isEmpty ? "" : "?" + query)
    }

    private func tokenResponse(_ issued: (token: String, secret: String), extra: String) -> HTTPResponse {
        HTTPResponse(
            status: 200, headers: HTTPHeaderFields([("Content-Type", "application/x-www-form-urlencoded")]),
            body: Data("oauth_token=\(issued.token)&oauth_token_secret=\(issued.secret)\(extra)".utf8))
    }
}
