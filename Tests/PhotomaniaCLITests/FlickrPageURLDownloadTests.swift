import Foundation
import PhotomaniaKit
@testable import PhotomaniaServer
import Synchronization
import Testing

/// The Flickr pages a user copies — a person's favorites, a search, a tag, a person's albums, a
/// group's pool — are understood by `download` and the listing commands, against the demo's
/// Flickr face as against api.flickr.com; several of them go in one run, with one summary.
@Suite("Flickr: page URLs a user copies")
struct FlickrPageURLDownloadTests {
    private static func flickr(_ server: DemoServer) -> [String] {
        ["--api", server.flickrBaseURL, "--consumer-key", DemoAccounts.consumerKey]
    }

    /// The photo ids a dry run would download (its lines come in the order the checks end).
    private static func planned(_ run: RunResult) -> Set<String> {
        Set((run.standardOutput + run.standardError).split(separator: "\n").compactMap { line in
            line.firstMatch(of: #/^would download ([0-9]{6,}) /#).map { String($0.1) }
        })
    }

    private static func listed(_ run: RunResult) throws -> [String] {
        let rows = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [[String: Any]] ?? []
        return rows.compactMap { ($0["id"] as? NSNumber)?.stringValue }
    }

    /// A demo server that logs the Flickr methods called.
    private static func withLoggedServer(_ body: (DemoServer, @Sendable () -> [String]) async throws -> Void) async throws {
        let methods = Mutex<[String]>([])
        let server = try DemoServer(.init(referenceDate: Date(timeIntervalSince1970: 1_795_000_000), log: { line in
            guard let method = line.firstMatch(of: /method=(flickr\.[a-zA-Z.]+)/)?.1 else { return }
            methods.withLock { $0.append(String(method)) }
        }))
        defer { server.stop() }
        try await body(server, { methods.withLock { $0 } })
    }

    @Test func aPersonsFavoritesPageIsTheirFaves() async throws {
        try await withDemoServer { server in
            let api = Self.flickr(server)
            let faves = try Self.listed(await photomania(api + ["--provider", "flickr", "photos", "--feature", "user_favorites", "--user", "jose_alvarez", "--json", "id"]))
            try #require(!faves.isEmpty)
            let page = "https://www.flickr.com/photos/jose_alvarez/favorites"
            let byURL = try Self.listed(await photomania(api + ["photos", "--user", page, "--json", "id"]))
            #expect(byURL == faves, "--user with the favorites page lists the faves, not the photostream")
            let download = await photomania(api + ["download", page, "--limit", "3", "--dry-run", "-o", try TemporaryDirectory().path])
            #expect(download.status == 0, "\(download.standardError)")
            #expect(Self.planned(download) == Set(faves.prefix(3)), "\(download.standardError)")
        }
    }

    @Test func searchAndTagPagesAreThoseSearches() async throws {
        try await withDemoServer { server in
            let api = Self.flickr(server)
            let folder = try TemporaryDirectory().path
            let tagged = try Self.listed(await photomania(api + ["--provider", "flickr", "search", "--tag", "sunset", "--rpp", "3", "--json", "id"]))
            try #require(tagged.count == 3)
            for page in ["https://www.flickr.com/photos/tags/sunset", "https://flickr.com/search/?tags=sunset"] {
                let run = await photomania(api + ["download", page, "--limit", "3", "--dry-run", "-o", folder])
                #expect(run.status == 0 && Self.planned(run) == Set(tagged), "\(page): \(run.standardError)")
            }
            let text = await photomania(api + ["download", "https://flickr.com/search/?text=dusk", "--limit", "20", "--dry-run", "-o", folder])
            let searched = try Self.listed(await photomania(api + ["--provider", "flickr", "search", "dusk", "--json", "id"]))
            #expect(text.status == 0 && Self.planned(text) == Set(searched.prefix(20)), "\(text.standardError)")
            let mine = await photomania(api + ["download", "https://flickr.com/search/?tags=sunset&user_id=jose_alvarez", "--dry-run", "-o", folder])
            let josesPhotos = Set(try Self.listed(await photomania(api + ["--provider", "flickr", "photos", "--user", "jose_alvarez", "--all", "--json", "id"])))
            #expect(mine.status == 0 && !Self.planned(mine).isEmpty && Self.planned(mine).isSubset(of: josesPhotos), "only that person's photos: \(mine.standardError)")
        }
    }

    @Test func aPersonsAlbumsPageDownloadsEachAlbumIntoAFolderNamedByItsTitle() async throws {
        try await withDemoServer { server in
            let directory = try TemporaryDirectory()
            let run = await photomania(Self.flickr(server) + ["download", "https://www.flickr.com/photos/jose_alvarez/albums", "--dir", "{gallery}", "-o", directory.path])
            #expect(run.status == 0, "\(run.standardError)")
            let albums = await photomania(Self.flickr(server) + ["--provider", "flickr", "albums", "jose_alvarez"])
            let titles = albums.standardOutput.split(separator: "\n").dropFirst().compactMap { $0.split(separator: "\t").dropFirst().first.map(String.init) }
            let folders = Set(directory.files.filter { !$0.hasPrefix(".") })
            #expect(!folders.isEmpty && folders.isSubset(of: Set(titles)), "folders named by album titles: \(folders) of \(titles)")
            #expect(run.standardError.components(separatedBy: "downloaded ").count == 2, "one summary: \(run.standardError)")
        }
    }

    @Test func aGroupsPoolPageAndGroupOptionListThePool() async throws {
        try await Self.withLoggedServer { server, methods in
            let api = Self.flickr(server)
            let byOption = try Self.listed(await photomania(api + ["--provider", "flickr", "photos", "--group", "monochrome", "--json", "id"]))
            #expect(!byOption.isEmpty)
            #expect(methods().contains("flickr.groups.pools.getPhotos") && methods().contains("flickr.urls.lookupGroup"), "\(methods())")
            let byURL = try Self.listed(await photomania(api + ["photos", "--group", "https://www.flickr.com/groups/monochrome/pool/", "--json", "id"]))
            #expect(byURL == byOption, "a group's page URL picks Flickr and the same pool")
            let run = await photomania(api + ["download", "https://www.flickr.com/groups/monochrome/pool/", "--limit", "2", "--dry-run", "-o", try TemporaryDirectory().path])
            #expect(run.status == 0 && Self.planned(run) == Set(byOption.prefix(2)), "\(run.standardError)")
        }
    }

    @Test func severalPagesAndIdsGoInOneRunWithOneSummaryAndOneArchive() async throws {
        try await withDemoServer { server in
            let directory = try TemporaryDirectory()
            let run = await photomania(Self.flickr(server) + [
                "download", "https://www.flickr.com/photos/jose_alvarez/albums/72177720001500003", "https://www.flickr.com/photos/tags/sunset", "52001006353",
                "--limit", "2", "-o", directory.path,
            ])
            #expect(run.status == 0, "\(run.standardError)")
            let summaries = run.standardError.split(separator: "\n").filter { $0.hasPrefix("downloaded ") }
            #expect(summaries.count == 1, "\(run.standardError)")
            let files = directory.finalFiles
            #expect(files.contains { $0.hasPrefix("52001006353.") } && files.count >= 3, "\(files)")
            #expect(summaries.first?.hasPrefix("downloaded \(files.count) ") == true, "\(summaries)")
            #expect(directory.files.filter { $0.hasSuffix(".sqlite3") } == [".photomania-archive.sqlite3"])
        }
    }
}
