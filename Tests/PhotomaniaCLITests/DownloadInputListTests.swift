import Foundation
import PhotomaniaCLI
import PhotomaniaServer
import Testing

/// Issue 25 item 5: `download -i FILE` and `download -` take photos listed one a line (ids or
/// photo page URLs); blank lines and `#` comments are skipped; a line that names no photo is
/// reported with its number, the others are downloaded, and the run is "partly done" (exit 3).
@Suite("download -i FILE and download -: photos listed one a line")
struct DownloadInputListTests {
    static let list = """
        # picks for the wall
        1006721

        https://500px.com/photo/1000344/golden-silence-ii
        not-an-id
          1003911\u{20}\u{20}
        """

    private func ids(_ directory: TemporaryDirectory) -> Set<Int> {
        Set(directory.finalFiles.compactMap { Int($0.prefix { $0 != "." }) })
    }

    @Test func aFileDownloadsItsPhotosAndReportsItsBadLineByNumber() async throws {
        try await withDemoServer { server in
            let directory = try TemporaryDirectory()
            let file = directory.path + "/../list-\(UUID().uuidString).txt"
            try Self.list.write(toFile: file, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(atPath: file) }
            let result = await photomania(["--api", server.baseURL, "download", "-i", file, "-o", directory.path])
            #expect(result.status == 3, "partly done: one line named no photo")
            #expect(ids(directory) == [1006721, 1000344, 1003911])
            #expect(result.standardError.contains("photomania: \(file):5: 'not-an-id' is not a photo id; skipped"), "\(result.standardError)")
            #expect(result.standardError.contains("downloaded 3 · skipped 0 · failed 0"))
        }
    }

    @Test func standardInputIsAListTooAndGoesWithIDsGivenAsArguments() async throws {
        let server = try DemoServer(DemoServer.Configuration())
        defer { server.stop() }
        let directory = try TemporaryDirectory()
        let (status, _, errors) = try await ChildProcess.run(
            ["--api", server.baseURL, "download", "1010895", "-", "-o", directory.path], input: "1006721\n# done\n"
        )
        #expect(status == 0, "\(errors)")
        #expect(ids(directory) == [1010895, 1006721])
    }

    @Test func aListThatNamesNothingOrCannotBeReadIsAUsageError() async throws {
        let (status, _, errors) = try await ChildProcess.run(["download", "-"], input: "# only a comment\n\n")
        #expect(status == 2)
        #expect(errors.contains("the input list stdin names no photos"), "\(errors)")
        let missing = await photomania(["download", "-i", "/nonexistent/list.txt"])
        #expect(missing.status == 2)
        #expect(missing.standardError.contains("cannot read the input list /nonexistent/list.txt: no such file or directory"), "\(missing.standardError)")
        let both = await photomania(["download", "-i", "a.txt", "-"])
        #expect(both.status == 2)
    }

    @Test func aBadLineCannotSteerTheTerminal() async throws {
        let (status, _, errors) = try await ChildProcess.run(["download", "-"], input: "x\u{1B}[2Jy\n")
        #expect(status == 2)
        #expect(!errors.contains("\u{1B}"), "\(errors.debugDescription)")
        #expect(errors.contains("stdin:1:"))
    }
}
