import Foundation
@testable import PhotomaniaServer
import Testing

/// SIGTERM stops a download as Ctrl-C does (summary printed, `.part` files kept) and exits 143,
/// as shells report a run that SIGTERM ended (130 stays Ctrl-C's).
@Suite("download: ended by SIGTERM")
struct DownloadTerminatedTests {
    @Test func sigtermStopsCleanlyAndExits143() async throws {
        try #require(ChildProcess.binaryExists)
        try await withDemoServer(faults: "path=/images/*:rate=4000") { server in
            let directory = try TemporaryDirectory()
            let child = try ChildProcess(["--api", server.baseURL, "download", "--feature", "fresh_week", "--limit", "6", "--size", "4", "-j", "2", "-o", directory.path])
            #expect(await eventually(timeout: 60) { child.isRunning && !directory.partFiles.isEmpty })
            child.terminate()
            #expect(await child.exitStatus() == 143)
            #expect(child.standardError.contains("interrupted"), "the summary is printed: \(child.standardError)")
            #expect(!directory.partFiles.isEmpty, ".part files are kept for resuming")
        }
    }
}
