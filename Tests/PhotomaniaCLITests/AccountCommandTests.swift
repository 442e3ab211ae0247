import Foundation
import PhotomaniaServer
import Synchronization
import Testing

/// `login`, `whoami` and `logout` as a user runs them: the real binary against its embedded demo
/// server, the password on standard input, the credentials file beside a `--config` of the test's.
@Suite(.enabled(if: ChildProcess.binaryExists))
struct AccountCommandTests {
    let folder = FileManager.default.temporaryDirectory.path + "/photomania-accounts-" + UUID().uuidString
    var config: String { folder + "/config.json" }
    var credentials: String { folder + "/credentials.json" }

    func run(_ arguments: [String], input: String? = nil, verbose: Bool = false) async throws -> (status: Int32?, out: String, err: String) {
        let (status, out, err) = try await ChildProcess.run(["--config", config, verbose ? "-v" : "-q"] + arguments, input: input, environment: ["XDG_DATA_HOME": folder + "/data"])
        return (status, out, err)
    }

    func loginAsDemo() async throws -> (status: Int32?, out: String, err: String) {
        try await run(["login", "--username", "demo", "--password-stdin"], input: "demo\n")
    }

    init() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: URL(fileURLWithPath: folder + "/config.json"))
    }

    @Test func loginKeepsATokenOnlyTheOwnerCanReadAndWhoamiNamesTheUser() async throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let login = try await loginAsDemo()
        #expect(login.status == 0, "\(login.err)")
        #expect(login.out.hasPrefix("signed in to the built-in demo server as "))
        let mode = try #require(try FileManager.default.attributesOfItem(atPath: credentials)[.posixPermissions] as? Int)
        #expect(mode == 0o600)
        let stored = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: credentials))) as? [String: [String: String]])
        let account = try #require(stored["built-in demo"])
        #expect(Set(account.keys) == ["consumer_key", "token", "token_secret", "username"])

        let whoami = try await run(["whoami"], verbose: true)
        #expect(whoami.status == 0)
        #expect(whoami.out.hasPrefix(try #require(account["username"]) + " (id "))
        for secret in [account["token"], account["token_secret"]].compactMap({ $0 }) {
            #expect(!whoami.out.contains(secret) && !whoami.err.contains(secret))
        }
    }

    @Test(arguments: [false, true])
    func aWrongPasswordIsExit4AndKeepsNothing(verbose: Bool) async throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let login = try await run(["login", "--username", "demo", "--password-stdin"], input: "not-the-password\n", verbose: verbose)
        #expect(!login.out.contains("not-the-password"))
        #expect(!verbose || login.err.contains("POST "), "the verbose log shows the requests")
        #expect(login.status == 4)
        #expect(login.err.contains("refused the user name or password"))
        #expect(!login.err.contains("not-the-password"))
        #expect(!FileManager.default.fileExists(atPath: credentials))
    }

    @Test func aCredentialsFileOthersMayReadIsRefusedWithTheFix() async throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(try await loginAsDemo().status == 0)
        chmod(credentials, 0o644)
        let whoami = try await run(["whoami"])
        #expect(whoami.status == 1)
        #expect(whoami.err.contains("chmod 600 \(credentials)"))
    }

    @Test func logoutForgetsTheTokenOnce() async throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(try await loginAsDemo().status == 0)
        #expect(try await run(["logout"]).out == "signed out of the built-in demo server\n")
        let whoami = try await run(["whoami"])
        #expect(whoami.status == 4)
        #expect(whoami.err.contains("run 'photomania login'"))
        #expect(try await run(["logout"]).status == 1)
    }

    /// A token kept for one API is never sent to another.
    @Test func theTokenStaysWithItsAPI() async throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(try await loginAsDemo().status == 0)
        let authorizations = Mutex<[String?]>([])
        let demo = DemoAPI(catalog: DemoCatalog(photoCount: 30))
        let server = try HTTPServer(handler: RecordingHandler(inner: demo) { request in
            authorizations.withLock { $0.append(request.headers["Authorization"]) }
        })
        defer { server.stop() }
        let other = try await run([
            "--api", "http://127.0.0.1:\(server.port)/v1", "--consumer-key", DemoAccounts.consumerKey,
            "--consumer-secret", DemoAccounts.consumerSecret, "photos", "--rpp", "2",
        ])
        #expect(other.status == 0)
        #expect(authorizations.withLock { $0 }.allSatisfy { $0 == nil })
        #expect(!authorizations.withLock { $0 }.isEmpty)
    }
}

/// Passes requests to `inner` after showing each to `record`.
private struct RecordingHandler: HTTPHandling {
    let inner: any HTTPHandling
    let record: @Sendable (HTTPRequest) -> Void

    func respond(to request: HTTPRequest) -> HTTPResponse {
        record(request)
        return inner.respond(to: request)
    }
}
