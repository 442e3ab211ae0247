import Foundation
import PhotomaniaKit
import PhotomaniaOAuth
import PhotomaniaServer
import Synchronization
import Testing

/// `APIClient.signIn` (xAuth) and signed Router requests against the demo server, through real libcurl.
@Suite("Signing in over real libcurl")
struct SignInTests {
    let consumer = OAuthCredentials(consumerKey: DemoAccounts.consumerKey, consumerSecret: DemoAccounts.consumerSecret)

    @discardableResult
    func withDemo<T>(_ body: (APIClient, String) async throws -> T) async throws -> T {
        let server = try HTTPServer(handler: DemoAPI(catalog: DemoCatalog(photoCount: 40)))
        defer { server.stop() }
        let origin = "http://127.0.0.1:\(server.port)"
        return try await body(APIClient(session: try testSession(), configuration: APIConfiguration(baseURL: origin + "/v1")), origin)
    }

    @Test func theDemoAccountSignsInAndUsersNamesIt() async throws {
        try await withDemo { client, origin in
            let credentials = try await client.signIn(as: consumer, username: "demo", password: "demo")
            #expect(credentials.token?.isEmpty == false)
            let signed = APIClient(session: client.session, configuration: APIConfiguration(baseURL: origin + "/v1", credentials: credentials))
            let me = try await signed.object(.signedInUser, as: UserResponse.self)
            let shown = try await client.object(.user(.id(me.user.id)), as: UserResponse.self)
            #expect(me == shown)
        }
    }

    @Test func aWrongPasswordIsA401ThatNeverQuotesThePassword() async throws {
        try await withDemo { client, _ in
            do {
                _ = try await client.signIn(as: consumer, username: "demo", password: "hunter2-secret")
                Issue.record("signed in with a wrong password")
            } catch let error as PhotomaniaError {
                #expect(error.statusCode == 401)
                #expect(!"\(error)".contains("hunter2-secret"))
            }
        }
    }

    @Test func usersUnsignedIsRefused() async throws {
        try await withDemo { client, _ in
            await #expect(throws: PhotomaniaError.self) { try await client.object(.signedInUser, as: UserResponse.self) }
        }
    }

    /// libcurl drops a custom `Authorization` header when a redirect leaves the host and port the
    /// request was signed for, so a token never follows a redirect to another server.
    @Test func aRedirectToAnotherServerCarriesNoToken() async throws {
        let seen = Mutex<[String?]>([])
        try await withServer(handler: { request in
            seen.withLock { $0.append(request.headers["Authorization"]) }
            return .json(#"{"user": {"id": 1, "username": "elsewhere"}}"#)
        }) { _, elsewhere in
            try await withServer(handler: { _ in
                HTTPResponse(status: 302, headers: HTTPHeaderFields([("Location", elsewhere + "/v1/users")]))
            }) { _, origin in
                let credentials = OAuthCredentials(consumerKey: "k", consumerSecret: "s", token: "t", tokenSecret: "ts")
                let client = APIClient(session: try testSession(), configuration: APIConfiguration(baseURL: origin + "/v1", credentials: credentials))
                _ = try await client.object(.signedInUser, as: UserResponse.self)
            }
        }
        #expect(seen.withLock { $0 } == [nil])
    }

    @Test func aSignInRequestCarriesTheFormAndNoSecretInItsURL() throws {
        let request = try Router.accessToken(username: "demo", password: "p@ss word").request(with: APIConfiguration(baseURL: "http://h/v1", consumerKey: "k"))
        #expect(request.method == .post)
        #expect(request.url == "http://h/v1/oauth/access_token?consumer_key=k")
        #expect(String(decoding: request.body ?? Data(), as: UTF8.self) == "x_auth_mode=client_auth&x_auth_username=demo&x_auth_password=p%40ss%20word")
        #expect(!request.summary.description.contains("p@ss"))
    }
}
