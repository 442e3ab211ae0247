import Foundation
import PhotomaniaKit
@testable import PhotomaniaServer
import Testing

@Suite("ThumbnailLoader: only bytes that decode reach the disk cache")
struct ThumbnailLoaderDiskCacheTests {
    @Test(arguments: [
        "path=/images/*+first=1:malformed,content-type=image/jpeg",
        "path=/images/*+first=1:html,status=200,content-type=image/jpeg",
    ])
    func anImageThatDoesNotDecodeIsNotCached(faults: String) async throws {
        try await withThumbnailDemo(faults: faults) { server, loader, disk, request in
            await #expect(throws: ImageError.self) { try await loader.image(for: request) }
            #expect(disk.data(forKey: request.url) == nil, "the garbage was not stored")
            #expect(disk.stats().files == 0)

            let fresh = ThumbnailLoader(session: try testSession(), disk: disk)
            let image = try await fresh.image(for: request)
            #expect(image.width == 40 || image.height == 40)
            #expect(imageRequests(server) == 2, "the second loader went to the network again")
            let stored = try #require(disk.data(forKey: request.url))
            #expect(throws: Never.self) { try Thumbnailer.thumbnail(of: stored, fitting: (40, 40)) }
        }
    }

    @Test func aCachedEntryThatDoesNotDecodeIsReplacedFromTheNetwork() async throws {
        try await withThumbnailDemo { server, loader, disk, request in
            disk.store(Data("<html>not a JPEG</html>".utf8), forKey: request.url)
            let image = try await loader.image(for: request)
            #expect(image.width == 40 || image.height == 40)
            #expect(imageRequests(server) == 1)
            let stored = try #require(disk.data(forKey: request.url))
            #expect(stored.starts(with: [0xFF, 0xD8]), "the network's JPEG replaced the bad entry")
        }
    }
}
