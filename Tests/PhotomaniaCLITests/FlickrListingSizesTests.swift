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
}
