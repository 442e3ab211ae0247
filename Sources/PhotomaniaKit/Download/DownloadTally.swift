import Foundation
import Synchronization

/// What a download job has done so far, shared by its tasks: the counts its outcome is made of
/// and the transfers its live status shows.
final class DownloadTally: Sendable {
    struct ActiveTransfer {
        var sink: FileSink
        var startedAt: Date
    }

    struct State {
        var outcome = DownloadOutcome()
        var active: [ObjectIdentifier: ActiveTransfer] = [:]
        var total: Int?
        /// Photos started and not settled yet: partly downloaded when the run is interrupted.
        var inFlight: Set<PhotoID> = []
        /// Photos downloaded, skipped or unavailable: done with, unlike failed or unfinished ones.
        var settled: Set<PhotoID> = []
        /// Bytes of transfers no longer active, kept so that the sampled counter never shrinks.
        var endedTransferBytes: Int64 = 0
        var pausedHosts: [String: (until: Date, status: Int)] = [:]
        var callPause: CallPause?
    }

    let state = Mutex(State())

    var status: DownloadStatus {
        state.withLock { state in
            var status = DownloadStatus()
            status.total = state.total
            status.finished = state.outcome.downloaded
            status.skipped = state.outcome.skipped
            status.failedIDs = state.outcome.failedIDs
            status.pausedHosts = state.pausedHosts
            status.callPause = state.callPause
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

    /// The outcome once the job is done; when its task was cancelled, what was left unfinished.
    func outcome() -> DownloadOutcome {
        state.withLock { state in
            state.outcome.interrupted = Task.isCancelled
            if state.outcome.interrupted {
                let settled = state.outcome.downloaded + state.outcome.skipped + state.outcome.failedIDs.count
                state.outcome.partial = state.inFlight.count
                state.outcome.notStarted = state.total.map { max(0, $0 - settled - state.inFlight.count) }
            }
            return state.outcome
        }
    }

    /// A transfer holds its slot from now: shown as active; with `observer`, its photo is
    /// started (the first transfer for it), so an interruption counts it as partial.
    func transferStarted(_ sink: FileSink, at now: Date, announcingTo observer: (some DownloadObserver)?) {
        state.withLock { state in
            state.active[ObjectIdentifier(sink)] = ActiveTransfer(sink: sink, startedAt: now)
            if observer != nil { state.inFlight.insert(sink.item.photoID) }
        }
        observer?.handle(.started(sink.item))
    }

    /// The transfer let its slot go: its new bytes move to the ended transfers' count.
    func transferEnded(_ sink: FileSink) {
        state.withLock { state in
            state.active[ObjectIdentifier(sink)] = nil
            state.endedTransferBytes += max(0, sink.received - sink.progress.resumedAt)
        }
    }

    func skip(_ item: DownloadItem, fileName: String?, reason: DownloadEvent.SkipReason, observer: some DownloadObserver) {
        state.withLock { state in
            state.outcome.skipped += 1
            state.inFlight.remove(item.photoID)
            state.settled.insert(item.photoID)
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

    func unavailable(_ photoID: PhotoID, _ reason: Unavailability, observer: some DownloadObserver) {
        state.withLock { state in
            state.outcome.failedIDs.append(photoID)
            state.settled.insert(photoID)
        }
        observer.handle(.unavailable(photoID: photoID, reason: reason))
    }
}
