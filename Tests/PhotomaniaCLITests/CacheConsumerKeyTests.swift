import Foundation
import Testing

/// The HTTP cache keeps answers per consumer key: what a run with the right key kept is not
/// shown to a run with a wrong key or none, which reach the server and are refused (exit 4).
@Suite(.enabled(if: ChildProcess.binaryExists, "needs the built photomania"))
struct CacheConsumerKeyTests {
    @Test func aWrongKeyOrNoneIsAskedOfTheServerNotServedFromTheCache() async throws {
        try await withDemoServer(consumerKey: "right-key") { server in
            let cache = try TemporaryDirectory()
            let base = ["--api", server.baseURL, "--cache-dir", cache.path]
            let good = try await ChildProcess.run(base + ["--consumer-key", "right-key", "photos", "--rpp", "3"])
            #expect(good.0 == 0, "\(good.2)")
            let again = try await ChildProcess.run(base + ["--consumer-key", "right-key", "photos", "--rpp", "3"])
            #expect(again.0 == 0 && again.1 == good.1 && server.statistics.requestsByPath["/v1/photos"] == 1, "the same key: from the cache")

            let wrong = try await ChildProcess.run(base + ["--consumer-key", "wrong", "photos", "--rpp", "3"])
            #expect(wrong.0 == 4, "\(wrong.1) \(wrong.2)")
            #expect(server.statistics.requestsByPath["/v1/photos"] == 2)
            let none = try await ChildProcess.run(base + ["photos", "--rpp", "3"])
            #expect(none.0 == 4, "\(none.1) \(none.2)")
            #expect(server.statistics.requestsByPath["/v1/photos"] == 3)
            #expect(!wrong.1.contains("\t") && !none.1.contains("\t"), "no cached table")
        }
    }
}
