import Foundation
import PhotomaniaCLI
import PhotomaniaKit
import PhotomaniaServer
import Testing

/// `v`, `c` and a refused write in the real program in a real terminal (tmux), signed in to the
/// built-in server over HTTP.
@Suite(.serialized, .enabled(if: TmuxPane.available, "needs tmux and the built photomania"))
struct BrowseWriteTerminalTests {
    static func browse(_ server: DemoServer, as account: SignedInDemo?, _ arguments: [String] = []) throws -> TmuxPane {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("photomania-browse-\(UUID().uuidString)").path
        let options = account?.options ?? ["--api", server.baseURL]
        return try TmuxPane(options + ["--cache-dir", cache, "--images", "none", "browse"] + arguments, removing: [cache])
    }

    /// The selected tile's title line (the one with `▶`), cut to the tile's width.
    static func selectedTitle(_ screen: [String]) -> String {
        guard let row = screen.first(where: { $0.contains("▶ ") }), let start = row.firstIndex(of: "▶") else { return "" }
        return String(row[start...].prefix(18))
    }

    static func listed(_ screen: [String]) -> Bool {
        screen.first?.contains("page 1/") == true && screen.contains { $0.contains("▶ ") }
    }

    /// Popular's first page as anyone sees it.
    static func popular(_ server: DemoServer) async throws -> [Photo] {
        let api = APIClient(session: try Session(), configuration: APIConfiguration(baseURL: server.baseURL))
        return try await api.page(.photos(PhotoStreamQuery(), PageRequest(page: 1, perPage: 20)), of: Photo.self).items
    }

    @Test func vOnATileShowsTheLikeAndTheServerHasIt() async throws {
        try await withDemoServer { server in
            let account = try await SignedInDemo.signIn(server)
            defer { account.remove() }
            let photos = try await Self.popular(server)
            let index = try #require(photos.firstIndex { $0.userID != UserID(account.userID) })
            let id = photos[index].id
            #expect(try await account.photo(id)["voted"] as? Bool == false)

            let pane = try Self.browse(server, as: account)
            #expect(await pane.waitFor("page 1") { Self.listed($0) })
            for _ in 0..<index { try pane.send("l") }
            try pane.send("v")
            #expect(await pane.waitFor("the like on the tile, and the server's answer") { screen in
                Self.selectedTitle(screen).hasSuffix("♥") && screen.last?.contains("liked \(id)") == true
            })
            #expect(try await account.photo(id)["voted"] as? Bool == true, "the server has the vote")

            try pane.send("v")
            #expect(await pane.waitFor("the like taken back") { screen in
                !Self.selectedTitle(screen).contains("♥") && screen.last?.contains("unliked \(id)") == true
            })
            #expect(try await account.photo(id)["voted"] as? Bool == false)
            try pane.send("q")
            #expect(await pane.waitFor("exit") { $0.contains("rc=0") })
        }
    }

    @Test func aLikeOfYourOwnPhotoShowsThenRollsBackWithTheServersReason() async throws {
        try await withDemoServer(faults: "path=/v1/photos/*/vote:delay=1") { server in
            let account = try await SignedInDemo.signIn(server)
            defer { account.remove() }
            let pane = try Self.browse(server, as: account, ["--user", account.username])
            #expect(await pane.waitFor("the demo user's photos") { Self.listed($0) })
            try pane.send("v")
            #expect(await pane.waitFor("the like shown at once") { Self.selectedTitle($0).hasSuffix("♥") })
            #expect(await pane.waitFor("the like taken back, with the reason") { screen in
                !Self.selectedTitle(screen).contains("♥") && screen.last?.contains("You cannot vote for your own photo.") == true
            })
            try pane.send("q")
            #expect(await pane.waitFor("exit") { $0.contains("rc=0") })
        }
    }

    @Test func notSignedInVSaysSoAndSendsNothing() async throws {
        try await withDemoServer { server in
            let pane = try Self.browse(server, as: nil)
            #expect(await pane.waitFor("page 1") { Self.listed($0) })
            try pane.send("v")
            #expect(await pane.waitFor("what to run") { $0.last?.contains("sign in first: run 'photomania login'") == true })
            #expect(!Self.selectedTitle(pane.capture()).contains("♥"))
            #expect(!server.statistics.requestsByPath.keys.contains { $0.hasSuffix("/vote") })
            try pane.send("q")
            #expect(await pane.waitFor("exit") { $0.contains("rc=0") })
        }
    }

    @Test func aCommentWrittenOnThePhotosScreenJoinsItsComments() async throws {
        try await withDemoServer { server in
            let account = try await SignedInDemo.signIn(server)
            defer { account.remove() }
            let id = try #require(try await Self.popular(server).first?.id)
            let pane = try Self.browse(server, as: account)
            #expect(await pane.waitFor("page 1") { Self.listed($0) })
            try pane.send("Enter")
            #expect(await pane.waitFor("the photo") { $0.contains { $0.contains("rating ") } })
            // `G` goes to the bottom of what has arrived: again until the comments are there.
            var atComments = false
            for _ in 0..<40 where !atComments {
                try pane.send("G")
                try await Task.sleep(for: .milliseconds(250))
                let screen = pane.capture()
                atComments = screen.contains { $0.contains("Comments (") } && !screen.contains { $0.contains("loading comments") }
            }
            #expect(atComments, "the comments at the bottom of the photo's screen: \(pane.screen())")
            try pane.send("c")
            try pane.send("-l", "Lovely light, from tmux")
            #expect(await pane.waitFor("the comment typed") { $0.last?.hasPrefix("comment: Lovely light, from tmux") == true })
            try pane.send("Enter")
            #expect(await pane.waitFor("sent") { $0.last?.contains("commented on photo \(id)") == true })
            try pane.send("G")
            #expect(await pane.waitFor("the comment at the bottom") { $0.contains { $0.contains("Lovely light, from tmux") } })
            let (_, comments, _) = try await ChildProcess.run(account.options + ["-q", "comments", String(id), "--all"])
            #expect(comments.contains("Lovely light, from tmux"), "the server has it")
            try pane.send("q", "q")
            #expect(await pane.waitFor("exit") { $0.contains("rc=0") })
        }
    }

    @Test func quittingWithAWriteOnItsWayEndsAtOnce() async throws {
        try await withDemoServer(faults: "path=/v1/photos/*/vote:stall=100") { server in
            let account = try await SignedInDemo.signIn(server)
            defer { account.remove() }
            let pane = try Self.browse(server, as: account)
            #expect(await pane.waitFor("page 1") { Self.listed($0) })
            try pane.send("v")
            #expect(await eventually(timeout: 10) { server.statistics.requestsByPath.keys.contains { $0.hasSuffix("/vote") } })
            try pane.send("q")
            #expect(await pane.waitFor("exit while the vote hangs", timeout: 5) { $0.contains("rc=0") })
            #expect(pane.format("#{alternate_on}") == "0")
        }
    }
}
