import Foundation
import PhotomaniaOAuth
import Testing
@testable import PhotomaniaServer

/// Sign-ins, votes, favorites and comments over real HTTP, kept in a state file from one
/// `DemoServer` to the next, and forgotten by `resetState`.
@Suite struct DemoServerStateTests {
    private struct Answer {
        let status: Int
        let body: Data

        var text: String { String(decoding: body, as: UTF8.self) }

        func object() throws -> [String: Any] {
            try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
        }
    }

    /// One request on a fresh connection, signed as a client signs it for this server's origin.
    private func exchange(
        _ server: DemoServer, _ method: String, _ path: String, query: [(String, String)] = [], form: [(String, String)] = [],
        signedWith credentials: OAuthCredentials? = nil
    ) throws -> Answer {
        let pairs = { (items: [(String, String)]) in items.map { (name: $0.0, value: $0.1) } }
        let target = path + (query.isEmpty ? "" : "?" + OAuthSignatureBase.formEncoded(pairs(query)))
        let body = OAuthSignatureBase.formEncoded(pairs(form))
        var head = ["\(method) \(target) HTTP/1.1", "Host: 127.0.0.1:\(server.port)", "Connection: close", "Content-Length: \(body.utf8.count)"]
        if !form.isEmpty { head.append("Content-Type: application/x-www-form-urlencoded") }
        if let credentials {
            let authorization = try #require(OAuthSigner(credentials: credentials).authorization(
                method: method, url: server.origin + target, formParameters: pairs(form)))
            head.append("Authorization: " + authorization)
        }
        let client = try RawHTTPClient(port: server.port)
        client.send(head.joined(separator: "\r\n") + "\r\n\r\n" + body)
        let response = try client.readResponse()
        return Answer(status: response.status, body: response.body)
    }

    private func signIn(_ server: DemoServer) throws -> OAuthCredentials {
        func tokens(_ answer: Answer) throws -> OAuthCredentials {
            #expect(answer.status == 200, "\(answer.text)")
            let fields = OAuthSignatureBase.formParameters(of: answer.text)
            return DemoSignedClient.credentials(
                token: try #require(fields.first { $0.name == "oauth_token" }?.value),
                secret: try #require(fields.first { $0.name == "oauth_token_secret" }?.value))
        }
        let requestToken = try tokens(exchange(server, "POST", "/v1/oauth/request_token", signedWith: DemoSignedClient.consumer))
        return try tokens(exchange(server, "POST", "/v1/oauth/access_token", form: [
            ("x_auth_mode", "client_auth"), ("x_auth_username", DemoAccounts.username), ("x_auth_password", DemoAccounts.password),
        ], signedWith: requestToken))
    }

    private func configuration(_ path: String, reset: Bool = false) -> DemoServer.Configuration {
        DemoServer.Configuration(photoCount: 60, seed: 11, referenceDate: DemoFixture.referenceDate, statePath: path, resetState: reset)
    }

    @Test func writesOutliveTheServerAndResetForgetsThemWithTheTokens() throws {
        let folder = try TemporaryFolder("served-state")
        defer { folder.remove() }
        let path = folder.path + "/demo/state.sqlite"

        let first = try DemoServer(configuration(path))
        let demoUser = first.catalog.users[0].id
        let photo = try #require(first.catalog.photos.first { $0.userID != demoUser })
        let favoritesQuery = [("feature", "user_favorites"), ("user_id", String(demoUser))]
        let access: OAuthCredentials
        do {
            defer { first.stop() }
            access = try signIn(first)
            #expect(try exchange(first, "POST", "/v1/photos/\(photo.id)/vote", query: [("vote", "1")], signedWith: access).status == 200)
            #expect(try exchange(first, "POST", "/v1/photos/\(photo.id)/favorite", signedWith: access).status == 200)
            let comment = try exchange(first, "POST", "/v1/photos/\(photo.id)/comments", form: [("body", "Kept for later")], signedWith: access)
            #expect(comment.status == 200, "\(comment.text)")
        }

        let second = try DemoServer(configuration(path))
        do {
            defer { second.stop() }
            let shown = try exchange(second, "GET", "/v1/photos/\(photo.id)", query: [("comments", "")], signedWith: access)
            #expect(shown.status == 200, "\(shown.text)")
            let shownPhoto = try #require(try shown.object()["photo"] as? [String: Any])
            #expect(shownPhoto["voted"] as? Bool == true)
            #expect(shownPhoto["favorited"] as? Bool == true)
            #expect(shownPhoto["votes_count"] as? Int == photo.votesCount + 1)
            #expect(shownPhoto["comments_count"] as? Int == photo.commentsCount + 1)
            let comments = try #require(try shown.object()["comments"] as? [[String: Any]])
            #expect(comments.last?["body"] as? String == "Kept for later")
            let favorites = try exchange(second, "GET", "/v1/photos", query: favoritesQuery)
            #expect((try favorites.object()["photos"] as? [[String: Any]])?.map { $0["id"] as? Int } == [photo.id])
        }

        let reset = try DemoServer(configuration(path, reset: true))
        defer { reset.stop() }
        let refused = try exchange(reset, "GET", "/v1/photos/\(photo.id)", signedWith: access)
        #expect(refused.status == 401)
        #expect(try refused.object()["error"] as? String == "Authorization required")
        let anonymous = try #require(try exchange(reset, "GET", "/v1/photos/\(photo.id)").object()["photo"] as? [String: Any])
        #expect(anonymous["votes_count"] as? Int == photo.votesCount)
        #expect(anonymous["favorites_count"] as? Int == photo.favoritesCount)
        #expect(anonymous["comments_count"] as? Int == photo.commentsCount)
        #expect(try exchange(reset, "GET", "/v1/photos", query: favoritesQuery).object()["total_items"] as? Int == 0)
        let again = try signIn(reset)
        #expect(try exchange(reset, "POST", "/v1/photos/\(photo.id)/vote", query: [("vote", "1")], signedWith: again).status == 200)
    }
}
