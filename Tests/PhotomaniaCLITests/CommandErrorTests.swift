import Foundation
import PhotomaniaCLI
import PhotomaniaKit
import PhotomaniaServer
import Testing

/// Every failure a user can meet ends in one clear line on stderr and the documented exit code.
@Suite("Errors end to end: one line, the documented exit code")
struct CommandErrorTests {
    private func single(_ result: RunResult) -> String {
        let lines = result.standardError.split(separator: "\n").filter { !$0.contains("built-in demo") }
        #expect(lines.count == 1, "exactly one error line, got: \(result.standardError)")
        return lines.first.map(String.init) ?? ""
    }

    @Test func connectionRefused() async throws {
        let server = try HTTPServer(handler: DocumentedExamplesHandler())
        let port = server.port
        server.stop()
        let result = await photomania(["--api", "http://127.0.0.1:\(port)/v1", "--consumer-key", "s3cr3t", "photos"])
        #expect(result.status == 1)
        let line = single(result)
        #expect(line.hasPrefix("photomania: could not connect"))
        #expect(line.contains("(GET http://127.0.0.1:\(port)/v1/photos);"), "the path, not the query")
        #expect(line.hasSuffix("check your network or --api"))
        #expect(!result.standardError.contains("s3cr3t"))
    }

    @Test func aWrongConsumerKeyExitsWith4() async throws {
        try await withDemoServer(consumerKey: "right") { server in
            let result = await photomania(["--api", server.baseURL, "--consumer-key", "wrong", "photos"])
            #expect(result.status == 4)
            let line = single(result)
            #expect(line.contains("401"))
            #expect(line.contains("check your consumer key"))
            #expect(!line.contains("wrong"))
            let missing = await photomania(["--api", server.baseURL, "photos"])
            #expect(missing.status == 4)
            #expect(single(missing).contains("Consumer key missing"))
            let right = await photomania(["--api", server.baseURL, "photos"], environment: ["PHOTOMANIA_CONSUMER_KEY": "right"])
            #expect(right.status == 0)
        }
    }

    @Test func anUnknownPhotoIsNamed() async throws {
        try await withDemoServer { server in
            let result = await photomania(["--api", server.baseURL, "photo", "999"])
            #expect(result.status == 1)
            #expect(single(result).hasPrefix("photomania: no photo 999 ("))
            let comments = await photomania(["--api", server.baseURL, "comments", "999"])
            #expect(single(comments).hasPrefix("photomania: no photo 999 ("))
            let user = await photomania(["--api", server.baseURL, "user", "nobody-at-all"])
            #expect(single(user).hasPrefix("photomania: no user 'nobody-at-all'"))
        }
    }

    @Test func aServerErrorIsRetriedThenReported() async throws {
        try await withDemoServer(faults: "path=/v1/photos:status=500") { server in
            let result = await photomania(["--api", server.baseURL, "photos"])
            #expect(result.status == 1)
            #expect(single(result).contains("the server answered 500 Internal Server Error"))
            #expect(server.statistics.requests == 4, "one try and three retries")
        }
    }

    @Test(arguments: [
        ("malformed", "not valid JSON"),
        ("truncate=0.5", "the server closed the connection before the whole answer arrived"),
        ("html,status=200", "the server sent text/html where application/json was expected"),
        ("content-type=text/plain", "the server sent text/plain"),
    ])
    func aBrokenAnswerIsExplained(fault: String, expected: String) async throws {
        try await withDemoServer(faults: "path=/v1/photos:\(fault)") { server in
            let result = await photomania(["--api", server.baseURL, "photos"])
            #expect(result.status == 1)
            #expect(single(result).contains(expected))
            #expect(result.standardOutput.isEmpty)
        }
    }

    @Test func aStalledServerTimesOutWithoutHanging() async throws {
        try await withDemoServer(faults: "path=/v1/photos:stall=0") { server in
            let started = Date()
            let result = await photomania(["--api", server.baseURL, "--stall-timeout", "1", "photos"])
            #expect(result.status == 1)
            #expect(single(result).contains("the server sent nothing for 1 s"))
            #expect(Date().timeIntervalSince(started) < 30, "a stall ends in the stall timeout, not a hang")
        }
    }

