import Foundation
import Synchronization
@testable import PhotomaniaKit
@testable import PhotomaniaServer

/// A demo server with `faults`, a disk cache in a fresh directory, a loader using both, and a
/// request for the first photo's size-3 image fitted into 40 × 40; all removed after `body`.
/// A `recorder` sees every decode the loader makes.
func withThumbnailDemo<T>(
    faults: String = "",
    recorder: DecodeRecorder? = nil,
    _ body: (DemoServer, ThumbnailLoader, DiskCache, ThumbnailRequest) async throws -> T
) async throws -> T {
    let server = try DemoServer(DemoServer.Configuration(photoCount: 40, faults: try FaultPlan(parsing: faults)))
    defer { server.stop() }
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("photomania-thumbs-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let disk = DiskCache(directory: directory)
    let loader = if let recorder {
        ThumbnailLoader(session: try testSession(), disk: disk, decoder: recorder.decoder)
    } else {
        ThumbnailLoader(session: try testSession(), disk: disk)
    }
    guard let id = server.catalog.photoIDs.first else { throw DemoCatalogEmpty() }
    let result = try await body(server, loader, disk, thumbnailRequest(server, id, size: 40))
    await loader.shutDown()
    return result
}

struct DemoCatalogEmpty: Error {}

func thumbnailRequest(_ server: DemoServer, _ id: Int, size: Int) -> ThumbnailRequest {
    ThumbnailRequest(photoID: PhotoID(id), url: "\(server.origin)/images/\(id)/3.jpg", width: size, height: size)
}

/// Requests the server received for image bytes.
func imageRequests(_ server: DemoServer) -> Int {
    server.statistics.requestsByPath.filter { $0.key.hasPrefix("/images/") }.values.reduce(0, +)
}

/// Polls `condition` until it holds or `timeout` passes; for state behind an actor.
func eventuallyAsync(timeout: Double = 30, _ condition: () async -> Bool) async -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
        if await condition() { return true }
        try? await Task.sleep(for: .milliseconds(20))
    }
    return await condition()
}

/// Decodes as the loader does, counting the decodes and noting whether each ran on a
/// `BlockingWork` thread (off the cooperative pool, hence off the loader's actor).
final class DecodeRecorder: Sendable {
    private let threads = Mutex<[Bool]>([])

    var decoder: ThumbnailLoader.Decoder {
        { [self] data, box in
            threads.withLock { $0.append(BlockingWork.isCurrentThreadBlockingWork) }
            return try Thumbnailer.thumbnail(of: data, fitting: box).image
        }
    }

    var decodes: Int { threads.withLock { $0.count } }

    var allOnBlockingWorkThreads: Bool { threads.withLock { $0.allSatisfy { $0 } } }
}
