import Foundation
import Synchronization
@testable import PhotomaniaKit
@testable import PhotomaniaServer
import Testing

@Suite("ThumbnailLoader: caches, coalescing and cancellation against the built-in server")
struct ThumbnailLoaderTests {
    @Test func decodesAThumbnailThatFitsTheBox() async throws {
        try await withThumbnailDemo { _, loader, _, request in
            let image = try await loader.image(for: request)
            #expect(image.width <= 40 && image.height <= 40)
            #expect(image.width == 40 || image.height == 40)
        }
    }

    @Test func tenEqualRequestsShareOneTransfer() async throws {
        try await withThumbnailDemo(faults: "path=/images/*:delay=0.3") { server, loader, _, request in
            let images = try await withThrowingTaskGroup(of: RGBImage.self) { group in
                for _ in 0..<10 { group.addTask { try await loader.image(for: request) } }
                return try await group.reduce(into: [RGBImage]()) { $0.append($1) }
            }
            #expect(images.count == 10)
            #expect(Set(images.map(\.pixels)).count == 1)
            #expect(imageRequests(server) == 1)
        }
    }

    @Test func aWarmCacheMakesNoRequest() async throws {
        try await withThumbnailDemo { server, loader, disk, request in
            _ = try await loader.image(for: request)
            _ = try await loader.image(for: request)
            #expect(imageRequests(server) == 1, "the memory cache answered")
            let fresh = ThumbnailLoader(session: try testSession(), disk: disk)
            _ = try await fresh.image(for: request)
            #expect(imageRequests(server) == 1, "the disk cache answered a new loader")
        }
    }

    @Test func cancellingOneOfTwoRequestersKeepsTheTransfer() async throws {
        try await withThumbnailDemo(faults: "path=/images/*:delay=0.5") { server, loader, _, request in
            let first = Task { try await loader.image(for: request) }
            let second = Task { try await loader.image(for: request) }
            #expect(await eventually { server.statistics.requests >= 1 })
            first.cancel()
            await #expect(throws: CancellationError.self) { try await first.value }
            let image = try await second.value
            #expect(image.width > 0)
            #expect(imageRequests(server) == 1)
        }
    }

    @Test func aCancelledRequesterLeavesAtOnceWhileTheSharedTransferGoesOn() async throws {
        try await withThumbnailDemo(faults: "path=/images/*:delay=2") { server, loader, _, request in
            let first = Task { try await loader.image(for: request) }
            let second = Task { try await loader.image(for: request) }
            #expect(await eventually { server.statistics.requests >= 1 })
            first.cancel()
            await #expect(throws: CancellationError.self) { try await first.value }
            #expect(server.statistics.bodyBytesSent == 0, "the cancelled requester did not wait for the answer")
            let image = try await second.value
            #expect(image.width > 0)
            #expect(imageRequests(server) == 1)
            #expect(server.statistics.connectionsClosedByPeerMidResponse == 0)
        }
    }

    @Test func reloadSkipsBothCachesAndStoresTheNewImage() async throws {
        try await withThumbnailDemo { server, loader, disk, request in
            let cached = try await loader.image(for: request)
            let reloaded = try await loader.image(for: request, reload: true)
            #expect(imageRequests(server) == 2, "one new request although memory and disk hold it")
            #expect(reloaded == cached)
            _ = try await loader.image(for: request)
            #expect(imageRequests(server) == 2, "the memory cache answered after the reload")

            let fresh = ThumbnailLoader(session: try testSession(), disk: disk)
            _ = try await fresh.image(for: request, reload: true)
            #expect(imageRequests(server) == 3, "a warm disk cache is skipped too")
        }
    }

    @Test func cancellingTheLastRequesterAbortsTheTransfer() async throws {
        try await withThumbnailDemo(faults: "path=/images/*:rate=2000") { server, loader, _, request in
            let only = Task { try await loader.image(for: request) }
            #expect(await eventually { server.statistics.bodyBytesSent > 0 })
            only.cancel()
            await #expect(throws: (any Error).self) { try await only.value }
            #expect(await eventually { server.statistics.connectionsClosedByPeerMidResponse == 1 }, "the server saw the connection close")
        }
    }

    @Test func visibleThumbnailsGoBeforePrefetchedOnes() async throws {
        let order = Mutex<[String]>([])
        let server = try DemoServer(DemoServer.Configuration(
            photoCount: 40, faults: try FaultPlan(parsing: "path=/images/*+first=1:delay=6"),
            log: { line in order.withLock { $0.append(line) } }
        ))
        defer { server.stop() }
        let loader = ThumbnailLoader(session: try testSession(), disk: nil, maxTransfers: 1)
        let ids = Array(server.catalog.photoIDs.prefix(3))
        func request(_ id: Int) -> ThumbnailRequest { thumbnailRequest(server, id, size: 20) }
        let first = Task { try await loader.image(for: request(ids[0]), priority: .visible) }
        #expect(await eventually { server.statistics.requests == 1 })
        let prefetched = Task { try await loader.image(for: request(ids[1]), priority: .prefetch) }
        #expect(await eventuallyAsync { await loader.waitingTransfers[request(ids[1]).url] == .prefetch }, "the prefetch waits for the slot")
        let visible = Task { try await loader.image(for: request(ids[2]), priority: .visible) }
        #expect(await eventuallyAsync { await loader.waitingTransfers[request(ids[2]).url] == .visible }, "queued while the first still answers")
        #expect(await loader.waitingTransfers[request(ids[1]).url] == .prefetch, "the first still answers (6 s): both wait for its slot")
        _ = try await (first.value, prefetched.value, visible.value)
        #expect(await eventually { order.withLock { $0.count } == 3 }, "the server logs a request after answering it")
        let served = order.withLock { $0 }.compactMap { line in ids.firstIndex { line.contains("/images/\($0)/") } }
        #expect(served == [0, 2, 1], "the visible request overtook the queued prefetch")
    }

    /// A decode that no one waits for any more (its requester left) still ends before
    /// `shutDown()` returns: nothing may be decoding or writing when the process exits.
    @Test func shutDownWaitsForADecodeNoOneWaitsFor() async throws {
        let decoding = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let decoder: ThumbnailLoader.Decoder = { data, box in
            decoding.signal()
            release.wait()
            return try Thumbnailer.thumbnail(of: data, fitting: box).image
        }
        let server = try DemoServer(DemoServer.Configuration(photoCount: 40))
        defer { server.stop() }
        let loader = ThumbnailLoader(session: try testSession(), disk: nil, decoder: decoder)
        let id = try #require(server.catalog.photoIDs.first)
        let only = Task { try await loader.image(for: thumbnailRequest(server, id, size: 40)) }
        await BlockingWork.run { decoding.wait() }
        only.cancel()
        await #expect(throws: CancellationError.self) { try await only.value }
        let returned = Mutex(false)
        let shutDown = Task {
            await loader.shutDown()
            returned.withLock { $0 = true }
        }
        try await Task.sleep(for: .milliseconds(200))
        #expect(!returned.withLock { $0 }, "shutDown waits while the abandoned job decodes")
        release.signal()
        await shutDown.value
        #expect(await loader.running.isEmpty)
    }
}
