import Foundation
import PhotomaniaOAuth
import Testing
@testable import PhotomaniaServer

/// Signs in to one `DemoAPI`'s Flickr face with the OAuth dance and sends it REST calls, signed
/// as a client does (parameters in the `Authorization` header, or in the query).
struct FlickrSignedClient {
    let api: DemoAPI
    let credentials: OAuthCredentials

    static let consumer = DemoSignedClient.consumer
    static let rest = "/services/rest"

    /// A request to `path` with `query` and a form body, signed with `credentials`, the protocol
    /// parameters in a header or (`inQuery`) in the query.
    static func request(
        _ method: String, _ path: String, query: [(String, String)] = [], form: [(String, String)] = [],
        credentials: OAuthCredentials, protocolParameters: [(name: String, value: String)] = [], inQuery: Bool = false
    ) -> HTTPRequest {
        let pairs = { (list: [(String, String)]) in list.map { (name: $0.0, value: $0.1) } }
        let url = DemoFixture.origin + path + (query.isEmpty ? "" : "?" + OAuthSignatureBase.formEncoded(pairs(query)))
        let authorization = OAuthSigner(credentials: credentials).authorization(
            method: method, url: url, formParameters: pairs(form), protocolParameters: protocolParameters) ?? ""
        var request = DemoFixture.request(path, query, method: method)
        if inQuery, let header = OAuthAuthorizationHeader(authorization) {
            request.query += header.parameters
        } else {
            request.headers["Authorization"] = authorization
        }
        if !form.isEmpty {
            request.headers["Content-Type"] = "application/x-www-form-urlencoded"
            request.body = Data(OAuthSignatureBase.formEncoded(pairs(form)).utf8)
        }
        return request
    }

    /// The form an OAuth endpoint answered, or its `oauth_problem`.
    static func fields(_ response: HTTPResponse) -> [String: String] {
        Dictionary(OAuthSignatureBase.formParameters(of: DemoFixture.text(response)).map { ($0.name, $0.value) }, uniquingKeysWith: { $1 })
    }

    static func requestToken(_ api: DemoAPI) throws -> OAuthCredentials {
        let response = api.respond(to: request(
            "GET", "/services/oauth/request_token", credentials: consumer, protocolParameters: [("oauth_callback", "oob")]))
        let fields = fields(response)
        #expect(response.status == 200 && fields["oauth_callback_confirmed"] == "true", "\(DemoFixture.text(response))")
        return DemoSignedClient.credentials(token: try #require(fields["oauth_token"]), secret: try #require(fields["oauth_token_secret"]))
    }

    /// The verifier the authorize page shows for a request token and permission.
    static func verifier(_ api: DemoAPI, token: String, perms: String) throws -> String {
        let page = DemoFixture.text(api.respond(to: DemoFixture.request("/services/oauth/authorize", [("oauth_token", token), ("perms", perms)])))
        let start = try #require(page.range(of: "<code id=\"oauth_verifier\">"))
        let end = try #require(page.range(of: "</code>", range: start.upperBound..<page.endIndex))
        return String(page[start.upperBound..<end.lowerBound])
    }

    static func accessToken(_ api: DemoAPI, with requestToken: OAuthCredentials, verifier: String) -> HTTPResponse {
        api.respond(to: request(
            "POST", "/services/oauth/access_token", credentials: requestToken, protocolParameters: [("oauth_verifier", verifier)]))
    }

    /// The whole dance, the demo user approving `perms`.
    static func signedIn(to api: DemoAPI = DemoSignedClient.freshAPI(), perms: String = "write") throws -> FlickrSignedClient {
        let requestToken = try requestToken(api)
        let code = try verifier(api, token: try #require(requestToken.token), perms: perms)
        let fields = fields(accessToken(api, with: requestToken, verifier: code))
        let access = DemoSignedClient.credentials(token: try #require(fields["oauth_token"]), secret: try #require(fields["oauth_token_secret"]))
        return FlickrSignedClient(api: api, credentials: access)
    }

    /// A signed REST call (a POST with a form body, or a GET) and its raw answer.
    func call(_ method: String, _ arguments: [(String, String)] = [], http: String = "POST", inQuery: Bool = false) -> HTTPResponse {
        let all = [("method", method)] + arguments + [("format", "json"), ("nojsoncallback", "1")]
        let request = http == "POST"
            ? Self.request("POST", Self.rest, form: all, credentials: credentials, inQuery: inQuery)
            : Self.request("GET", Self.rest, query: all, credentials: credentials, inQuery: inQuery)
        return api.respond(to: request)
    }

    /// A call's JSON object, `stat` and all.
    func json(_ method: String, _ arguments: [(String, String)] = [], http: String = "POST") throws -> [String: Any] {
        let response = call(method, arguments, http: http)
        #expect(response.status == 200, "\(method): \(DemoFixture.text(response))")
        return try DemoFixture.object(response)
    }

    /// The `code` of a failed call.
    func failure(_ method: String, _ arguments: [(String, String)] = []) throws -> Int? {
        let object = try json(method, arguments)
        #expect(object["stat"] as? String == "fail", "\(method): \(object)")
        return object["code"] as? Int
    }

    static func flickrID(_ photo: DemoPhoto) -> String {
        String(FlickrIDs.photoOffset + photo.id)
    }
}
