import Foundation
import PhotomaniaCLI
import PhotomaniaKit
@testable import PhotomaniaServer
import Synchronization
import Testing

/// `download` from Flickr when a listing does not carry the sizes asked for: each such photo's
/// sizes come from `photos.getSizes`, and no size is ever said as photomania's internal number.
@Suite("Flickr: downloads from listings without sizes")
struct FlickrListingSizesTests {
    private static func folder() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("photomania-flickr-sizes-\(UUID().uuidString)").path
    }

    private static func files(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    }

    /// A demo server whose album listings honour no extras, logging the REST methods called.
    private static func withBareListings(_ body: (DemoServer, @Sendable () -> [String]) async throws -> Void) async throws {
        let methods = Mutex<[String]>([])
        let server = try DemoServer(.init(
            referenceDate: Date(timeIntervalSince1970: 1_795_000_000), faults: try FaultPlan(parsing: "method=flickr.photosets.getPhotos:query=extras="),
            log: { line in
                guard let method = line.firstMatch(of: /method=(flickr\.[a-zA-Z.]+)/)?.1 else { return }
                methods.withLock { $0.append(String(method)) }
            }
        ))
        defer { server.stop() }
        try await body(server, { methods.withLock { $0 } })
    }

    @Test func anAlbumListedWithoutSizesIsDownloadedWithGetSizes() async throws {
        try await Self.withBareListings { server, methods in
            let folder = Self.folder()
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let album = "https://www.flickr.com/photos/jose_alvarez/albums/72177720001500003"
            let run = await photomania(["--api", server.flickrBaseURL, "--consumer-key", DemoAccounts.consumerKey, "download", album, "-o", folder])
            #expect(run.status == 0, "\(run.standardError)")
            #expect(!run.standardError.contains("offers no image"), "\(run.standardError)")
            #expect(!run.standardError.contains("1099518796152"))
            let saved = Self.files(folder)
            #expect(saved.count == 4, "\(saved)")
            #expect(methods().filter { $0 == "flickr.photos.getSizes" }.count == saved.count, "one getSizes a photo: \(methods())")
        }
    }

    @Test func aPhotoWithNoImageAtAllIsSaidInFlickrsWords() async throws {
        let faults = "method=flickr.photosets.getPhotos:query=extras=; method=flickr.photos.getSizes:stat-fail=1"
        try await withDemoServer(faults: faults) { server in
            let folder = Self.folder()
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let album = "https://www.flickr.com/photos/jose_alvarez/albums/72177720001500003"
            let run = await photomania(["--api", server.flickrBaseURL, "--consumer-key", DemoAccounts.consumerKey, "download", album, "-o", folder])
            #expect(run.status != 0 && Self.files(folder).isEmpty)
            #expect(run.standardError.contains("the server offers no image of the size asked: the largest its owner allows"), "\(run.standardError)")
            let letter = await photomania(["--api", server.flickrBaseURL, "--consumer-key", DemoAccounts.consumerKey, "download", album, "--size", "h", "-o", folder])
            #expect(letter.standardError.contains("the server offers no image of the size asked: Large 1600 (h)"), "\(letter.standardError)")
            #expect(run.standardError.firstMatch(of: /size asked: [0-9]{6,}/) == nil && letter.standardError.firstMatch(of: /size asked: [0-9]{6,}/) == nil)
        }
    }

    @Test func aPhotosImageIsNamedByTheSizeFlickrServes() async throws {
        try await withDemoServer { server in
            let flickr = ["--provider", "flickr", "--api", server.flickrBaseURL, "--consumer-key", DemoAccounts.consumerKey]
            let largest = await photomania(flickr + ["photo", "52001006353"])
            #expect(largest.standardOutput.contains("_o.jpg (size Original (o))"), "\(largest.standardOutput)")
            let nearest = await photomania(flickr + ["photo", "52001006353", "--size", "h"])
            #expect(nearest.standardOutput.contains("_b.jpg (size Large (l))"), "the size served, not the one asked: \(nearest.standardOutput)")
        }
    }

    @Test func sizeTakesTheLetterInFlickrsFileNamesAndARefusalListsFlickrsWords() async throws {
        try await withDemoServer { server in
            let flickr = ["--provider", "flickr", "--api", server.flickrBaseURL, "--consumer-key", DemoAccounts.consumerKey]
            let large = await photomania(flickr + ["photo", "52001006353", "--size", "b"])
            #expect(large.status == 0 && large.standardOutput.contains("_b.jpg (size Large (l))"), "\(large.standardOutput)\(large.standardError)")
            let refused = await photomania(flickr + ["photo", "52001006353", "--size", "huge"])
            #expect(refused.status == 2 && refused.standardError.contains("Flickr's letters (sq t q s n w m z c l h k 3k 4k 5k 6k o"), "\(refused.standardError)")
            let elsewhere = await photomania(["--api", server.baseURL, "photo", "1006353", "--size", "huge"])
            #expect(elsewhere.status == 2 && !elsewhere.standardError.contains("Flickr"), "500px's refusal names its own sizes: \(elsewhere.standardError)")
        }
    }

    @Test func aCappedFreeAccountsAlbumSavesLarge1024AndSaysSoOnce() async throws {
        try await withDemoServer { server in
            let folder = Self.folder()
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let flickr = ["--api", server.flickrBaseURL, "--consumer-key", DemoAccounts.consumerKey]
            let capped = await photomania(flickr + ["download", "https://www.flickr.com/photos/hanako/albums/72177720001503701", "-o", folder, "--json"])
            #expect(capped.status == 0, "\(capped.standardError)")
            let notice = "photomania: some photos were offered at most 1024 px on the long side (since 15 May 2025 Flickr offers free accounts' photos no larger): the largest offered was saved"
            #expect(capped.standardError.components(separatedBy: notice).count == 2, "once for the run: \(capped.standardError)")
            #expect(Self.files(folder).count == 11)
            #expect(capped.standardOutput.contains("_b.jpg") && !capped.standardOutput.contains("_o.jpg") && !capped.standardOutput.contains("\"error\""))
            let open = await photomania(flickr + ["download", "https://www.flickr.com/photos/jose_alvarez/albums/72177720001500003", "-o", folder])
            #expect(open.status == 0 && !open.standardError.contains("at most 1024 px"), "\(open.standardError)")
            // Popular's first page holds capped photos; the notice is about the photos saved.
            let listing = await photomania(flickr + ["--provider", "flickr", "photos", "--feature", "popular", "--json", "id,user.username"])
            let firstTwo = try JSONSerialization.jsonObject(with: Data(listing.standardOutput.utf8)) as? [[String: Any]] ?? []
            let owners = firstTwo.prefix(2).compactMap { ($0["user"] as? [String: Any])?["username"] as? String }
            try #require(owners.count == 2 && !owners.contains("hanako"), "\(owners)")
            let two = await photomania(flickr + ["--provider", "flickr", "download", "--feature", "popular", "--limit", "2", "-o", folder + "/two"])
            #expect(two.status == 0 && !two.standardError.contains("at most 1024 px"), "\(two.standardError)")
        }
    }
}
