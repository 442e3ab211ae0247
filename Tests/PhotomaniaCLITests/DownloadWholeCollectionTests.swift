import Foundation
import PhotomaniaCLI
import PhotomaniaKit
@testable import PhotomaniaServer
import Testing

/// `download` without `--limit`, `--page`, `--pages` or `--all`: a collection (an album, a
/// person's photos) is taken whole, past its first page of 100, on either service; an endless
/// stream or a search gives its first page.
@Suite("Download: a collection whole, an endless stream one page")
struct DownloadWholeCollectionTests {
    // Dry runs at the smallest size: only the listing is under test, not the images.

    /// A catalog big enough for collections of more than one page of 100.
    private static func withLargeCatalog(_ body: (DemoServer) async throws -> Void) async throws {
        let server = try DemoServer(.init(photoCount: 10_000, referenceDate: Date(timeIntervalSince1970: 1_795_000_000)))
        defer { server.stop() }
        try await body(server)
    }

    private static func plannedIDs(_ result: RunResult) -> [String] {
        tsvRows(result.standardOutput).compactMap(\.first)
    }

    private static func itemCount(of album: String, in galleries: RunResult) -> Int? {
        tsvRows(galleries.standardOutput).first { $0.first == album }.flatMap { Int($0[3]) }
    }

    @Test func aFlickrAlbumOfMoreThanOnePageIsDownloadedWhole() async throws {
        try await Self.withLargeCatalog { server in
            let flickr = ["--provider", "flickr", "--api", server.flickrBaseURL, "--consumer-key", DemoAccounts.consumerKey]
            let album = "72177720001500001"
            let galleries = await photomania(flickr + ["galleries", "jose_alvarez"])
            let size = try #require(Self.itemCount(of: album, in: galleries), "\(galleries.standardOutput)")
            #expect(size > DownloadPlan.perPage)
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("photomania-whole-\(UUID().uuidString)").path
            let planned = await photomania(flickr + ["download", "https://www.flickr.com/photos/jose_alvarez/albums/\(album)", "--size", "q", "--dry-run", "-o", folder])
            #expect(planned.status == 0, "\(planned.standardError)")
            #expect(Self.plannedIDs(planned).count == size, "\(planned.standardError)")
            #expect(Set(Self.plannedIDs(planned)).count == size)
            let onePage = await photomania(flickr + ["download", "https://www.flickr.com/photos/jose_alvarez/albums/\(album)", "--page", "1", "--size", "q", "--dry-run", "-o", folder])
            #expect(Self.plannedIDs(onePage).count == DownloadPlan.perPage)
        }
    }

    @Test func aPersonsPhotosAreWholeAndAStreamOrSearchOnePageOn500px() async throws {
        try await Self.withLargeCatalog { server in
            let api = ["--api", server.baseURL]
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("photomania-whole-\(UUID().uuidString)").path
            let user = await photomania(api + ["download", "--user", "jose_alvarez", "--size", "1", "--dry-run", "-o", folder])
            #expect(user.status == 0, "\(user.standardError)")
            let listed = await photomania(api + ["photos", "--user", "jose_alvarez", "--all", "--rpp", "100"])
            let photos = tsvRows(listed.standardOutput).dropFirst().count
            #expect(photos > DownloadPlan.perPage)
            #expect(Self.plannedIDs(user).count == photos, "\(user.standardError)")
            let popular = await photomania(api + ["download", "--feature", "popular", "--nsfw", "--size", "1", "--dry-run", "-o", folder])
            #expect(Self.plannedIDs(popular).count == DownloadPlan.perPage, "\(popular.standardError)")
            let search = await photomania(api + ["download", "--search", "lake", "--size", "1", "--dry-run", "-o", folder])
            #expect(Self.plannedIDs(search).count == DownloadPlan.perPage, "\(search.standardError)")
            let limited = await photomania(api + ["download", "--feature", "popular", "--nsfw", "--limit", "150", "--size", "1", "--dry-run", "-o", folder])
            #expect(Self.plannedIDs(limited).count == 150)
        }
    }

    @Test func helpSaysTheRule() async {
        let help = await photomania(["download", "--help"])
        #expect(help.standardOutput.contains("A collection is downloaded whole"), "\(help.standardOutput)")
        #expect(help.standardOutput.contains("An endless stream"))
    }
}
