import Foundation
import Testing

/// `--timeout` is the most an API request takes in all: every try and every wait between tries.
/// A server that stalls each answer after half of it is retried, but not past the timeout.
@Suite(.enabled(if: ChildProcess.binaryExists, "needs the built photomania"))
struct TimeoutInAllTests {
    @Test func retriesOfAStallingServerEndWithinTheTimeout() async throws {
        try await withDemoServer(faults: "path=/v1/photos/*:stall") { server in
            let started = Date()
            let (status, _, errors) = try await ChildProcess.run(["--api", server.baseURL, "--timeout", "3", "--stall-timeout", "2", "photo", "1006721"])
            let elapsed = Date().timeIntervalSince(started)
            #expect(status == 1, "\(errors)")
            // Four tries of 2 s and the waits between them would take 11.5 s.
            #expect(elapsed < 10, "3 s in all (\(elapsed) s): \(errors)")
            #expect(errors.contains("the answer took longer than 3 s"), "\(errors)")
            #expect((server.statistics.requestsByPath["/v1/photos/1006721"] ?? 0) >= 2, "it was retried within the time")
        }
    }
}
