import Foundation
import PhotomaniaKit
@testable import PhotomaniaServer
import Testing

/// `d` in a real terminal: the same engine as `download`, into the folder the user configured.
@Suite(.serialized, .enabled(if: TmuxPane.available, "needs tmux and the built photomania"))
struct BrowseDownloadTests {
    private func savedFiles(_ folder: TemporaryDirectory) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".jpg") }
    }

    @Test func dSavesIntoTheConfiguredDownloadFolder() async throws {
        try await withDemoServer { server in
            let config = try TemporaryDirectory()
            let downloads = try TemporaryDirectory()
            try FileManager.default.createDirectory(atPath: config.path + "/photomania", withIntermediateDirectories: true)
            try Data(#"{"download_dir": "\#(downloads.path)"}"#.utf8).write(to: URL(fileURLWithPath: config.path + "/photomania/config.json"))
            let cache = FileManager.default.temporaryDirectory.appendingPathComponent("photomania-browse-\(UUID().uuidString)").path
            let pane = try TmuxPane(["--api", server.baseURL, "--cache-dir", cache, "browse"], environment: ["XDG_CONFIG_HOME": config.path], removing: [cache])
            #expect(await pane.waitFor("page 1") { BrowseTerminalTests.header($0).contains("page 1/") && $0.contains { $0.contains("★") } })
            try pane.send("d")
            #expect(await pane.waitFor("saved") { $0.last?.contains("saved ") == true })
            #expect(savedFiles(downloads).count == 1, "the photo went to download_dir")
            #expect(FileManager.default.fileExists(atPath: downloads.path + "/.photomania-archive.sqlite3"), "and was archived there")
            try pane.send("q")
            #expect(await pane.waitFor("exit") { $0.contains("rc=0") })
        }
    }

    @Test func dNamesThePhotoAsTheConfiguredFormatsSay() async throws {
        try await withDemoServer { server in
            let config = try TemporaryDirectory()
            let downloads = try TemporaryDirectory()
            try FileManager.default.createDirectory(atPath: config.path + "/photomania", withIntermediateDirectories: true)
            let settings = #"{"download_dir": "\#(downloads.path)", "dir": "{user}", "filename": "{id}-{slug}.{ext}"}"#
            try Data(settings.utf8).write(to: URL(fileURLWithPath: config.path + "/photomania/config.json"))
            let cache = FileManager.default.temporaryDirectory.appendingPathComponent("photomania-browse-\(UUID().uuidString)").path
            let pane = try TmuxPane(["--api", server.baseURL, "--cache-dir", cache, "browse"], environment: ["XDG_CONFIG_HOME": config.path], removing: [cache])
            #expect(await pane.waitFor("page 1") { BrowseTerminalTests.header($0).contains("page 1/") && $0.contains { $0.contains("★") } })
            try pane.send("d")
            #expect(await pane.waitFor("saved") { $0.last?.contains("saved ") == true })
            try pane.send("q")
            #expect(await pane.waitFor("exit") { $0.contains("rc=0") })

            let saved = (FileManager.default.enumerator(atPath: downloads.path)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".jpg") }
            #expect(saved.count == 1, "\(saved)")
            let parts = try #require(saved.first?.split(separator: "/").map(String.init))
            let id = try #require(parts.last?.split(separator: "-").first.flatMap { Int($0) })
            let photo = try #require(server.catalog.photos.first { $0.id == id })
            let user = try #require(server.catalog.users.first { $0.id == photo.userID })
            #expect(parts == [user.username, "\(id)-\(photo.slug).jpg"])
        }
    }
}
