import Foundation
import PhotomaniaKit
import PhotomaniaOAuth
import PhotomaniaServer
import Synchronization
import Testing

/// POST and DELETE through real libcurl: bodies and headers arrive as sent, a signed sign-in
/// works end to end against the demo server, and a POST is never repeated once it may have
/// reached the server.
@Suite("Writes over real libcurl")
struct TransportWriteTests {
    let consumer = OAuthCredentials(consumerKey: DemoAccounts.consumerKey, consumerSecret: DemoAccounts.consumerSecret)

    func post(_ url: String, fields: [(name: String, value: String)] = [], signedWith credentials: OAuthCredentials, session: Session) async throws -> [(name: String, value: String)] {
        let authorization = try #require(OAuthSigner(credentials: credentials).authorization(method: "POST", url: url, formParameters: fields))
        let request = Request(
            method: .post, url: url,
            headers: [("Authorization", authorization), ("Content-Type", "application/x-www-form-urlencoded")], body: Data(OAuthSignatureBase.formEncoded(fields).utf8))
        let response = try await session.response(for: request)
        return OAuthSignatureBase.formParameters(of: String(decoding: response.body, as: UTF8.self))
    }

    func credentials(from fields: [(name: String, value: String)]) throws -> OAuthCredentials {
        OAuthCredentials(
            consumerKey: consumer.consumerKey, consumerSecret: consumer.consumerSecret,
            token: try #require(fields.first { $0.name == "oauth_token" }).value,
            tokenSecret: try #require(fields.first { $0.name == "oauth_token_secret" }).value)
    }

    @Test func aSignedInUserIsNamedByUsersAfterAnXAuthSignIn() async throws {
        let server = try HTTPServer(handler: DemoAPI(catalog: DemoCatalog(photoCount: 40)))
        defer { server.stop() }
        let origin = "http://127.0.0.1:\(server.port)"
        let session = try testSession()
        let requestToken = try credentials(from: try await post(origin + "/v1/oauth/request_token", signedWith: consumer, session: session))
        let access = try credentials(from: try await post(origin + "/v1/oauth/access_token", fields: [
            ("x_auth_mode", "client_auth"), ("x_auth_username", "demo"), ("x_auth_password", "demo"),
        ], signedWith: requestToken, session: session))
        let authorization = try #require(OAuthSigner(credentials: access).authorization(method: "GET", url: origin + "/v1/users"))
        let me = try await session.response(for: Request(url: origin + "/v1/users", headers: [("Authorization", authorization)]))
        let envelope = try #require(try JSONSerialization.jsonObject(with: me.body) as? [String: Any])
        let user = try #require(envelope["user"] as? [String: Any])
        let id = try #require(user["id"] as? Int)
        let shown = try await session.response(for: Request(url: origin + "/v1/users/show?id=\(id)"))
        #expect(me.body == shown.body)
    }

    @Test func bodiesAndMethodsArriveAsSent() async throws {
        let seen = Mutex<[String]>([])
        try await withServer(handler: { request in
            seen.withLock { $0.append("\(request.method) \(request.headers["Content-Type"] ?? "-") \(String(decoding: request.body, as: UTF8.self))") }
            return .json("{}")
        }) { _, origin in
            let session = try testSession()
            _ = try await session.response(for: Request(
                method: .post, url: origin + "/v1/photos/1/comments", headers: [("Content-Type", "application/x-www-form-urlencoded")],
                body: Data("body=I%20like%20it".utf8)))
            _ = try await session.response(for: Request(method: .post, url: origin + "/v1/photos/1/favorite"))
            _ = try await session.response(for: Request(method: .delete, url: origin + "/v1/photos/1/vote"))
        }
        #expect(seen.withLock { $0 } == [
            "POST application/x-www-form-urlencoded body=I%20like%20it", "POST application/x-www-form-urlencoded ", "DELETE - ",
        ])
    }

    @Test func aPostAnswered503IsNotRepeatedButAGetIs() async throws {
        let methods = Mutex<[String]>([])
        try await withServer(handler: { request in
            methods.withLock { $0.append(request.method) }
            return .json(#"{"error": "busy", "status": 503}"#, status: 503)
        }) { _, origin in
            let session = try testSession()
            let fast = RetryPolicy(maxRetries: 2, baseDelay: 0.01, maxDelay: 0.05)
            await #expect(throws: PhotomaniaError.self) {
                try await session.response(for: Request(method: .post, url: origin + "/v1/photos/1/vote?vote=1"), retryPolicy: fast)
            }
            await #expect(throws: PhotomaniaError.self) {
                try await session.response(for: Request(url: origin + "/v1/photos/1"), retryPolicy: fast)
            }
        }
        #expect(methods.withLock { $0 } == ["POST", "GET", "GET", "GET"])
    }

    @Test func aPostThatTimedOutConnectingIsTransientAndOneThatFailedLaterIsNot() {
        let post = RequestSummary(method: "POST", url: "http://h/v1/photos/1/vote")
        #expect(RetryPolicy.isTransient(.transportFailed(request: post, reason: .connectTimedOut(seconds: 10))))
        #expect(!RetryPolicy.isTransient(.transportFailed(request: post, reason: .cannotConnect(host: "h"))), "refused: failed at once, as for a GET")
        #expect(!RetryPolicy.isTransient(.transportFailed(request: post, reason: .stalled(seconds: 30))))
        #expect(!RetryPolicy.isTransient(.transportFailed(request: post, reason: .connectionLost(CurlError(code: 56, message: "recv failure")))))
        let get = RequestSummary(method: "GET", url: "http://h/v1/photos/1")
        #expect(RetryPolicy.isTransient(.transportFailed(request: get, reason: .stalled(seconds: 30))))
    }
}
