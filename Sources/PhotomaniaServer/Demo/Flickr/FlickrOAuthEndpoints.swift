import Foundation
import PhotomaniaOAuth

/// Flickr's OAuth 1.0a dance at `/services/oauth/…` (contract §8.1): a request token for an
/// application, an authorize page on which the demo user approves at once and which shows the
/// verifier to type in, and the access token that verifier buys.
extension FlickrFace {
    func oauth(_ endpoint: String, request: HTTPRequest) -> HTTPResponse {
        switch endpoint {
        case "request_token": requestToken(request)
        case "authorize": authorizePage(request)
        case "access_token": accessToken(request)
        default: DemoResponse.error(404, "Not found")
        }
    }

    /// Signed by the application alone, with the `oauth_callback` Flickr requires (`oob` for a
    /// program that shows the verifier to its user).
    private func requestToken(_ request: HTTPRequest) -> HTTPResponse {
        switch verify(request, accepting: []) {
        case .failure(let problem): return problem.response
        case .success(let signature):
            guard let callback = signature.request.callback, !callback.isEmpty else {
                return FlickrOAuthProblem("parameter_absent", absent: "oauth_callback").response
            }
            return api.tokenResponse(api.configuration.accounts.tokens.issue(.request, userID: 0), extra: "&oauth_callback_confirmed=true")
        }
    }

    /// `?oauth_token=REQUEST_TOKEN&perms=read|write|delete`: a page as if the demo user had
    /// signed in and approved, showing the verifier for that token and permission.
    private func authorizePage(_ request: HTTPRequest) -> HTTPResponse {
        let form = DemoForm(request)
        let tokens = api.configuration.accounts.tokens
        guard let token = form.value("oauth_token"), tokens.parse(token)?.kind == .request else {
            return page(400, "This link has no valid request token: ask the application for a new one.")
        }
        guard let permission = form.value("perms").flatMap(FlickrPermission.init(rawValue:)) else {
            return page(400, "The link asks for no permission: perms must be read, write or delete.")
        }
        let code = tokens.verifier(for: token, perms: permission)
        return page(200, "The demo user approved \(permission.rawValue) access. Type this code into the application: "
            + "<code id=\"oauth_verifier\">\(code)</code>")
    }

    /// Signed with the request token, carrying `oauth_verifier`: the access token of the demo
    /// user (the catalog's first) with the permission that verifier was shown for.
    private func accessToken(_ request: HTTPRequest) -> HTTPResponse {
        switch verify(request, accepting: [.request]) {
        case .failure(let problem): return problem.response
        case .success(let signature):
            let tokens = api.configuration.accounts.tokens
            guard let token = signature.request.token, let verifier = signature.request.verifier,
                  let permission = tokens.permission(grantedBy: verifier, for: token)
            else { return FlickrOAuthProblem("verifier_invalid").response }
            guard let user = catalog.users.first else { return DemoResponse.internalServerError() }
            let issued = tokens.issue(permission.tokenKind, userID: user.id)
            do {
                try api.configuration.state.recordAccessToken(issued.token, userID: user.id)
            } catch {
                return DemoResponse.internalServerError()
            }
            let fields = [
                ("fullname", realName(user)), ("oauth_token", issued.token), ("oauth_token_secret", issued.secret),
                ("user_nsid", user.nsid), ("username", user.username),
            ]
            return HTTPResponse(
                status: 200, headers: HTTPHeaderFields([("Content-Type", "application/x-www-form-urlencoded")]),
                body: Data(OAuthSignatureBase.formEncoded(fields).utf8))
        }
    }

    private func page(_ status: Int, _ paragraph: String) -> HTTPResponse {
        let html = "<!doctype html>\n<html><head><meta charset=\"utf-8\"><title>photomania demo: Flickr authorization</title></head>"
            + "<body><h1>photomania demo</h1><p>\(paragraph)</p></body></html>\n"
        return HTTPResponse(status: status, headers: HTTPHeaderFields([("Content-Type", "text/html; charset=utf-8")]), body: Data(html.utf8))
    }
}
