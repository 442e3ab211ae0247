import Foundation
import PhotomaniaKit
import PhotomaniaServer
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
}
