import Foundation
import PhotomaniaServer
import Testing

@testable import PhotomaniaCLI

/// Messages that say their advice once, in plain words: a port already taken, a folder that
/// cannot be made, and the URLs `-v` logs.
@Suite struct MessageWordingTests {
    @Test(.enabled(if: ChildProcess.binaryExists, "needs the built photomania"))
    func aPortAlreadyInUseIsSaidOnceWithOneHint() async throws {
        try await withDemoServer { server in
            let scratch = try TemporaryDirectory()
            let child = try ChildProcess(["serve", "--port", String(server.port), "--state", scratch.path + "/state.sqlite3"])
            let status = await child.exitStatus(timeout: 20)
            #expect(status == 1)
            #expect(child.standardError == "photomania: cannot serve on 127.0.0.1:\(server.port): that port is already in use; pick another --port (0 picks a free one)\n")
        }
    }

    @Test func everyReasonTheServerCannotStartNamesTheOptionOnce() {
        let errors: [HTTPServerError] = [
            .addressInUse(host: "127.0.0.1", port: 80), .permissionDenied(host: "127.0.0.1", port: 80),
            .addressNotAvailable(host: "10.9.8.7", port: 80), .unknownHost("nowhere"), .invalidPort(70_000),
            .systemCallFailed(call: "listen", reason: "Too many open files"),
        ]
        for error in errors {
            let failure = ServeCommand.failure(error, host: "127.0.0.1", port: 80)
            let line = failure.message + (failure.hint.map { "; " + $0 } ?? "")
            #expect(line.hasPrefix("cannot serve on 127.0.0.1:80: "), "\(line)")
            #expect(line.components(separatedBy: "--").count <= 2, "one option named, once: \(line)")
            #expect(!line.contains(".;") && !line.hasSuffix("."), "\(line)")
            #expect(!failure.message.contains("Cannot listen"), "the server's own sentence is not quoted: \(line)")
        }
    }

    /// A photo is asked for with its tags only (`RouterTests` has a request with no parameter).
    @Test func aRequestIsLoggedAsSentWithNoStrayQuestionMark() async throws {
        try await withDemoServer { server in
            let id = try #require(server.catalog.photoIDs.first)
            let result = await photomania(["--api", server.baseURL, "-v", "--refresh", "photo", String(id)])
            #expect(result.status == 0, "\(result.standardError)")
            #expect(result.standardError.contains("GET \(server.baseURL)/photos/\(id)?tags=1\n"), "\(result.standardError)")
            let urls = (result.standardError + result.standardOutput).split(whereSeparator: { $0 == " " || $0 == "\n" }).filter { $0.hasPrefix("http") }
            #expect(!urls.isEmpty && !urls.contains { $0.hasSuffix("?") }, "\(urls)")
        }
    }
}
