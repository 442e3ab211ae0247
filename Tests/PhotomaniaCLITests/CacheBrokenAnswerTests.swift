import Foundation
import Testing

/// An answer that does not decode is not kept: with the `malformed` fault on the first
/// `/v1/photos`, the first run fails and the next one asks the server again and shows the page.
@Suite(.enabled(if: ChildProcess.binaryExists, "needs the built photomania"))
struct CacheBrokenAnswerTests {
    @Test func aBrokenAnswerIsNotServedBackByTheNextRun() async throws {
        try await withDemoServer(faults: "path=/v1/photos+first=1:malformed") { server in
            let cache = try TemporaryDirectory()
            let arguments = ["--api", server.baseURL, "--cache-dir", cache.path, "photos", "--rpp", "3"]
            let broken = try await ChildProcess.run(arguments)
            #expect(broken.0 == 1 && broken.2.contains("not valid JSON"), "\(broken.2)")
            let next = try await ChildProcess.run(arguments)
            #expect(next.0 == 0, "\(next.2)")
            #expect(tsvRows(next.1).count == 4, "a header and 3 photos")
            #expect(server.statistics.requestsByPath["/v1/photos"] == 2)
            let third = try await ChildProcess.run(arguments)
            #expect(third.0 == 0 && third.1 == next.1 && server.statistics.requestsByPath["/v1/photos"] == 2, "the good answer is kept")
        }
    }
}
