import Foundation
import PhotomaniaCLI
import PhotomaniaServer
import Testing

/// Issue 25 item 3: `--mtime taken|uploaded|server|none` (default uploaded, as gallery-dl takes
/// the post's date) is each downloaded file's modification time, and its sidecar's.
@Suite("download --mtime: a file's modification time is the photo's date")
struct DownloadFileTimesTests {
    private func withFixedDemo(_ body: (DemoServer) async throws -> Void) async throws {
        let server = try DemoServer(DemoServer.Configuration(referenceDate: Date(timeIntervalSince1970: 1_795_000_000)))
        defer { server.stop() }
        try await body(server)
    }

    private func date(_ server: DemoServer, _ field: String) async throws -> Date {
        let result = await photomania(["--api", server.baseURL, "photo", "1006721", "--json"])
        let photo = try #require(JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let text = try #require(photo[field] as? String)
        return try #require(ISO8601DateFormatter().date(from: text))
    }

    private func modified(_ path: String) throws -> Date {
        try #require(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date)
    }

    @Test func byDefaultAFileAndItsSidecarBearTheUploadDate() async throws {
        try await withFixedDemo { server in
            let uploaded = try await date(server, "created_at")
            let directory = try TemporaryDirectory()
            let result = await photomania(["--api", server.baseURL, "download", "1006721", "--write-metadata", "-o", directory.path])
            #expect(result.status == 0, "\(result.standardError)")
            let name = try #require(directory.finalFiles.first { $0.hasSuffix(".jpg") })
            let image = directory.path + "/" + name
            #expect(abs(try modified(image).timeIntervalSince(uploaded)) < 1, "the upload date, to the second")
            #expect(abs(try modified(image + ".json").timeIntervalSince(uploaded)) < 1, "the sidecar's too")
        }
    }

    @Test func takenNoneAndServerPickTheirDates() async throws {
        try await withFixedDemo { server in
            let taken = try await date(server, "taken_at")
            let uploaded = try await date(server, "created_at")
            #expect(abs(taken.timeIntervalSince(uploaded)) > 60, "the demo photo was taken well before its upload")

            let directory = try TemporaryDirectory()
            for (option, folder) in [("taken", "t"), ("none", "n"), ("server", "s")] {
                let result = await photomania(["--api", server.baseURL, "download", "1006721", "--mtime", option, "-o", directory.path + "/" + folder])
                #expect(result.status == 0, "\(result.standardError)")
            }
            let file = { (folder: String) throws -> Date in try self.modified(directory.path + "/\(folder)/1006721.embrace-at-dusk.jpg") }
            #expect(abs(try file("t").timeIntervalSince(taken)) < 1)
            #expect(abs(try file("n").timeIntervalSinceNow) < 120, "none: when it was written")
            let server = try file("s")
            #expect(abs(server.timeIntervalSince(uploaded)) > 1 && server.timeIntervalSinceNow < -86_400, "server: the image's Last-Modified")
        }
    }

    @Test func anUnknownValueIsAUsageError() async {
        let result = await photomania(["download", "1006721", "--mtime", "later"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("'--mtime' must be taken, uploaded, server or none, not 'later'"), "\(result.standardError)")
    }
}
