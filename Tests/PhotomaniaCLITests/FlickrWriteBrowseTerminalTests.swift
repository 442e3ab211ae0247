import Foundation
import PhotomaniaCLI
import PhotomaniaKit
@testable import PhotomaniaServer
import Testing

/// `F` and `v` in `browse --provider flickr` in the real program in a real terminal (tmux),
/// signed in through `login`: a fave shows on the tile at once and the server has it, and a
/// photo faved before shows its mark from the first screen (listings ask `isfavorite`).
@Suite(.serialized, .enabled(if: TmuxPane.available, "needs tmux and the built photomania"))
struct FlickrWriteBrowseTerminalTests {
    @Test func favesShowAtOnceAndAnEarlierFaveFromTheStart() async throws {
        try await withDemoServer { server in
            let account = try FlickrLoginAccount(server)
            defer { account.remove() }
            try await account.signIn()
            let owner = try #require(server.catalog.user(id: server.catalog.photos.first { $0.userID != server.flickrDemoUser.id }?.userID ?? -1))
            let listed = await account.run(["photos", "--user", owner.nsid, "--rpp", "3", "--json", "id"])
            let ids = (try JSONSerialization.jsonObject(with: Data(listed.standardOutput.utf8)) as? [[String: Any]] ?? []).compactMap { $0["id"].map { "\($0)" } }
            try #require(ids.count == 3, "\(listed.standardError)")
            #expect(await account.run(["favorite", ids[0]]).status == 0)

            let cache = FileManager.default.temporaryDirectory.appendingPathComponent("photomania-flickr-marks-\(UUID().uuidString)").path
            let pane = try TmuxPane(account.options + ["--cache-dir", cache, "--images", "none", "browse", "--user", owner.nsid], removing: [cache])
            #expect(await pane.waitFor("the owner's photos, the first faved") { screen in
                BrowseWriteTerminalTests.listed(screen) && BrowseWriteTerminalTests.selectedTitle(screen).hasSuffix("⚑")
            })

            try pane.send("F")
            #expect(await pane.waitFor("the fave taken back at once") { !BrowseWriteTerminalTests.selectedTitle($0).contains("⚑") })
            #expect(await self.favoritedEventually(ids[0], false, account))

            try pane.send("l", "F")
            #expect(await pane.waitFor("the second photo faved") { BrowseWriteTerminalTests.selectedTitle($0).hasSuffix("⚑") })
            #expect(await self.favoritedEventually(ids[1], true, account))

            try pane.send("l", "v")
            #expect(await pane.waitFor("the third photo liked, which is a fave") { screen in
                let title = BrowseWriteTerminalTests.selectedTitle(screen)
                return title.contains("♥") || title.contains("⚑")
            })
            #expect(await self.favoritedEventually(ids[2], true, account))
            #expect(!pane.screen().contains("could not"), "\(pane.screen())")
            try pane.send("q")
            #expect(await pane.waitFor("exit") { $0.contains("rc=0") })
        }
    }

    /// Whether `photo ID --json` comes to say `favorited: expected` within a few seconds.
    private func favoritedEventually(_ id: String, _ expected: Bool, _ account: FlickrLoginAccount) async -> Bool {
        for _ in 0..<25 {
            let result = await account.run(["photo", id, "--json", "id,favorited"])
            let object = try? JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
            if object?["favorited"] as? Bool == expected { return true }
            try? await Task.sleep(for: .milliseconds(200))
        }
        Issue.record("photo \(id) never came to favorited: \(expected)")
        return false
    }
}
