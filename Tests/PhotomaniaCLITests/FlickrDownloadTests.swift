import Foundation
import PhotomaniaCLI
import PhotomaniaKit
@testable import PhotomaniaServer
import Synchronization
import Testing

/// `download` with Flickr: an album's page URL, a `flic.kr/p/` short link, ids; resume and the
/// archive; what the album costs in REST calls (its listing's pages, no call per photo).
@Suite("Flickr: downloads from the demo's Flickr face")
struct FlickrDownloadTests {
    private static func folder() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("photomania-flickr-\(UUID().uuidString)").path
    }

    private func files(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    }

    @Test func anAlbumOf120PhotosCostsItsListingsPagesAndResumesToNothing() async throws {
        let calls = Mutex<[String]>([])
        let server = try DemoServer(.init(photoCount: 10_000, referenceDate: Date(timeIntervalSince1970: 1_795_000_000), log: { line in
            if line.contains("/services/rest") { calls.withLock { $0.append(line) } }
        }))
        defer { server.stop() }
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let arguments = ["--api", server.flickrBaseURL, "--consumer-key", DemoAccounts.consumerKey, "download",
                         "https://www.flickr.com/photos/jose_alvarez/albums/72177720001500001", "--limit", "120", "--size", "q", "-o", folder]
        let first = await photomania(arguments)
        #expect(first.status == 0, "\(first.standardError)")
        #expect(files(folder).count == 120)
        #expect(files(folder).allSatisfy { $0.hasPrefix("5200") && $0.hasSuffix(".jpg") && $0.split(separator: ".").count == 3 }, "<id>.<slug>.jpg: \(files(folder).prefix(3))")
        let restCalls = calls.withLock { $0.count }
        #expect(restCalls <= 6, "lookups and the album's pages only, no call per photo: \(restCalls)")
        print("REST calls for a 120-photo album download: \(restCalls)")
        let again = await photomania(arguments)
        #expect(again.status == 0)
        #expect(again.standardError.contains("downloaded 0"), "\(again.standardError)")
        let archive = await photomania(["--provider", "flickr", "archive", "list", "-o", folder, "--json"])
        let entries = try JSONDecoder().decode([ArchiveEntry].self, from: Data(archive.standardOutput.utf8))
        #expect(entries.count == 120)
        #expect(entries.allSatisfy { $0.service == .flickr && $0.sizeID == "q" })
    }

    @Test func aShortLinkAndAnIdDownloadTheirPhoto() async throws {
        try await withDemoServer { server in
            let folder = Self.folder()
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let code = FlickrBase58.encode(52_001_001_507)
            let short = await photomania(["--api", server.flickrBaseURL, "--consumer-key", DemoAccounts.consumerKey, "download", "https://flic.kr/p/" + code, "--size", "z", "-o", folder])
            #expect(short.status == 0, "\(short.standardError)")
            #expect(files(folder).count == 1 && files(folder).first?.hasPrefix("52001001507.") == true, "\(files(folder))")
            let byID = await photomania(["--provider", "flickr", "--api", server.flickrBaseURL, "--consumer-key", DemoAccounts.consumerKey, "download", "52001006353", "-o", folder])
            #expect(byID.status == 0, "\(byID.standardError)")
            #expect(files(folder).count == 2)
            let resumed = await photomania(["--provider", "flickr", "--api", server.flickrBaseURL, "--consumer-key", DemoAccounts.consumerKey, "download", "52001006353", "-o", folder])
            #expect(resumed.standardError.contains("downloaded 0"))
        }
    }

    @Test func flickrSizesAreTakenOnFlickrOnly() async throws {
        try await withDemoServer { server in
            let folder = Self.folder()
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let onFiveHundredPx = await photomania(["--api", server.baseURL, "download", "1006721", "--size", "k", "-o", folder])
            #expect(onFiveHundredPx.status == 2)
            // sunnylens refuses downloads: the photo is skipped with that reason, unless asked for
            // anyway, and then the largest allowed is Large (1024 px), not the original.
            let skipped = await photomania(["--provider", "flickr", "--api", server.flickrBaseURL, "--consumer-key", DemoAccounts.consumerKey, "download", "52001003464", "-o", folder])
            #expect(skipped.standardError.contains("its owner does not allow downloads"), "\(skipped.standardError)")
            #expect(files(folder).isEmpty)
            let refused = await photomania(["--provider", "flickr", "--api", server.flickrBaseURL, "--consumer-key", DemoAccounts.consumerKey, "download", "52001003464", "--ignore-download-permission", "-o", folder, "--json"])
            #expect(refused.status == 0, "\(refused.standardError)")
            let name = try #require(files(folder).first)
            let size = try #require(try FileManager.default.attributesOfItem(atPath: folder + "/" + name)[.size] as? Int)
            #expect(size > 0)
            #expect(refused.standardOutput.contains("_b.jpg") || refused.standardOutput.contains("\"size\""), "\(refused.standardOutput.prefix(300))")
        }
    }
}
