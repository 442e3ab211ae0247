import Foundation
import PhotomaniaCLI
import PhotomaniaServer
import Testing

/// The limits a user sets on the command line reach the transfers, and a limit that stops one
/// says which option it was.
@Suite struct CommandLimitsTests {
    @Test func anAPIAnswerTrickledPastTheTimeoutFailsNamingIt() async throws {
        try await withDemoServer(faults: "path=/v1/photos/*:rate=200") { server in
            let id = try #require(server.catalog.photoIDs.first)
            let result = await photomania(["--api", server.baseURL, "--timeout", "1", "photo", String(id)])
            #expect(result.status == 1)
            #expect(result.standardError.contains("took longer than 1 s"), "\(result.standardError)")
            #expect(result.standardError.contains("--timeout"))
        }
    }

    @Test func aDownloadLargerThanTheMaximumIsStoppedAndNamesTheOption() async throws {
        try await withDemoServer { server in
            let id = try #require(server.catalog.photoIDs.first)
            let folder = try TemporaryDirectory()
            let result = await photomania(["--api", server.baseURL, "--max-file-size", "1k", "download", String(id), "--size", "4", "--retries", "0", "-o", folder.path])
            #expect(result.status == 1)
            #expect(result.standardError.contains("larger than 1024 bytes") && result.standardError.contains("--max-file-size"), "\(result.standardError)")
            let left = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            #expect(!left.contains { $0.hasSuffix(".part") }, "a body over the cap leaves no .part: \(left)")
        }
    }

    @Test(arguments: ["--timeout 0", "--max-file-size lots", "--min-speed -1"])
    func aBadLimitIsAUsageError(arguments: String) async {
        let result = await photomania(arguments.split(separator: " ").map(String.init) + ["photos"])
        #expect(result.status == 2, "\(result.standardError)")
    }
}
