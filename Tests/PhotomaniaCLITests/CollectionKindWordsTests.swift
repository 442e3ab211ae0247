import Foundation
import PhotomaniaKit
@testable import PhotomaniaServer
import Testing

/// `albums USER` and `galleries --kind` take the collection kinds the chosen service declares:
/// Flickr's albums and galleries, 500px's portfolios and lightboxes; a kind the service does
/// not have is refused in one sentence, before any request.
@Suite("albums and --kind: each service's own collection kinds")
struct CollectionKindWordsTests {
    private static func flickr(_ server: DemoServer) -> [String] {
        ["--provider", "flickr", "--api", server.flickrBaseURL, "--consumer-key", DemoAccounts.consumerKey]
    }

    private static func kinds(_ table: String) -> Set<String> {
        Set(table.split(separator: "\n").dropFirst().map { $0.split(separator: "\t").map(String.init) }.filter { $0.count > 2 }.map { $0[2] })
    }

    @Test func albumsListsAFlickrUsersAlbumsOnly() async throws {
        try await withDemoServer { server in
            let albums = await photomania(Self.flickr(server) + ["albums", "jose_alvarez"])
            #expect(albums.status == 0, "\(albums.standardError)")
            #expect(Self.kinds(albums.standardOutput) == ["album"], "\(albums.standardOutput)")
            let byKind = await photomania(Self.flickr(server) + ["galleries", "jose_alvarez", "--kind", "album"])
            #expect(byKind.status == 0 && byKind.standardOutput == albums.standardOutput, "\(byKind.standardError)")
            let galleries = await photomania(Self.flickr(server) + ["galleries", "jose_alvarez", "--kind", "gallery"])
            #expect(Self.kinds(galleries.standardOutput) == ["gallery"], "\(galleries.standardOutput)")
        }
    }

    @Test func aKindTheServiceHasNotIsRefusedBeforeAnyRequest() async throws {
        try await withDemoServer { server in
            let portfolio = await photomania(Self.flickr(server) + ["galleries", "jose_alvarez", "--kind", "portfolio"])
            #expect(portfolio.status == 2 && portfolio.standardError.contains("album or gallery"), "\(portfolio.standardError)")
            let albums = await photomania(["--api", server.baseURL, "albums", "jose_alvarez"])
            #expect(albums.status == 2, "\(albums.standardError)")
            #expect(albums.standardError.contains("500px has no albums") && albums.standardError.contains("'photomania galleries USER'"), "\(albums.standardError)")
            #expect(server.statistics.requests == 0, "nothing was asked of the server")
        }
    }
}
