import Foundation
import Synchronization
@testable import PhotomaniaKit
@testable import PhotomaniaServer
import Testing

@Suite("ThumbnailLoader: a transfer's priority follows the requesters still waiting")
struct ThumbnailLoaderPriorityTests {
    /// One slot, held by a transfer the server never answers until its requester cancels; C is
    /// queued as prefetch, then B as prefetch, then a visible requester joins B (the same request,
    /// or another box of B's URL) and leaves again. B must drop back behind the older C.
    @Test(arguments: [false, true])
    func aQueuedTransferDropsBackToPrefetchWhenItsVisibleRequesterLeaves(visibleWantsAnotherBox: Bool) async throws {
        let served = Mutex<[String]>([])
        let server = try DemoServer(DemoServer.Configuration(
            photoCount: 40, faults: try FaultPlan(parsing: "path=/images/*/1.jpg:stall-headers"),
            log: { line in served.withLock { $0.append(line) } }
        ))
        defer { server.stop() }
        let loader = ThumbnailLoader(session: try testSession(), disk: nil, maxTransfers: 1)
        let ids = Array(server.catalog.photoIDs.prefix(3))
        let holding = ThumbnailRequest(photoID: PhotoID(ids[0]), url: "\(server.origin)/images/\(ids[0])/1.jpg", width: 20, height: 20)
        let older = thumbnailRequest(server, ids[1], size: 20)
        let later = thumbnailRequest(server, ids[2], size: 20)
        let laterVisible = visibleWantsAnotherBox ? thumbnailRequest(server, ids[2], size: 30) : later

        let holder = Task { try await loader.image(for: holding, priority: .visible) }
        #expect(await eventually { server.statistics.requests == 1 }, "the holder has the only slot")
        let olderPrefetch = Task { try await loader.image(for: older, priority: .prefetch) }
        #expect(await eventuallyAsync { await loader.waitingTransfers == [older.url: .prefetch] })
        let laterPrefetch = Task { try await loader.image(for: later, priority: .prefetch) }
        #expect(await eventuallyAsync { await loader.waitingTransfers == [older.url: .prefetch, later.url: .prefetch] })
        let visible = Task { try await loader.image(for: laterVisible, priority: .visible) }
        #expect(await eventuallyAsync { await loader.waitingTransfers == [older.url: .prefetch, later.url: .visible] })

        visible.cancel()
        await #expect(throws: CancellationError.self) { try await visible.value }
        #expect(await eventuallyAsync { await loader.waitingTransfers == [older.url: .prefetch, later.url: .prefetch] })

        holder.cancel()
        await #expect(throws: (any Error).self) { try await holder.value }
        _ = try await (olderPrefetch.value, laterPrefetch.value)
        // The holder's cut-off request is logged too: wait for both prefetches' lines, not for any two.
        let order = {
            served.withLock { $0 }.compactMap { line in
                [older, later].firstIndex { line.contains(URL(string: $0.url)?.path ?? "?") }
            }
        }
        #expect(await eventually { order().count >= 2 }, "the server logs a request after answering it")
        #expect(order() == [0, 1], "the older prefetch went first once the visible requester had left")
    }
}
