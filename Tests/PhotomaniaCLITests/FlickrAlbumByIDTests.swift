import Foundation
import PhotomaniaKit
import PhotomaniaServer
import Testing

/// Flickr's album ids are unique: `gallery ID` alone is the album, `--gallery ID` downloads it
/// into a folder named by its title, and with or without its owner it is one `--sync`. 500px
/// names galleries within their owner's, so there an id alone is still refused.
@Suite(.serialized)
struct FlickrAlbumByIDTests {
    static let street = FlickrShortLinkCommandTests.street

    private func flickr(_ server: DemoServer, _ arguments: [String]) async -> RunResult {
        await photomania(["--provider", "flickr", "--api", server.flickrBaseURL, "--consumer-key", DemoAccounts.consumerKey] + arguments)
    }

    @Test func anAlbumIDAloneListsWhatItsOwnersAlbumDoes() async throws {
        try await withDemoServer { server in
            let alone = await flickr(server, ["gallery", Self.street])
            let withOwner = await flickr(server, ["gallery", "jose_alvarez", Self.street])
            #expect(alone.status == 0, "\(alone.standardError)")
            #expect(tsvRows(alone.standardOutput).count == 5, "a header and the album's 4 photos: \(alone.standardOutput)")
            #expect(alone.standardOutput == withOwner.standardOutput)
        }
    }

    @Test func anAlbumByIDIsOneSyncWithItsOwnersAlbum() async throws {
        try await withDemoServer { server in
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("photomania-album-\(UUID().uuidString)").path
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let first = await flickr(server, ["download", "--gallery", Self.street, "--dir", "{gallery}", "--sync", "-o", folder])
            #expect(first.status == 0, "\(first.standardError)")
            let named = try FileManager.default.contentsOfDirectory(atPath: folder + "/Street").filter { $0.hasSuffix(".jpg") }
            #expect(named.count == 4, "the album's title names its folder: \(named)")
            let again = await flickr(server, ["download", "--gallery", "jose_alvarez/" + Self.street, "--dir", "{gallery}", "--sync", "-o", folder])
            #expect(again.status == 0, "\(again.standardError)")
            #expect(again.standardError.contains("downloaded 0 · skipped 4") || again.standardError.contains("0 new"), "\(again.standardError)")
            #expect(!again.standardError.contains("first complete walk"), "the same selection as the first run: \(again.standardError)")
        }
    }

    @Test func fiveHundredPxStillNeedsTheGallerysOwner() async throws {
        try await withDemoServer { server in
            let result = await photomania(["--api", server.baseURL, "--consumer-key", DemoAccounts.consumerKey, "gallery", "1234"])
            #expect(result.status == 2)
            #expect(result.standardError.hasPrefix("photomania: '1234' is not a gallery"), "\(result.standardError)")
        }
    }
}
