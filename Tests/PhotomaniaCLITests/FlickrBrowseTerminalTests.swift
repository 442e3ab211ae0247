import Foundation
import PhotomaniaCLI
import PhotomaniaKit
@testable import PhotomaniaServer
import Testing

/// `browse --provider flickr` in the real program in a real terminal (tmux) against the
/// demo's Flickr face: Explore, the author's photos (`u`), their albums and galleries (`a`),
/// and an album opened from that list; an album opened from its flic.kr short link.
@Suite(.serialized, .enabled(if: TmuxPane.available, "needs tmux and the built photomania"))
struct FlickrBrowseTerminalTests {
    /// `browse` on the demo's Flickr face, `options` before it and `arguments` after it, in a
    /// 120 × 30 pane, pictures off and a cache of its own.
    static func browse(_ server: DemoServer, options: [String] = ["--provider", "flickr"], _ arguments: [String] = []) throws -> TmuxPane {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("photomania-flickr-browse-\(UUID().uuidString)").path
        return try TmuxPane(
            options + ["--api", server.flickrBaseURL, "--consumer-key", DemoAccounts.consumerKey, "--cache-dir", cache, "--images", "none", "browse"] + arguments,
            columns: 120, rows: 30, removing: [cache]
        )
    }

    @Test func exploreThenTheAuthorThenTheirAlbumsAndGalleriesThenAnAlbum() async throws {
        try await withDemoServer { server in
            let pane = try Self.browse(server)
            let header = { (screen: [String]) in screen.first ?? "" }
            #expect(await pane.waitFor("Explore") { screen in
                header(screen).contains("popular") && header(screen).contains("page 1/") && screen.contains { $0.contains("▶ ") }
            })
            try pane.send("u")
            #expect(await pane.waitFor("the author's photos") { screen in header(screen).contains("photos by ") && screen.contains { $0.contains("▶ ") } })
            try pane.send("a")
            #expect(await pane.waitFor("their albums and galleries") { screen in
                header(screen).contains("galleries of ") && screen.contains { $0.contains("album") && $0.contains("Everything by ") }
            })
            try pane.send("Enter")
            #expect(await pane.waitFor("the album's photos") { screen in
                header(screen).contains("gallery “Everything by ") && screen.contains { $0.contains("▶ ") }
            }, "\(pane.screen())")
            try pane.send("q", "q", "q", "q")
        }
    }

    @Test func aPhotosScreenShowsFlickrsFlatComments() async throws {
        try await withDemoServer { server in
            let pane = try Self.browse(server)
            #expect(await pane.waitFor("Explore") { screen in screen.contains { $0.contains("▶ ") } })
            try pane.send("Enter", "G")
            #expect(await pane.waitFor("the comments at the bottom") { screen in
                screen.contains { $0.contains("Comments (") } && !screen.contains { $0.contains("loading comments") } && screen.contains { $0.contains(" · 20") }
            }, "\(pane.screen())")
            #expect(!pane.screen().contains("cannot thread"), "\(pane.screen())")
            try pane.send("q", "q")
        }
    }

    @Test func anAlbumsShortLinkOpensTheAlbum() async throws {
        try await withDemoServer { server in
            let link = "https://flic.kr/s/" + FlickrBase58.encode(72_177_720_001_500_002)
            let pane = try Self.browse(server, options: [], [link])
            #expect(await pane.waitFor("the album's photos") { screen in
                (screen.first ?? "").contains("gallery “Street”") && screen.contains { $0.contains("▶ ") }
            }, "\(pane.screen())")
            try pane.send("q")
        }
    }
}
