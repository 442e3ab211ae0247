import Foundation
import Synchronization

/// What a thumbnail is asked for: one photo's image URL, fitted into a pixel box.
public struct ThumbnailRequest: Sendable, Hashable {
    public var photoID: Int
    public var url: String
    public var width: Int
    public var height: Int

    public init(photoID: Int, url: String, width: Int, height: Int) {
        self.photoID = photoID
        self.url = url
        self.width = width
        self.height = height
    }
}

/// Thumbnails through three layers — a memory LRU of decoded pixels, a disk cache of the JPEG
/// bytes, then the network — with equal requests in flight sharing one transfer. A transfer is
/// cancelled when its last requester cancels, and a cancelled requester never gets a result.
/// At most `maxTransfers` run at once; visible thumbnails go before prefetched ones.
public actor ThumbnailLoader {
    private let session: Session
    private let memory: LRUCache<ThumbnailRequest, RGBImage>
    private let disk: DiskCache?
    private var inFlight: [String: Transfer] = [:]
    private var transfersStarted = 0
    private var slots: TransferSlots

    private struct Transfer {
        let id: Int
        let task: Task<Data, any Error>
        var requesters: Int
    }

    public init(session: Session, disk: DiskCache?, maxTransfers: Int = 6, memoryCostLimit: Int = 64 << 20, memoryCountLimit: Int = 1000) {
        self.session = session
        self.disk = disk
        self.slots = TransferSlots(limit: maxTransfers)
        self.memory = LRUCache(costLimit: memoryCostLimit, countLimit: memoryCountLimit)
    }

    /// The thumbnail, from the fastest layer that has it; throws `CancellationError` when the
    /// calling task is cancelled, `PhotomaniaError` or `ImageError` when it cannot be had.
    public func image(for request: ThumbnailRequest, priority: ThumbnailPriority = .visible) async throws -> RGBImage {
        if let image = memory[request] { return image }
        let data: Data
        if let cached = disk?.data(forKey: request.url) {
            data = cached
        } else {
            data = try await fetch(request.url, priority: priority)
            disk?.store(data, forKey: request.url)
        }
        try Task.checkCancellation()
        let image = try Thumbnailer.thumbnail(of: data, fitting: (request.width, request.height)).image
        memory.set(image, forKey: request, cost: image.cost)
        return image
    }

    /// Whether the memory cache holds it (no disk or network needed).
    public func isCached(_ request: ThumbnailRequest) -> Bool {
        memory[request] != nil
    }

    private func fetch(_ url: String, priority: ThumbnailPriority) async throws -> Data {
        let transfer: Transfer
        if var shared = inFlight[url] {
            shared.requesters += 1
            inFlight[url] = shared
            slots.raise(shared.id, to: priority)
            transfer = shared
        } else {
            transfersStarted += 1
            let id = transfersStarted
            let session = self.session
            transfer = Transfer(
                id: id,
                task: Task {
                    try await self.acquireSlot(for: id, priority: priority)
                    defer { self.releaseSlot() }
                    return try await session.response(for: Request(url: url, acceptableContentTypes: ["image/*"])).body
                },
                requesters: 1
            )
            inFlight[url] = transfer
        }
        let departure = Departure()
        let result = await withTaskCancellationHandler {
            await transfer.task.result
        } onCancel: {
            if departure.claim() { Task { await self.leave(url, transfer: transfer.id, cancelled: true) } }
        }
        if departure.claim() { leave(url, transfer: transfer.id, cancelled: Task.isCancelled) }
        try Task.checkCancellation()
        return try result.get()
    }

    private func acquireSlot(for transfer: Int, priority: ThumbnailPriority) async throws {
        if slots.tryAcquire() { return }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                if Task.isCancelled {
                    continuation.resume(throwing: CancellationError())
                } else {
                    slots.enqueue(transfer, priority: priority, continuation)
                }
            }
        } onCancel: {
            Task { await self.cancelWaiting(transfer) }
        }
    }

    private func cancelWaiting(_ transfer: Int) {
        slots.cancel(transfer)
    }

    private func releaseSlot() {
        slots.release()
    }

    /// One requester is done; the last one to cancel stops the transfer.
    private func leave(_ url: String, transfer id: Int, cancelled: Bool) {
        guard var transfer = inFlight[url], transfer.id == id else { return }
        transfer.requesters -= 1
        if transfer.requesters > 0 {
            inFlight[url] = transfer
        } else {
            inFlight[url] = nil
            if cancelled { transfer.task.cancel() }
        }
    }
}

/// Makes sure a requester leaves its transfer exactly once, whether it cancels or finishes.
private final class Departure: Sendable {
    private let left = Atomic(false)

    func claim() -> Bool {
        !left.exchange(true, ordering: .acquiringAndReleasing)
    }
}
