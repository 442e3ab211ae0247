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
                let form = formParameters(of: request)
                let value = { (name: String) in form.first { $0.name == name }?.value }
                guard value("x_auth_mode") == "client_auth" else {
                    return DemoResponse.error(400, "Only xAuth is supported here: send x_auth_mode=client_auth")
                }
                guard let userID = configuration.accounts.userID(
                    username: value("x_auth_username") ?? "", password: value("x_auth_password") ?? "", in: catalog)
                else { return DemoResponse.error(401, "Invalid OAuth Request: wrong user name or password") }
                return tokenResponse(configuration.accounts.tokens.issue(.access, userID: userID), extra: "")
            }
        default:
            return DemoResponse.error(404, "Not found")
        }
    }

    /// Verifies the request's signature, made with a token of `kind` (or with none when `kind`
    /// is nil); `map` then answers, or says why in a 401.
    func signed(_ request: HTTPRequest, by kind: DemoTokens.Kind?) -> SignedRequest {
        let verifier = configuration.accounts.verifier(accepting: kind)
        var result = verifier.verify(
            method: request.method, url: signedURL(of: request), authorization: request.headers["Authorization"],
            formParameters: formParameters(of: request), now: Date())
        if kind != nil, case .success(let verified) = result, verified.token == nil {
            result = .failure(.notSigned)
        }
        return SignedRequest(result: result)
    }

    struct SignedRequest {
        let result: Result<VerifiedRequest, OAuthRejection>

        func map(_ respond: (VerifiedRequest) -> HTTPResponse) -> HTTPResponse {
            switch result {
            case .success(let verified): respond(verified)
            case .failure(let rejection): DemoResponse.error(401, rejection.description)
            }
        }
    }

    /// The URL the client signed: this server's origin, the path and the query as received.
    private func signedURL(of request: HTTPRequest) -> String {
        let path = request.path.split(separator: "/", omittingEmptySubsequences: false).map { OAuthPercentEncoding.encode(String($0)) }.joined(separator: "/")
        let query = OAuthSignatureBase.formEncoded(request.query)
        return origin(for: request) + path + (query.isEmpty ? "" : "?" + query)
    }

    private func formParameters(of request: HTTPRequest) -> [(name: String, value: String)] {
        guard request.headers["Content-Type"]?.lowercased().hasPrefix("application/x-www-form-urlencoded") == true else { return [] }
        return OAuthSignatureBase.formParameters(of: String(decoding: request.body, as: UTF8.self))
    }

    private func tokenResponse(_ issued: (token: String, secret: String), extra: String) -> HTTPResponse {
        HTTPResponse(
            status: 200, headers: HTTPHeaderFields([("Content-Type", "application/x-www-form-urlencoded")]),
            body: Data("oauth_token=\(issued.token)&oauth_token_secret=\(issued.secret)\(extra)".utf8))
    }
}
