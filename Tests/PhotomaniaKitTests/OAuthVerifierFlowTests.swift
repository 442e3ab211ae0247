import Foundation
import PhotomaniaOAuth
import PhotomaniaServer
import Testing
@testable import PhotomaniaKit

/// The OAuth 1.0a verifier flow through real libcurl against the built-in server's Flickr face,
/// which verifies every signature exactly and remembers nonces: a request token, the authorize
/// page (fetched as a browser would, its verifier read off it), the access token, then signed
/// REST calls. Refusals are 401 `oauth_problem` sentences with no secret in them.
@Suite("OAuth verifier flow: request token, authorize URL, access token, against the Flickr face")
struct OAuthVerifierFlowTests {
    static let consumer = OAuthCredentials(consumerKey: DemoAccounts.consumerKey, consumerSecret: DemoAccounts.consumerSecret)

    private static func withFace<T>(_ body: (DemoServer, OAuthVerifierFlow) async throws -> T) async throws -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("photomania-oauth-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let server = try DemoServer(DemoServer.Configuration(statePath: folder + "/state.sqlite3"))
        defer { server.stop() }
        return try await body(server, flow(server))
    }

    private static func flow(_ server: DemoServer) throws -> OAuthVerifierFlow {
        let api = APIClient(session: try testSession(connectTimeout: 2), configuration: APIConfiguration(baseURL: server.flickrBaseURL), retryPolicy: .never)
        return OAuthVerifierFlow(api: api, consumer: consumer, endpoints: OAuthEndpoints(servicesBase: server.flickrBaseURL))
    }

    /// What the person does in the browser: open the page, read the code it shows.
    private static func verifier(shownAt url: String, session: Session) async throws -> String {
        let page = String(decoding: try await session.response(for: Request(url: url)).body, as: UTF8.self)
        let start = try #require(page.range(of: "<code id=\"oauth_verifier\">"))
        let end = try #require(page.range(of: "</code>", range: start.upperBound..<page.endIndex))
        return String(page[start.upperBound..<end.lowerBound])
    }

    private static func signedIn(_ flow: OAuthVerifierFlow, permission: OAuthPermission = .write) async throws -> OAuthSignIn {
        let token = try await flow.requestToken()
        let code = try await verifier(shownAt: flow.authorizeURL(for: token, permission: permission), session: flow.api.session)
        return try await flow.signIn(with: token, verifier: "  \(code)\n")
    }

    /// Every secret of the dance, which no error text may hold.
    private static func secrets(_ extra: [String?]) -> [String] {
        ([consumer.consumerSecret] + extra.compactMap { $0 }).filter { !$0.isEmpty }
    }

    @Test func theWholeDanceSignsInAndSignedCallsWork() async throws {
        try await Self.withFace { server, flow in
            let token = try await flow.requestToken()
            #expect(!token.token.isEmpty && !token.secret.isEmpty && !"\(token)".contains(token.secret))
            let url = flow.authorizeURL(for: token)
            #expect(url.hasPrefix(server.flickrBaseURL + "/oauth/authorize?oauth_token=") && url.hasSuffix("&perms=write"))
            #expect(!url.contains(token.secret) && !url.contains(DemoAccounts.consumerSecret), "the page's URL holds nothing secret")
            let code = try await Self.verifier(shownAt: url, session: flow.api.session)
            let signIn = try await flow.signIn(with: token, verifier: code)
            #expect(signIn.credentials.consumerKey == DemoAccounts.consumerKey && signIn.credentials.token != token.token)
            #expect(signIn.userID.text.contains("@N") && !signIn.username.isEmpty, "the user's NSID and name: \(signIn)")
            let (_, answer) = try await flow.api.signed(with: signIn.credentials).send(FlickrMethod.testLogin)
            let user = try FlickrMethod.testLogin.decode(FlickrUserReference.self, from: answer.body)
            #expect(user.nsid == signIn.userID.text && user.username == signIn.username)
        }
    }

