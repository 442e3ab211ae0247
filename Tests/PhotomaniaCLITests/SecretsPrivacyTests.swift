import Foundation
import PhotomaniaKit
import PhotomaniaServer
import Testing

/// Secrets stay secret: a password in `--api` is in no error, log line or cache key; the cache
/// folder and its file are the user's alone; a process holding a secret makes no core file; the
/// `$EDITOR` photomania starts inherits no socket or pipe of its.
@Suite(.enabled(if: ChildProcess.binaryExists, "needs the built photomania"))
struct SecretsPrivacyTests {
    static let password = "pa55-w0rd-in-url"

    @Test func aPasswordInTheAPIURLIsInNoLineAndNoCacheKey() async throws {
        try await withDemoServer { server in
            let cache = try TemporaryDirectory()
            let api = "http://alice:\(Self.password)@127.0.0.1:\(server.port)/v1"
            let (status, output, errors) = try await ChildProcess.run(["--api", api, "--cache-dir", cache.path, "-v", "photos", "--rpp", "2"])
            #expect(status == 0, "\(errors)")
            #expect(errors.contains("> GET http://REDACTED@127.0.0.1:\(server.port)/v1/photos"), "\(errors)")
            #expect(!(output + errors).contains(Self.password) && !errors.contains("alice"), "\(errors)")
            for file in cache.files where file.hasPrefix("http.sqlite3") {
                let bytes = try Data(contentsOf: URL(fileURLWithPath: cache.path + "/" + file))
                #expect(bytes.range(of: Data(Self.password.utf8)) == nil && bytes.range(of: Data("alice".utf8)) == nil, "\(file) holds the login")
            }
        }
        let nobody = try HTTPServer(handler: DocumentedExamplesHandler())
        let port = nobody.port
        nobody.stop()
        let failed = try await ChildProcess.run(["--api", "http://alice:\(Self.password)@127.0.0.1:\(port)/v1", "photos"])
        #expect(failed.0 == 1)
        #expect(!failed.2.contains(Self.password) && failed.2.contains("http://REDACTED@127.0.0.1:\(port)/v1/photos"), "\(failed.2)")
    }

    @Test func theCacheFolderAndItsFilesAreTheUsersAlone() async throws {
        try await withDemoServer { server in
            let parent = try TemporaryDirectory()
            let cache = parent.path + "/made/by/photomania"
            let (status, _, errors) = try await ChildProcess.run(["--api", server.baseURL, "--cache-dir", cache, "photos", "--rpp", "2"])
            #expect(status == 0, "\(errors)")
            #expect(try Self.mode(cache) == 0o700 && Self.mode(parent.path + "/made") == 0o700)
            let files = try FileManager.default.contentsOfDirectory(atPath: cache).filter { $0.hasPrefix("http.sqlite3") }
            #expect(files.contains("http.sqlite3"))
            for file in files { #expect(try Self.mode(cache + "/" + file) == 0o600, "\(file)") }
        }
    }

    @Test func aThumbnailIsKeptInAFolderOfTheUsersAlone() throws {
        let parent = try TemporaryDirectory()
        let cache = DiskCache(directory: parent.path + "/thumbnails")
        cache.store(Data("picture".utf8), forKey: "private photo")
        #expect(try Self.mode(parent.path + "/thumbnails") == 0o700)
        let entries = try FileManager.default.contentsOfDirectory(atPath: parent.path + "/thumbnails")
        #expect(!entries.isEmpty)
        for entry in entries { #expect(try Self.mode(parent.path + "/thumbnails/" + entry) == 0o600) }
    }

    /// The shell raises the soft limit first, so that only photomania itself can lower it.
    @Test func aProcessHoldingAConsumerKeyMakesNoCoreFile() async throws {
        try await withDemoServer(faults: "path=/v1/photos:stall-headers") { server in
            let command = "ulimit -S -c unlimited 2>/dev/null || ulimit -S -c 100000; exec \"$0\" \"$@\""
            let child = try ChildProcess(["-c", command, ChildProcess.binary, "--api", server.baseURL, "--consumer-key", "secret-key", "photos"], executable: "/bin/sh")
            #expect(await eventually(timeout: 10) { server.statistics.requestsByPath["/v1/photos"] == 1 }, "the request is out")
            let limits = try String(contentsOfFile: "/proc/\(child.processIdentifier)/limits", encoding: .utf8)
            let core = limits.split(separator: "\n").first { $0.hasPrefix("Max core file size") }.map(String.init) ?? ""
            #expect(core.split(separator: " ").filter { !$0.isEmpty }.dropFirst(4).first == "0", "soft limit: \(core)")
        }
    }

    private static func mode(_ path: String) throws -> Int {
        try #require(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) & 0o777
    }
}
