import Foundation
import PhotomaniaCLI
import PhotomaniaServer

/// What one in-process run of the program printed and answered.
struct RunResult {
    let status: Int32
    let standardOutput: String
    let standardError: String
}

/// Runs photomania in-process with captured output and an environment that ignores the
/// developer's own config.
func photomania(
    _ arguments: [String], terminal: Bool = false, columns: Int = 100, rows: Int? = nil, environment: [String: String] = [:]
) async -> RunResult {
    let output = CapturedOutput(isTerminal: terminal, columns: columns, rows: rows)
    let errors = CapturedOutput()
    let dataFolder = FileManager.default.temporaryDirectory.appendingPathComponent("photomania-run-data-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: dataFolder) }
    let env = isolatedEnvironment(dataFolder: dataFolder).merging(environment) { $1 }
    let status = await Photomania.run(arguments: arguments, console: Console(standardOutput: output, standardError: errors, environment: env))
    return RunResult(status: status, standardOutput: output.text, standardError: errors.text)
}

/// An environment that ignores the developer's own config, with the built-in server's state and
/// the caches in `dataFolder`.
func isolatedEnvironment(dataFolder: String) -> [String: String] {
    ["XDG_CONFIG_HOME": "/nonexistent-photomania-test", "HOME": "/nonexistent-photomania-test", "TERM": "xterm-256color", "XDG_DATA_HOME": dataFolder, "XDG_CACHE_HOME": dataFolder + "/cache"]
}

/// A demo server for the length of `body`, with a fixed reference date so the catalog is stable.
/// `maxAge` replaces the `max-age` of its answers.
func withDemoServer<T>(
    faults: String = "",
    consumerKey: String? = nil,
    maxAge: Int? = nil,
    photoCount: Int = 240,
    _ body: (DemoServer) async throws -> T
) async throws -> T {
    var configuration = DemoServer.Configuration(
        photoCount: photoCount,
        referenceDate: Date(timeIntervalSince1970: 1_795_000_000),
        requiredConsumerKey: consumerKey,
        faults: try FaultPlan(parsing: faults)
    )
    configuration.maxAge = maxAge
    let server = try DemoServer(configuration)
    defer { server.stop() }
    return try await body(server)
}

/// Rows of tab-separated output, header first.
func tsvRows(_ text: String) -> [[String]] {
    text.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
}

/// The repository's `Fixtures/` folder.
let fixturesRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

/// Serves the documented example responses from `Fixtures/api` at the endpoints they came from.
struct DocumentedExamplesHandler: HTTPHandling {
    func respond(to request: HTTPRequest) -> HTTPResponse {
        let name: String
        switch request.path {
        case "/v1/photos": name = "photos-list.json"
        case "/v1/users/show": name = "user-show.json"
        case let path where path.hasSuffix("/comments"): name = request.hasQuery("nested") ? "comments-nested.json" : "comments.json"
        case let path where path.hasPrefix("/v1/photos/"): name = "photo-show.json"
        default: name = "error-401.json"
        }
        let body = (try? Data(contentsOf: fixturesRoot.appendingPathComponent("api/" + name))) ?? Data()
        var headers = HTTPHeaderFields()
        headers["Content-Type"] = "application/json"
        return HTTPResponse(status: name.hasPrefix("error") ? 401 : 200, headers: headers, body: body)
    }
}

/// Display width of a line as a terminal shows it: SGR colour sequences take no room.
func visibleWidth(_ line: some StringProtocol) -> Int {
    displayWidth(of: String(line).replacing(/\u{1B}\[[0-9;]*m/, with: ""))
}