    @Test func theTwoStepFormKeepsTheRequestTokenBetweenRuns() async throws {
        try await Self.withFace { server, first in
            let token = try await first.requestToken()
            let saved = token.saved
            let url = first.authorizeURL(for: token, permission: .read)
            #expect(url.hasSuffix("&perms=read"))
            let code = try await Self.verifier(shownAt: url, session: first.api.session)
            // A second run: a new client, only the saved text and the typed code.
            let restored = try #require(OAuthRequestToken(saved: saved + "\n"))
            #expect(restored == token)
            let signIn = try await Self.flow(server).signIn(with: restored, verifier: code)
            let (_, answer) = try await first.api.signed(with: signIn.credentials).send(FlickrMethod.testLogin)
            #expect(answer.statusCode == 200)
            for text in ["", "oauth_token=a", "oauth_token=&oauth_token_secret=s", "oauth_token=a%0Ab&oauth_token_secret=s"] {
                #expect(OAuthRequestToken(saved: text) == nil, "'\(text)'")
            }
        }
    }

    @Test func aWrongVerifierIsRefusedWithASentenceAndNoSecret() async throws {
        try await Self.withFace { _, flow in
            let token = try await flow.requestToken()
            let error = await #expect(throws: PhotomaniaError.self) { try await flow.signIn(with: token, verifier: "123-456-789") }
            #expect(error?.statusCode == 401 && error?.isCredentialFailure == true)
            let text = error?.description ?? ""
            #expect(text.contains("the service refused the verifier (verifier_invalid)"), "\(text)")
            for secret in Self.secrets([token.secret, "123-456-789"]) { #expect(!text.contains(secret), "\(text)") }
        }
    }

    @Test func aReusedNonceIsRefused() async throws {
        try await Self.withFace { server, flow in
            let signIn = try await Self.signedIn(flow)
            let url = server.flickrBaseURL + "/rest?method=flickr.test.login&format=json&nojsoncallback=1"
            let signer = OAuthSigner(credentials: signIn.credentials)
            let authorization = try #require(signer.authorization(method: "GET", url: url, nonce: "the-same-nonce-twice"))
            let request = Request(url: url, headers: [("Authorization", authorization)])
            let first = try await flow.api.session.response(for: request, retryPolicy: .never)
            #expect(first.statusCode == 200)
            let error = await #expect(throws: PhotomaniaError.self) { try await flow.api.session.response(for: request, retryPolicy: .never) }
            let text = error?.description ?? ""
            #expect(error?.statusCode == 401 && text.contains("nonce_used"), "\(text)")
            for secret in Self.secrets([signIn.credentials.tokenSecret]) { #expect(!text.contains(secret)) }
            #expect(!text.contains("debug_sbs"))
        }
    }

    @Test func aSignedCallWithTheWrongSecretOrAnOldTimeNamesTheProblem() async throws {
        try await Self.withFace { server, flow in
            let signIn = try await Self.signedIn(flow)
            var forged = signIn.credentials
            forged.tokenSecret = "not-the-secret"
            let error = await #expect(throws: PhotomaniaError.self) { try await flow.api.signed(with: forged).send(FlickrMethod.testLogin) }
            #expect(error?.description.contains("the service refused the request's signature (signature_invalid)") == true, "\(String(describing: error))")
            #expect(error?.description.contains("not-the-secret") == false)
            let url = server.flickrBaseURL + "/rest?method=flickr.test.login&format=json&nojsoncallback=1"
            let stale = try #require(OAuthSigner(credentials: signIn.credentials).authorization(method: "GET", url: url, timestamp: 1_000_000_000))
            let old = await #expect(throws: PhotomaniaError.self) {
                try await flow.api.session.response(for: Request(url: url, headers: [("Authorization", stale)]), retryPolicy: .never)
            }
            #expect(old?.description.contains("(timestamp_refused): check this computer's clock") == true, "\(String(describing: old))")
        }
    }

    @Test func anAccessTokenOfAnotherApplicationIsRefused() async throws {
        try await Self.withFace { server, _ in
            let stranger = OAuthCredentials(consumerKey: "someone-else", consumerSecret: "their-secret")
            let api = APIClient(session: try testSession(connectTimeout: 2), configuration: APIConfiguration(baseURL: server.flickrBaseURL), retryPolicy: .never)
            let flow = OAuthVerifierFlow(api: api, consumer: stranger, endpoints: OAuthEndpoints(servicesBase: server.flickrBaseURL))
            let error = await #expect(throws: PhotomaniaError.self) { try await flow.requestToken() }
            #expect(error?.statusCode == 401 && error?.description.contains("consumer key") == true, "\(String(describing: error))")
            #expect(error?.description.contains("their-secret") == false)
        }
    }
}
