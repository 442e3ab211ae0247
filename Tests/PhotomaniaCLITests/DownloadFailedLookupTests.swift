import Foundation
import PhotomaniaCLI
@testable import PhotomaniaServer
import Testing

/// Photos given by id are looked up one by one: a lookup that fails on its own (a 500 after the
/// retries) fails that photo, not the batch.
@Suite("download: a failing lookup fails its photo only")
struct DownloadFailedLookupTests {
    @Test func aLookupAnswering500IsRetriedCountedAndTheOthersAreSaved() async throws {
        let probe = try DemoServer(DemoServer.Configuration(referenceDate: Date(timeIntervalSince1970: 1_795_000_000)))
        let ids = await listedIDs(probe, count: 2)
        probe.stop()
        let (broken, good) = (ids[0], ids[1])
        let missing = 5_000_001
        try await withDemoServer(faults: "path=/v1/photos/\(broken):status=500") { server in
            let directory = try TemporaryDirectory()
            let result = await photomania([
                "--api", server.baseURL, "download", String(broken), String(good), String(missing), "--size", "4", "-o", directory.path,
            ])
            #expect(result.status == 3, "some failed, the rest saved: \(result.standardError)")
            #expect(directory.finalFiles.contains { $0.hasPrefix("\(good).") }, "\(directory.files)")
            #expect(result.standardError.contains("downloaded 1 · skipped 0 · failed 2 (ids \(broken), \(missing))"), "\(result.standardError)")
            #expect(result.standardError.contains("error \(broken): photo \(broken) could not be looked up: the server answered 500"))
            #expect(result.standardError.contains("error \(missing): no photo \(missing)"))
            #expect(server.statistics.requestsByPath["/v1/photos/\(broken)"] == 4, "retried as any transient failure: 1 + 3 tries")
        }
    }

    /// What every lookup would meet alike still ends the run at once, with its own exit code.
    @Test func refusedCredentialsStillEndTheBatch() async throws {
        try await withDemoServer(consumerKey: "right") { server in
            let directory = try TemporaryDirectory()
            let result = await photomania([
                "--api", server.baseURL, "--consumer-key", "wrong", "download", "1000001", "1000002", "-o", directory.path,
            ])
            #expect(result.status == 4, "\(result.standardError)")
            #expect(result.standardError.contains("check your consumer key"), "\(result.standardError)")
        }
    }
}
