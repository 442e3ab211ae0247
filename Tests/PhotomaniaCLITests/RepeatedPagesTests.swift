import Foundation
import PhotomaniaServer
import Testing

/// A server whose every page says there are a million more and lists the same items
/// (`page=1,total-pages=1000000` answers every page as page 1): each paged command stops after
/// the page that added nothing new, says so, and shows what the first page listed. In child
/// processes, so that a walk that never ends is a test that fails, not one that hangs.
@Suite(.enabled(if: ChildProcess.binaryExists, "needs the built photomania"))
struct RepeatedPagesTests {
    static let repeating = "page=1,total-pages=1000000"

    private func run(_ faults: String, _ arguments: [String]) async throws -> (status: Int32?, output: String, errors: String, server: HTTPServerStatistics) {
        try await withDemoServer(faults: faults) { server in
            let child = try ChildProcess(["--api", server.baseURL] + arguments)
            let status = await child.exitStatus(timeout: 30)
            return (status, child.standardOutput, child.standardError, server.statistics)
        }
    }

    @Test func photosAllStopsAfterTheFirstRepeatedPage() async throws {
        let result = try await run("path=/v1/photos:\(Self.repeating)", ["photos", "--all", "--rpp", "5"])
        #expect(result.status == 0, "\(result.errors)")
        #expect(tsvRows(result.output).count == 6, "a header and the 5 photos of page 1")
        #expect(result.errors.contains("photomania: page 2 repeated page 1; stopped"), "\(result.errors)")
        #expect(result.server.requestsByPath["/v1/photos"] ?? 0 <= 5, "page 2 ends it (with at most a few read ahead)")
    }

    @Test func downloadAllStopsTooAndSavesThePhotosOnce() async throws {
        let folder = try TemporaryDirectory()
        let result = try await run("path=/v1/photos:\(Self.repeating)", ["download", "--feature", "popular", "--all", "--size", "1", "-j", "8", "-o", folder.path])
        #expect(result.status == 0, "\(result.errors)")
        #expect(!folder.finalFiles.isEmpty && result.errors.contains("downloaded \(folder.finalFiles.count) ·"), "\(result.errors)")
        #expect(result.errors.contains("page 2 repeated page 1; stopped"), "\(result.errors)")
    }

    @Test(arguments: [
        ("/v1/users/*/friends", ["friends", "jose_alvarez", "--all", "--rpp", "2"]),
        ("/v1/users/*/galleries", ["galleries", "jose_alvarez", "--all", "--rpp", "1"]),
        ("/v1/photos/*/comments", ["comments", "1006721", "--all"]),
    ])
    func peopleGalleriesAndCommentsFollowTheSameRule(path: String, arguments: [String]) async throws {
        let result = try await run("path=\(path):\(Self.repeating)", arguments)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.errors.contains("page 2 repeated page 1; stopped"), "\(arguments): \(result.errors)")
        #expect(!result.output.isEmpty, "page 1 is shown")
    }
}