    @Test func aTruncatedJSONBodyIsNamed() async throws {
        let server = try HTTPServer(handler: ClosureHandler { _ in
            var headers = HTTPHeaderFields()
            headers["Content-Type"] = "application/json"
            return HTTPResponse(status: 200, headers: headers, body: Data(#"{"current_page": 1, "total_pages": 3, "photos": [{"id": 1"#.utf8))
        })
        defer { server.stop() }
        let result = await photomania(["--api", "http://127.0.0.1:\(server.port)/v1", "photos"])
        #expect(result.status == 1)
        #expect(single(result).contains("truncated"))
    }

    @Test(arguments: [
        (["photos", "--pgae", "2"], "unknown option '--pgae'"),
        (["photos", "--rpp", "500"], "'--rpp'"),
        (["photos", "--feature", "bogus"], "'--feature'"),
        (["photos", "--page", "1", "--all"], "--page"),
        (["photo", "abc"], "'abc' is not a photo id"),
        (["photo"], "ID"),
        (["phots"], "did you mean 'photos'"),
        (["photos", "--feature", "user"], "needs '--user NAME'"),
        (["--api", "ftp://example/v1", "photos"], "'--api' must be an http(s) URL"),
        (["photos", "--feature", "popular", "--user", "ana"], "'--user' goes with '--feature user'"),
        (["search", " "], "TERM is empty"),
        (["photos", "--sort", "_score"], "'--sort'"),
    ])
    func usageErrorsExitWith2AndAHint(arguments: [String], expected: String) async {
        let result = await photomania(arguments)
        #expect(result.status == 2)
        #expect(result.standardError.contains(expected), "\(result.standardError)")
        #expect(result.standardError.contains("hint: "))
        #expect(result.standardOutput.isEmpty)
    }

    @Test func aServerThatAlwaysAnswersPageOneCannotLoopAll() async throws {
        let server = try HTTPServer(handler: ClosureHandler { _ in
            var headers = HTTPHeaderFields()
            headers["Content-Type"] = "application/json"
            let body = #"{"current_page": 1, "total_pages": 3, "total_items": 3, "photos": [{"id": 7, "name": "same"}]}"#
            return HTTPResponse(status: 200, headers: headers, body: Data(body.utf8))
        })
        defer { server.stop() }
        let result = await photomania(["--api", "http://127.0.0.1:\(server.port)/v1", "photos", "--all"])
        #expect(result.status == 0)
        #expect(tsvRows(result.standardOutput).count == 2, "the one photo the pages repeat shown once")
        #expect(result.standardError.contains("page 2 repeated page 1; stopped"), "\(result.standardError)")
        #expect(result.standardError.contains("1 listed twice shown once"), "\(result.standardError)")
        #expect(server.statistics.requests <= 3, "page 2 ends it, page 3 at most read ahead")
    }

    @Test func theLargestPageNumberDoesNotOverflow() async throws {
        try await withDemoServer { server in
            let id = try #require(server.catalog.photoIDs.first)
            let result = await photomania(["--api", server.baseURL, "comments", String(id), "--page", String(Int.max)])
            #expect(result.status == 1 && result.standardError.contains("page \(Int.max) is past the last page"), "\(result.standardError)")
            let photos = await photomania(["--api", server.baseURL, "photos", "--page", String(Int.max)])
            #expect(photos.status == 1 && photos.standardError.contains("is past the last page (5); pages run from 1 to 5"), "\(photos.standardError)")
            #expect(photos.standardOutput.isEmpty, "no empty table")
        }
    }

    @Test func aNonFiniteRatingDoesNotBreakJSONOutput() async throws {
        let server = try HTTPServer(handler: ClosureHandler { _ in
            var headers = HTTPHeaderFields()
            headers["Content-Type"] = "application/json"
            let body = #"{"current_page": 1, "total_pages": 1, "total_items": 1, "photos": [{"id": 7, "name": "x", "rating": "nan"}]}"#
            return HTTPResponse(status: 200, headers: headers, body: Data(body.utf8))
        })
        defer { server.stop() }
        let result = await photomania(["--api", "http://127.0.0.1:\(server.port)/v1", "photos", "--json"])
        #expect(result.status == 0)
        #expect(!result.standardOutput.contains("nan"))
    }

    @Test func aBrokenConfigFileIsAUsageError() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("photomania-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("photomania"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("{ nope".utf8).write(to: directory.appendingPathComponent("photomania/config.json"))
        let result = await photomania(["photos"], environment: ["XDG_CONFIG_HOME": directory.path])
        #expect(result.status == 2)
        #expect(result.standardError.contains("config.json' is not valid"))
    }

    @Test func aConfigFileSaysWhereItBreaksAndWhichKeyIsMisspelled() async throws {
        let folder = try TemporaryDirectory()
        let file = folder.path + "/config.json"
        for (text, expected) in [
            ("{\n  \"jobs\": 4,\n  nope\n}", "not JSON (line 3, column 3)"),
            ("{\n  \"jobs\": 4", "not JSON (it ends early, at line 2, column 12)"),
            (#"{"download_directory": "/tmp"}"#, "unknown key 'download_directory'\nhint: did you mean 'download_dir'?"),
            (#"{"jbos": 4}"#, "unknown key 'jbos'\nhint: did you mean 'jobs'?"),
            (#"{"zzz": 1}"#, "unknown key 'zzz'\nhint: its keys are api, consumer_key"),
        ] {
            try Data(text.utf8).write(to: URL(fileURLWithPath: file))
            let result = await photomania(["--config", file, "photos"])
            #expect(result.status == 2)
            #expect(result.standardError.contains(expected), "\(result.standardError)")
        }
    }

    @Test func theConfigFileSuppliesTheAPIAndKey() async throws {
        try await withDemoServer(consumerKey: "from-config") { server in
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("photomania-\(UUID().uuidString).json")
            defer { try? FileManager.default.removeItem(at: file) }
            try Data(#"{"api": "\#(server.baseURL)", "consumer_key": "from-config"}"#.utf8).write(to: file)
            let result = await photomania(["--config", file.path, "photos", "--rpp", "1"])
            #expect(result.status == 0)
            #expect(!result.standardError.contains("built-in demo"))
        }
    }

    @Test func helpAndVersion() async {
        let help = await photomania(["--help"])
        #expect(help.status == 0)
        for command in ["photos", "search", "photo", "comments", "user", "serve"] {
            #expect(help.standardOutput.contains(command))
        }
        let commandHelp = await photomania(["help", "photos"])
        #expect(commandHelp.standardOutput.contains("--feature"))
        let version = await photomania(["--version"])
        #expect(version.standardOutput == "photomania \(PhotomaniaVersion.current)\n")
    }
}

struct ClosureHandler: HTTPHandling {
    let respond: @Sendable (HTTPRequest) -> HTTPResponse
    func respond(to request: HTTPRequest) -> HTTPResponse { respond(request) }
}
