import Foundation
import Testing

/// The real binary in real processes: `serve` in one, a client in another.
@Suite("photomania as separate processes")
struct ProcessTests {
    @Test func serveInOneProcessAndBrowseFromAnother() async throws {
        try #require(ChildProcess.binaryExists, "build photomania first: \(ChildProcess.binary)")
        let server = try ChildProcess(["serve", "--port", "0", "--photos", "50"])
        #expect(await eventually(timeout: 30) { server.standardOutput.contains("\n") })
        let banner = server.standardOutput
        let api = try #require(banner.split(separator: " ").first { $0.hasPrefix("http://") }.map(String.init), "banner: \(banner)")

        let (status, stdout, stderr) = try await ChildProcess.run(["--api", api, "photos", "--rpp", "5"])
        #expect(status == 0, "\(stderr)")
        let rows = stdout.split(separator: "\n")
        #expect(rows.first?.hasPrefix("ID\tTITLE") == true)
        #expect(rows.count > 1)
        #expect(!stderr.contains("built-in demo"))

        server.interrupt()
        #expect(await server.exitStatus() == 0, "Ctrl-C stops serve cleanly")
    }

    /// A network namespace with no interfaces up makes name resolution fail at once, without
    /// sending anything anywhere.
    @Test(.enabled(if: Namespaces.network, "needs network namespaces"))
    func anUnknownHostIsNamed() async throws {
        try #require(ChildProcess.binaryExists, "build photomania first: \(ChildProcess.binary)")
        let (status, stdout, stderr) = try await ChildProcess.run(["-n", ChildProcess.binary, "--api", "http://photomania-test.invalid/v1", "photos"], executable: "/usr/bin/unshare")
        #expect(status == 1)
        #expect(stdout.isEmpty)
        #expect(stderr == "photomania: could not find the host 'photomania-test.invalid' (GET http://photomania-test.invalid/v1/photos); check your network or --api\n")
    }
}
