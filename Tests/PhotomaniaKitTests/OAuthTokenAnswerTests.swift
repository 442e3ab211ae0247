import Foundation
import PhotomaniaOAuth
import PhotomaniaServer
import Testing
@testable import PhotomaniaKit

/// Token endpoints' answers are hostile: a loopback server sends what no honest one would, and the
/// flow refuses it with a decoding failure that names the field, or cleans the name it shows.
/// `oauth_problem` bodies become one sentence naming the problem and nothing else.
@Suite("OAuth token answers: hostile bodies refused, oauth_problem read as a sentence")
struct OAuthTokenAnswerTests {
    private static func flow(_ origin: String) throws -> OAuthVerifierFlow {
        let api = APIClient(session: try testSession(connectTimeout: 2), configuration: APIConfiguration(baseURL: origin), retryPolicy: .never)
        return OAuthVerifierFlow(
            api: api, consumer: OAuthCredentials(consumerKey: "key", consumerSecret: "secret"), endpoints: OAuthEndpoints(servicesBase: origin + "/services"))
    }

    private static func answering(_ body: String, status: Int = 200, type: String = "application/x-www-form-urlencoded") -> @Sendable (HTTPRequest) -> HTTPResponse {
        { _ in HTTPResponse(status: status, headers: HTTPHeaderFields([("Content-Type", type)]), body: Data(body.utf8)) }
    }

    private static func requestTokenFailure(_ body: String, type: String = "application/x-www-form-urlencoded") async throws -> PhotomaniaError? {
        try await withServer(handler: answering(body, type: type)) { _, origin in
            await #expect(throws: PhotomaniaError.self) { try await flow(origin).requestToken() }
        }
    }

    @Test(arguments: [
        ("oauth_token=t&oauth_token_secret=s", "oauth_callback_confirmed"),
        ("oauth_callback_confirmed=false&oauth_token=t&oauth_token_secret=s", "oauth_callback_confirmed"),
        ("oauth_callback_confirmed=true&oauth_token=t%0D%0Ax&oauth_token_secret=s", "oauth_token"),
        ("oauth_callback_confirmed=true&oauth_token=a%20b&oauth_token_secret=s", "oauth_token"),
        ("oauth_callback_confirmed=true&oauth_token=t&oauth_token=u&oauth_token_secret=s", "oauth_token"),
        ("oauth_callback_confirmed=true&oauth_token=\(String(repeating: "t", count: 600))&oauth_token_secret=s", "oauth_token"),
        ("oauth_callback_confirmed=true&oauth_token=t&oauth_token_secret=%1B%5B2J", "oauth_token_secret"),
    ])
    func aRequestTokenAnswerThatIsNotOneIsRefused(body: String, field: String) async throws {
        let error = try await Self.requestTokenFailure(body)
        guard case .responseSerializationFailed(_, .unusableValue(let path))? = error else { Issue.record("\(String(describing: error))"); return }
        #expect(path == field)
    }

    @Test func missingFieldsEmptyBodiesWebPagesAndHugeBodiesAreRefused() async throws {
        let missing = try await Self.requestTokenFailure("oauth_callback_confirmed=true&oauth_token_secret=s")
        #expect(missing.map { if case .responseSerializationFailed(_, .missingField("oauth_token", _)) = $0 { true } else { false } } == true)
        let empty = try await Self.requestTokenFailure("")
        #expect(empty.map { if case .responseSerializationFailed(_, .emptyBody) = $0 { true } else { false } } == true)
        let page = try await Self.requestTokenFailure("<html><body>Sign in</body></html>", type: "text/html")
        #expect(page.map { if case .responseSerializationFailed(_, .webPage) = $0 { true } else { false } } == true)
        let huge = try await Self.requestTokenFailure("oauth_callback_confirmed=true&x=" + String(repeating: "a", count: 40_000))
        #expect(huge.map { if case .transportFailed(_, .bodyTooLarge) = $0 { true } else { false } } == true, "\(String(describing: huge))")
    }

    @Test func theUserAnAccessTokenNamesIsCheckedAndItsNameCleaned() async throws {
        let token = OAuthRequestToken(token: "rt", secret: "rs")
        let good = "oauth_token=at&oauth_token_secret=as&user_nsid=21207597%40N07&username=%1B%5B31mjamal%E2%80%AE&fullname=Jamal%20Fanaian"
        let signIn = try await withServer(handler: Self.answering(good)) { _, origin in try await Self.flow(origin).signIn(with: token, verifier: "v") }
        #expect(signIn.userID == "21207597@N07" && signIn.username == "[31mjamal" && signIn.fullName == "Jamal Fanaian")
        #expect(signIn.credentials == OAuthCredentials(consumerKey: "key", consumerSecret: "secret", token: "at", tokenSecret: "as"))
        let refused = [
            ("oauth_token=at&oauth_token_secret=as&username=u", "user_nsid"),
            ("oauth_token=at&oauth_token_secret=as&user_nsid=..%2Fetc&username=u", "user_nsid"),
            ("oauth_token=at&oauth_token_secret=as&user_nsid=a%20b&username=u", "user_nsid"),
            ("oauth_token=at&oauth_token_secret=as&user_nsid=1%40N0&username=%1B%07", "username"),
            ("oauth_token=at&oauth_token_secret=as&user_nsid=1%40N0", "username"),
        ]
        for (body, field) in refused {
            let error = try await withServer(handler: Self.answering(body)) { _, origin in
                await #expect(throws: PhotomaniaError.self) { try await Self.flow(origin).signIn(with: token, verifier: "v") }
            }
            guard case .responseSerializationFailed(_, .unusableValue(let path))? = error else { Issue.record("\(body): \(String(describing: error))"); continue }
            #expect(path == field, "\(body)")
        }
    }

    @Test func anOAuthProblemIsOneSentenceNamingItAndNothingElse() async throws {
        let body = "oauth_problem=signature_invalid&debug_sbs=POST%26http%253A%252F%252Fh%26oauth_consumer_key%253Dkey%2526oauth_token%253Dsecret-token"
        let error = try await withServer(handler: Self.answering(body, status: 401, type: "text/plain;charset=UTF-8")) { _, origin in
            await #expect(throws: PhotomaniaError.self) { try await Self.flow(origin).requestToken() }
        }
        let text = error?.description ?? ""
        #expect(text.hasPrefix("the server answered 401 Unauthorized: the service refused the request's signature (signature_invalid): "), "\(text)")
        #expect(!text.contains("debug_sbs") && !text.contains("secret-token") && !text.contains("oauth_consumer_key"))
        #expect(OAuthProblem.read(from: Data("oauth_problem=parameter_absent&oauth_parameters_absent=oauth_callback".utf8))
            == "the service found an OAuth parameter missing or refused (parameter_absent: oauth_callback)")
        #expect(OAuthProblem.read(from: Data("oauth_problem=%1B%5B2Jevil".utf8)) == "the service refused the OAuth request (an unnamed problem)")
        #expect(OAuthProblem.read(from: Data("oauth_problem=new_problem".utf8)) == "the service refused the OAuth request (new_problem)")
        #expect(OAuthProblem.read(from: Data(#"{"error": "x"}"#.utf8)) == nil)
    }
}
