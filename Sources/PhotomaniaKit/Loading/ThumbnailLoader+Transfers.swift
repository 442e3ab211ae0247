import Foundation

/// The network layer: one transfer per URL, shared by the jobs that need its bytes, each job
/// waiting with its own priority; at most `maxTransfers` run at once.
extension ThumbnailLoader {
    /// The URL's bytes through the transfer in flight for it, or a new one.
    func transferredData(_ url: String, for job: Int, priority: ThumbnailPriority) async throws -> Data {
        let transfer = transfers.id(of: url) ?? startTransfer(url)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                transfers.join(url, requester: job, priority: priority, continuation)
                transferPriorityChanged(url, transfer: transfer)
            }
        } onCancel: {
            Task { await self.leaveTransfer(url, transfer: transfer, job: job) }
        }
    }

    /// A job's priority changed; the transfer it waits on follows if the job is still waiting.
    func setPriority(_ priority: ThumbnailPriority, ofJob job: Int, waitingOn url: String) {
        guard transfers.setPriority(priority, of: job, for: url), let transfer = transfers.id(of: url) else { return }
        transferPriorityChanged(url, transfer: transfer)
    }

    /// The transfers waiting for a slot, with the priority each waits with.
    var waitingTransfers: [String: ThumbnailPriority] {
        transfers.inProgress.compactMapValues { slots.waitingPriority(of: $0) }
    }

    private func startTransfer(_ url: String) -> Int {
        let transfer = nextNumber()
        transfers.start(url, id: transfer, task: track(transfer) { await $0.transfer(url, id: transfer) })
        return transfer
    }

    func transfer(_ url: String, id: Int) async {
        let result: Result<Data, any Error>
        do {
            try await acquireSlot(for: url, transfer: id)
            defer { slots.release() }
            result = .success(try await session.response(for: Self.request(url)).body)
        } catch {
            result = .failure(error)
        }
        transfers.finish(url, id: id, with: result)
    }

    /// Thumbnails are small images: a larger answer (a decompression bomb, a lying server) stops
    /// early, so the transfers in flight hold a few MiB each at most.
    static let maxThumbnailSize = 8 << 20

    private static func request(_ url: String) -> Request {
        var request = Request(url: url, acceptableContentTypes: ["image/*"])
        request.maxBodySize = maxThumbnailSize
        request.acceptsCompression = false
        return request
    }

    private func acquireSlot(for url: String, transfer: Int) async throws {
        if slots.tryAcquire() { return }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                if Task.isCancelled {
                    continuation.resume(throwing: CancellationError())
                } else {
                    slots.enqueue(transfer, priority: transfers.priority(of: url, id: transfer) ?? .prefetch, continuation)
                }
            }
        } onCancel: {
            Task { await self.stopWaitingForSlot(transfer) }
        }
    }

    private func stopWaitingForSlot(_ transfer: Int) {
        slots.cancel(transfer)
    }

    /// A job left (its last requester did): the last job to leave stops the transfer.
    private func leaveTransfer(_ url: String, transfer: Int, job: Int) {
        if transfers.leave(url, id: transfer, requester: job) { transferPriorityChanged(url, transfer: transfer) }
    }

    private func transferPriorityChanged(_ url: String, transfer: Int) {
        guard let priority = transfers.priority(of: url, id: transfer) else { return }
        slots.reprioritize(transfer, to: priority)
    }
}
