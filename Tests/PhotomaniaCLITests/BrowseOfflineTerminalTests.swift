import Foundation
import PhotomaniaServer
import Testing

/// `browse` with the server gone, in a real terminal (tmux): the pages seen before come from the
/// HTTP cache and the header says "offline".
@Suite(.serialized, .enabled(if: TmuxPane.available, "needs tmux and the built photomania"))
struct BrowseOfflineTerminalTests {
    static func header(_ screen: [String]) -> String { screen.first ?? "" }

    @Test func pagesSeenBeforeComeBackOfflineAndSaySo() async throws {
        let cache = try TemporaryDirectory()
        var api = ""
        try await withDemoServer(maxAge: 0) { server in
            api = server.baseURL
            let pane = try TmuxPane(["--api", api, "--cache-dir", cache.path, "--images", "none", "browse"])
            #expect(await pane.waitFor("page 1") { Self.header($0).contains("page 1/") })
            try pane.send("n")
            #expect(await pane.waitFor("page 2") { Self.header($0).contains("page 2/") && $0.contains { $0.contains("▶ ") } })
            try pane.send("q")
            #expect(await pane.waitFor("the shell") { screen in screen.contains { $0.contains("rc=0") } })
        }
        let pane = try TmuxPane(["--api", api, "--cache-dir", cache.path, "--images", "none", "--timeout", "5", "browse"])
        #expect(await pane.waitFor("page 1, offline") { screen in
            Self.header(screen).contains("page 1/") && Self.header(screen).contains("offline") && screen.contains { $0.contains("▶ ") }
        })
        try pane.send("n")
        #expect(await pane.waitFor("page 2, offline") { screen in
            Self.header(screen).contains("page 2/") && Self.header(screen).contains("offline") && screen.contains { $0.contains("▶ ") }
        })
        try pane.send("q")
        #expect(await pane.waitFor("the shell") { screen in screen.contains { $0.contains("rc=0") } })
    }
}
