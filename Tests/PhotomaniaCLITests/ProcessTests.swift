import Foundation
import Testing

/// The real binary in real processes: `serve` in one, a client in another.
@Suite("photomania as separate processes")
struct ProcessTests {
    static let binary = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent(".build/debug/photomania")

    /// Runs to completion and returns (status, stdout, stderr).
    private func run(_ executable: String, _ arguments: [String]) throws -> (Int32, String, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = ["HOME": "/nonexistent-photomania-test", "PATH": "/usr/bin:/bin"]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: binary.path)))
    func serveInOneProcessAndBrowseFromAnother() async throws {
        let server = Process()
        server.executableURL = Self.binary
        server.arguments = ["serve", "--port", "0", "--photos", "50"]
        let output = Pipe()
        server.standardOutput = output
        try server.run()
        defer { if server.isRunning { server.terminate() } }

        var banner = Data()
        while !banner.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { break }
            banner.append(chunk)
        }
        let line = String(decoding: banner, as: UTF8.self)
        let api = try #require(line.split(separator: " ").first { $0.hasPrefix("http://") }.map(String.init), "banner: \(line)")

        let (status, stdout, stderr) = try run(Self.binary.path, ["--api", api, "photos", "--rpp", "5"])
        #expect(status == 0, "\(stderr)")
        let rows = stdout.split(separator: "\n")
        #expect(rows.first?.hasPrefix("ID\tTITLE") == true)
        #expect(rows.count > 1)
        #expect(!stderr.contains("built-in demo"))

        server.interrupt()
        server.waitUntilExit()
        #expect(server.terminationStatus == 0, "Ctrl-C stops serve cleanly")
    }

    /// A network namespace with no interfaces up makes name resolution fail at once, without
    /// sending anything anywhere.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: binary.path) && FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare")))
    func anUnknownHostIsNamed() throws {
        let (probe, _, _) = try run("/usr/bin/unshare", ["-n", "/bin/true"])
        try #require(probe == 0, "this machine does not allow network namespaces")
        let (status, stdout, stderr) = try run("/usr/bin/unshare", ["-n", Self.binary.path, "--api", "http://photomania-test.invalid/v1", "photos"])
        #expect(status == 1)
        #expect(stdout.isEmpty)
        #expect(stderr == "photomania: could not find the host 'photomania-test.invalid' (GET http://photomania-test.invalid/v1/photos?feature=popular&page=1&rpp=20); check your network or --api\n")
    }
}
