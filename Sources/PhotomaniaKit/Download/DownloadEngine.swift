import Foundation
import Synchronization

/// Carries out a `DownloadPlan`: walks its source, fetches `jobs` photos at a time through one
/// `Session` (one connection pool), each into a `.part` renamed only when complete; skips
/// archived photos without a request; continues `.part` files; retries with the plan's
/// `RetryPolicy`, pausing a whole host when it answers 429/503 with `Retry-After`; spaces photo
/// starts by the plan's `startInterval`. It reports to one observer and runs as part of the
/// calling task: cancelling that task stops it, keeping `.part` files.
public final class DownloadEngine: Sendable {
    let api: APIClient
    let plan: DownloadPlan
    let clock: RetryClock
    let gate = HostGate()
    let pacer: StartPacer
    let committer: Committer
    let state = Mutex(EngineState())

    struct ActiveTransfer {
        var sink: FileSink
        var startedAt: Date
    }

    struct EngineState {
        var outcome = DownloadOutcome()
        var active: [ObjectIdentifier: ActiveTransfer] = [:]
        var total: Int?
        /// Photos started and not settled yet: partly downloaded when the run is interrupted.
        var inFlight: Set<Int> = []
        /// Bytes of transfers no longer active, kept so that the sampled counter never shrinks.
        var endedTransferBytes: Int64 = 0
        var pausedHosts: [String: (until: Date, status: Int)] = [:]
    }

    public init(api: APIClient, plan: DownloadPlan, clock: RetryClock = .live) {
        self.api = api
        self.plan = plan
        self.clock = clock
        self.committer = Committer(folder: plan.folder)
        self.pacer = StartPacer(interval: plan.startInterval)
    }

    /// Downloads everything the plan's source lists (photos start while pages are still listed)
    /// and answers what happened.
    public func run(observer: some DownloadObserver) async -> DownloadOutcome {
        observer.downloadStarted(status: { [self] in status })
        let partials = await BlockingWork.run { [folder = plan.folder] in PartialDownload.index(in: folder) }
        let jobs = max(1, plan.jobs)
        await withTaskGroup(of: Void.self) { group in
            var running = 0
            do throws(PhotomaniaError) {
                for try await event in PhotoWalk<PhotoReference>(plan.source, options: plan.walkOptions, api: api) {
                    guard let item = self.item(for: event, observer: observer) else { continue }
                    if running >= jobs {
                        await group.next()
                        running -= 1
                    }
                    group.addTask { await self.download(item, partials: partials[item.photoID] ?? [], observer: observer) }
                    running += 1
                }
            } catch {
                if error != .cancelled { state.withLock { $0.outcome.listingFailure = error } }
            }
        }
        await committer.drain()
        return state.withLock { state in
            state.outcome.interrupted = Task.isCancelled
            if state.outcome.interrupted {
                let settled = state.outcome.downloaded + state.outcome.skipped + state.outcome.failedIDs.count
                state.outcome.partial = state.inFlight.count
                state.outcome.notStarted = state.total.map { max(0, $0 - settled - state.inFlight.count) }
            }
            return state.outcome
        }
    }

    /// The photo to fetch for a listing event, after what the event itself settles (a total, a
    /// photo that cannot be had, a dry run).
    private func item(for event: PhotoSourceEvent<PhotoReference>, observer: some DownloadObserver) -> DownloadItem? {
        switch event {
        case .total(let total):
            // The status follows a corrected total; the event is sent once, with the first.
            let first = state.withLock { state in
                defer { state.total = total }
                return state.total == nil
            }
            if first { observer.handle(.total(total)) }
        case .page:
            break
        case .unavailable(let id, let reason):
            unavailable(id, reason, observer: observer)
        case .photo(let photo):
            // The walk requires one of the sizes asked for: one is there.
            guard let image = plan.sizes.image(of: photo) else { return nil }
            let item = DownloadItem(photoID: photo.id, size: image.size, url: image.httpsURL ?? image.url)
            guard plan.dryRun else { return item }
            let name = DownloadFileName.make(photoID: item.photoID, contentDisposition: nil, finalURL: item.url, contentType: nil)
            state.withLock { $0.outcome.planned.append(.init(item: item, fileName: name)) }
            skip(item, fileName: name, reason: .dryRun, observer: observer)
        }
        return nil
    }

    public var status: DownloadStatus {
        state.withLock { state in
            var status = DownloadStatus()
            status.total = state.total
            status.finished = state.outcome.downloaded
            status.skipped = state.outcome.skipped
            status.failedIDs = state.outcome.failedIDs
            status.pausedHosts = state.pausedHosts
            var newBytes: Int64 = 0
            status.active = state.active.values.sorted { $0.startedAt < $1.startedAt }.map { transfer in
                let progress = transfer.sink.progress
                let received = transfer.sink.received
                newBytes += received - progress.resumedAt
                return DownloadStatus.Transfer(
                    item: transfer.sink.item, fileName: progress.fileName, receivedBytes: received,
                    expectedBytes: progress.expectedBytes, startedAt: transfer.startedAt
                )
            }
            status.bytesReceived = state.endedTransferBytes + newBytes
            return status
        }
    }

    func skip(_ item: DownloadItem, fileName: String?, reason: DownloadEvent.SkipReason, observer: some DownloadObserver) {
        state.withLock { state in
            state.outcome.skipped += 1
            state.inFlight.remove(item.photoID)
        }
        observer.handle(.skipped(item, fileName: fileName, reason: reason))
    }

    func fail(_ item: DownloadItem, _ failure: DownloadFailure, observer: some DownloadObserver) {
        state.withLock { state in
            state.outcome.failedIDs.append(item.photoID)
            state.inFlight.remove(item.photoID)
        }
        observer.handle(.failed(item, failure))
    }

    private func unavailable(_ photoID: Int, _ reason: Unavailability, observer: some DownloadObserver) {
        state.withLock { $0.outcome.failedIDs.append(photoID) }
        observer.handle(.unavailable(photoID: photoID, reason: reason))
    }
}
