import Synchronization

/// Several plans carried out in turn as one run (`download URL1 URL2 ID`): each plan's selection
/// is walked to its end (or its limit) before the next starts, one observer hears them all, and
/// one outcome adds them up. A listing that fails ends its own plan only; an interruption ends
/// the run. The plans share their archive, so a photo two selections list is fetched once.
public struct DownloadSequence: DownloadJob {
    let plans: [DownloadPlan]
    let service: any PhotoService
    let clock: RetryClock
    private let progress = SequenceProgress()

    public init(plans: [DownloadPlan], service: any PhotoService, clock: RetryClock = .live) {
        self.plans = plans
        self.service = service
        self.clock = clock
    }

    public func run(observer: some DownloadObserver) async -> DownloadOutcome {
        var outcome = DownloadOutcome()
        observer.downloadStarted { [progress] in progress.status }
        let relay = SequenceRelay(observer: observer, progress: progress)
        for plan in plans {
            guard !Task.isCancelled else {
                outcome.interrupted = true
                break
            }
            let job = plan.job(service: service, clock: clock)
            progress.begin(job)
            outcome.accumulate(await job.run(observer: relay))
            progress.end(job)
            if outcome.interrupted { break }
        }
        return outcome
    }

    public var status: DownloadStatus { progress.status }
}

/// The status of a sequence: the photos its finished plans settled, and its current plan's live
/// status on top.
private final class SequenceProgress: Sendable {
    private struct State {
        var done = DownloadStatus()
        var current: (any DownloadJob)?
    }

    private let state = Mutex(State())

    /// Photos the finished plans settled: the count a later plan's total starts from.
    var settled: Int {
        state.withLock { $0.done.settled }
    }

    var status: DownloadStatus {
        let (done, current) = state.withLock { ($0.done, $0.current) }
        guard var status = current?.status else { return done }
        status.total = status.total.map { done.settled + $0 }
        status.finished += done.finished
        status.skipped += done.skipped
        status.failedIDs = done.failedIDs + status.failedIDs
        status.bytesReceived = status.bytesReceived.saturatingAdding(done.bytesReceived)
        return status
    }

    func begin(_ job: any DownloadJob) {
        state.withLock { $0.current = job }
    }

    func end(_ job: any DownloadJob) {
        let final = job.status
        state.withLock { state in
            state.done.finished += final.finished
            state.done.skipped += final.skipped
            state.done.failedIDs += final.failedIDs
            state.done.bytesReceived = state.done.bytesReceived.saturatingAdding(final.bytesReceived)
            state.current = nil
        }
    }
}

private extension DownloadStatus {
    /// Photos done with, one way or another.
    var settled: Int { finished + skipped + failedIDs.count }
}

/// Hands each plan's events to the run's observer, its totals counted from the sequence's start;
/// the sequence's own status stands for each plan's.
private struct SequenceRelay<Observer: DownloadObserver>: DownloadObserver {
    let observer: Observer
    let progress: SequenceProgress

    func downloadStarted(status: @escaping @Sendable () -> DownloadStatus) {}

    func handle(_ event: DownloadEvent) {
        if case .total(let count) = event { return observer.handle(.total(progress.settled + count)) }
        observer.handle(event)
    }
}

extension DownloadOutcome {
    /// This outcome with a later plan's added: counts summed, the first listing failure or stop
    /// kept, the last sync.
    mutating func accumulate(_ later: DownloadOutcome) {
        downloaded += later.downloaded
        notices.formUnion(later.notices)
        skipped += later.skipped
        failedIDs += later.failedIDs
        bytes = bytes.saturatingAdding(later.bytes)
        interrupted = interrupted || later.interrupted
        partial += later.partial
        notStarted = later.notStarted
        listingFailure = listingFailure ?? later.listingFailure
        listingStop = listingStop ?? later.listingStop
        hiddenNSFW += later.hiddenNSFW
        filteredOut += later.filteredOut
        planned += later.planned
        sync = later.sync ?? sync
    }
}
