import Foundation
import PhotomaniaCLI
import PhotomaniaKit
import PhotomaniaServer
import Testing

/// `browse --gallery`, the author's photos (`u`) and galleries (`a`), and the way back, in the
/// real program in a real terminal (tmux) against the built-in server over HTTP.
@Suite(.serialized, .enabled(if: TmuxPane.available, "needs tmux and the built photomania"))
struct BrowseGalleryTerminalTests {
    static let gallery = "jose_alvarez/lisbon-2022"

    static func browse(_ server: DemoServer, _ arguments: [String]) throws -> TmuxPane {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("photomania-browse-\(UUID().uuidString)").path
        return try TmuxPane(["--api", server.baseURL, "--cache-dir", cache, "--images", "none", "browse"] + arguments, columns: 100, rows: 30, removing: [cache])
    }

    static func header(_ screen: [String]) -> String { screen.first ?? "" }

    static func showsComments(_ screen: [String]) -> Bool {
        screen.contains { $0.contains("Comments (") }
    }

    /// The galleries screen with its list, or saying there is none.
    static func listsGalleries(_ screen: [String]) -> Bool {
        return header(screen).contains("galleries of ") && screen.contains { $0.contains("▶ ") || $0.contains("no galleries to show") }
    }

    /// The gallery's first page, in its order, as the API lists it.
    static func galleryPhotos(_ server: DemoServer) async throws -> [Photo] {
        let api = APIClient(session: try Session(), configuration: APIConfiguration(baseURL: server.baseURL))
        let owner = try await api.userID(for: .username("jose_alvarez"))
        return try await api.page(.galleryItems(userID: owner, .slug("lisbon-2022")), of: Photo.self).items
    }

    @Test func aGalleryInItsOrderThenTheAuthorsPhotosAndBackToThePhotoAndTheGallery() async throws {
        try await withDemoServer { server in
            let photos = try await Self.galleryPhotos(server)
            let second = try #require(photos.dropFirst().first)
            let author = try #require(second.user?.username)
            let pane = try Self.browse(server, ["--gallery", Self.gallery])
            #expect(await pane.waitFor("the gallery, first page") { screen in
                Self.header(screen).contains("gallery “Lisbon 2022”") && Self.header(screen).contains("page 1/2 · 34 photos")
                    && screen.contains { $0.contains("▶ " + photos[0].name.prefix(12)) }
            })
            try pane.send("l", "Enter")
            #expect(await pane.waitFor("the second photo's details") { screen in
                Self.header(screen).contains(second.name) && screen.contains { $0.contains("Comments (") }
            })
            try pane.send("u")
            #expect(await pane.waitFor("the author's photos") { screen in
                Self.header(screen).contains("photos by \(author)") && screen.contains { $0.contains("▶ ") }
            })
            try pane.send("BSpace")
            #expect(await pane.waitFor("the same photo again") { screen in
                Self.header(screen).contains(second.name) && screen.contains { $0.contains("Comments (") }
            })
            try pane.send("q")
            #expect(await pane.waitFor("the gallery, the second photo selected") { screen in
                Self.header(screen).contains("gallery “Lisbon 2022”") && Self.header(screen).contains("photo 2/20")
                    && screen.last?.contains("q quit") == true
            })
            try pane.send("q")
            #expect(await pane.waitFor("the shell") { screen in screen.contains { $0.contains("rc=0") } })
        }
    }

    @Test func theAuthorsGalleriesOpenOneAndComeBack() async throws {
        try await withDemoServer { server in
            let pane = try Self.browse(server, ["https://500px.com/p/jose_alvarez/galleries/lisbon-2022"])
            #expect(await pane.waitFor("the gallery from its page URL, listed") { screen in
                Self.header(screen).contains("gallery “Lisbon 2022”") && screen.contains { $0.contains("▶ ") }
            })
            // Walk the gallery until a photo's author has galleries to show.
            var listed: [String] = []
            for _ in 0..<8 where listed.isEmpty {
                try pane.send("Enter")
                _ = await pane.waitFor("details", Self.showsComments)
                try pane.send("a")
                _ = await pane.waitFor("galleries", Self.listsGalleries)
                listed = pane.capture().filter { $0.contains("▶ ") }
                if listed.isEmpty { try pane.send("q", "q", "l") }
            }
            let row = try #require(listed.first, "one of the first eight authors has a gallery")
            #expect(Self.header(pane.capture()).contains("galleries of "))
            let name = try #require(row.split(separator: " ", omittingEmptySubsequences: true).dropFirst(2).first)
            try pane.send("Enter")
            #expect(await pane.waitFor("the chosen gallery") { screen in
                Self.header(screen).contains("gallery “\(name)") && screen.contains { $0.contains("▶ ") }
            })
            try pane.send("q")
            #expect(await pane.waitFor("the list again, its selection kept") { screen in
                Self.header(screen).contains("galleries of ") && screen.contains { $0.contains("▶ ") && $0.contains(name) }
            })
            try pane.send("BSpace")
            #expect(await pane.waitFor("the photo again") { screen in screen.contains { $0.contains("Comments (") } })
            try pane.send("C-c")
            #expect(await pane.waitFor("the shell") { screen in screen.contains { $0.contains("rc=130") } })
        }
    }

    @Test func aGalleryThatIsNotThereIsAnErrorAtTheShell() async throws {
        try await withDemoServer { server in
            let pane = try Self.browse(server, ["--gallery", "jose_alvarez/no-such-gallery"])
            #expect(await pane.waitFor("the error and exit 1") { screen in
                screen.contains { $0.contains("no gallery 'no-such-gallery' of jose_alvarez") } && screen.contains { $0.contains("rc=1") }
            })
            #expect(pane.format("#{alternate_on}") == "0")
        }
    }
}
