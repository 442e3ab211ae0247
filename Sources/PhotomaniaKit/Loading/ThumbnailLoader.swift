import Foundation

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
/// bytes, then the network — with equal requests in flight sharing one transfer. A cancelled
/// requester leaves at once with `CancellationError` and never gets a result; the transfer goes
/// on for the others and is cancelled when its last requester leaves.
/// At most `maxTransfers` run at once; visible thumbnails go before prefetched ones.
public actor ThumbnailLoader {
    private let session: Session
    private let memory: LRUCache<ThumbnailRequest, RGBImage>
    private let disk: DiskCache?
    private var inFlight: [String: Transfer] = [:]
    private var transfersStarted = 0
    private var requestersJoined = 0
    private var slots: TransferSlots

    private struct Transfer {
        let id: Int
        let task: Task<Void, Never>
        /// Each requester still waiting, by its number; a requester leaves exactly once, when the
        /// transfer ends or when it cancels, whichever removes it from here first.
        var requesters: [Int: CheckedContinuation<Data, any Error>] = [:]
    }

    public init(session: Session, disk: DiskCache?, maxTransfers: Int = 6, memoryCostLimit: Int = 64 << 20, memoryCountLimit: Int = 1000) {
        self.session = session
        self.disk = disk
        self.slots = TransferSlots(limit: maxTransfers)
        self.memory = LRUCache(costLimit: memoryCostLimit, countLimit: memoryCountLimit)
    }

    /// The thumbnail, from the fastest layer that has it, or with `reload` from the network (and
    /// then stored in both caches); throws `CancellationError` when the calling task is
    /// cancelled, `PhotomaniaError` or `ImageError` when it cannot be had.
    public func image(for request: ThumbnailRequest, priority: ThumbnailPriority = .visible, reload: Bool = false) async throws -> RGBImage {
        if !reload, let image = memory[request] { return image }
        let data: Data
        if !reload, let cached = disk?.data(forKey: request.url) {
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
        let transferID: Int
        if let shared = inFlight[url] {
            slots.raise(shared.id, to: priority)
            transferID = shared.id
        } else {
            transfersStarted += 1
            transferID = transfersStarted
            inFlight[url] = Transfer(id: transferID, task: startTransfer(url, id: transferID, priority: priority))
        }
        requestersJoined += 1
        let requester = requestersJoined
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                inFlight[url]?.requesters[requester] = continuation
            }
        } onCancel: {
            Task { await self.leave(url, transfer: transferID, requester: requester) }
        }
    }

    private func startTransfer(_ url: String, id: Int, priority: ThumbnailPriority) -> Task<Void, Never> {
        let session = self.session
        return Task {
            let result: Result<Data, any Error>
            do {
                try await acquireSlot(for: id, priority: priority)
                defer { releaseSlot() }
                result = .success(try await session.response(for: Request(url: url, acceptableContentTypes: ["image/*"])).body)
            } catch {
                result = .failure(error)
            }
            finish(url, transfer: id, with: result)
        }
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

    /// The transfer ended: every requester still waiting gets its result.
    private func finish(_ url: String, transfer id: Int, with result: Result<Data, any Error>) {
        guard let transfer = inFlight[url], transfer.id == id else { return }
        inFlight[url] = nil
        for continuation in transfer.requesters.values { continuation.resume(with: result) }
    }

    /// A requester cancelled: it gets its `CancellationError` now; the last one to leave stops the transfer.
    private func leave(_ url: String, transfer id: Int, requester: Int) {
        guard var transfer = inFlight[url], transfer.id == id, let continuation = transfer.requesters.removeValue(forKey: requester) else { return }
        continuation.resume(throwing: CancellationError())
        if transfer.requesters.isEmpty {
            inFlight[url] = nil
            transfer.task.cancel()
        } else {
            inFlight[url] = transfer
        }
    }
}
