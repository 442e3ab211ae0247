import Foundation
import Synchronization

/// Carries out a `DownloadPlan`: walks its selection through a service, fetches `jobs` photos at
/// a time through the service's `Session` (one connection pool), each into a `.part` renamed only when complete; skips
/// archived photos without a request; continues `.part` files; retries with the plan's
/// `RetryPolicy`, pausing a whole host when it answers 429/503 with `Retry-After`; spaces photo
/// starts by the plan's `startInterval`. It reports to one observer and runs as part of the
/// calling task: cancelling that task stops it, keeping `.part` files.
public final class DownloadEngine: Sendable {
    let service: any PhotoService
    let plan: DownloadPlan
    let clock: RetryClock
    let gate = HostGate()
    let pacer: StartPacer
    let committer: Committer
    /// Nil for `{id}.{name}`: every such name starts with its own photo's id.
    let nameClaims: NameClaims?
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
        /// `--dry-run`: each photo's place in the listing, as HEAD answers arrive in any order.
        var plannedPositions: [Int: Int] = [:]
    }

    /// Items carry the listed `Photo` and every file is hashed, archive or not: what metadata
    /// sidecars need. The listing is then decoded in full, which costs more than its references.
    let keepsPhotos: Bool

    public init(service: any PhotoService, plan: DownloadPlan, clock: RetryClock = .live, keepsPhotos: Bool = false) {
        self.service = service
        self.plan = plan
        self.clock = clock
        self.keepsPhotos = keepsPhotos
        self.committer = Committer(folder: plan.folder)
        self.pacer = StartPacer(interval: plan.startInterval)
        self.nameClaims = plan.naming == .defaultFileName ? nil : NameClaims()
    }

    /// Downloads everything the plan's selection lists (photos start while pages are still listed)
    /// and answers what happened.
    public func run(observer: some DownloadObserver) async -> DownloadOutcome {
        observer.downloadStarted(status: { [self] in status })
        let partials = await BlockingWork.run { [folder = plan.folder] in PartialDownload.index(in: folder) }
        if keepsPhotos {
            await walk(PhotoWalk<Photo>(plan.source, options: plan.walkOptions, service: service), partials: partials, observer: observer)
        } else {
            await walk(PhotoWalk<PhotoReference>(plan.source, options: plan.walkOptions, service: service), partials: partials, observer: observer)
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

    /// Fetches the walk's photos, `plan.jobs` at a time, while it lists more.
    private func walk<Item: ListedPhoto>(_ walk: PhotoWalk<Item>, partials: [Int: [String]], observer: some DownloadObserver) async {
        let jobs = max(1, plan.jobs)
        await withTaskGroup(of: Void.self) { group in
            var running = 0
            do throws(PhotomaniaError) {
                for try await event in walk {
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
    }

    /// The photo to fetch for a listing event, after what the event itself settles (a total, a
    /// photo that cannot be had, a dry run).
    private func item<Item: ListedPhoto>(for event: PhotoSourceEvent<Item>, observer: some DownloadObserver) -> DownloadItem? {
        switch event {
        case .total(let total):
            // The status follows a corrected total; the event is sent once, with the first.
            let first = state.withLock { state in
                defer { state.total = total }
                return state.total == nil
            }
            if first { observer.handle(.total(total)) }
        case .page(let summary):
            if summary.hiddenNSFW > 0 { state.withLock { $0.outcome.hiddenNSFW += summary.hiddenNSFW } }
            if let stop = summary.stop { state.withLock { $0.outcome.listingStop = stop } }
        case .unavailable(let id, let reason):
            unavailable(id, reason, observer: observer)
        case .photo(let listed):
            let full = listed as? Photo
            let photo = full.map(PhotoReference.init) ?? listed as? PhotoReference
            // The walk requires one of the sizes asked for: one is there.
            guard let photo, let image = plan.sizes.image(of: photo) else { return nil }
            let item = DownloadItem(photoID: photo.id, size: image.size, url: image.httpsURL ?? image.url, photo: full, facts: photo.facts)
            guard plan.dryRun else { return item }
            // A name that the response may change is asked for with HEAD, in `download`.
            guard !plan.naming.dependsOnResponse else {
                state.withLock { $0.plannedPositions[item.photoID] = $0.plannedPositions.count }
                return item
            }
            planned(item, fileName: namer(for: item).predicted(url: item.url), isCertain: true, observer: observer)
        }
        return nil
    }

    /// Names `item`'s file with the plan's template.
    func namer(for item: DownloadItem) -> FileNamer {
        let labels = plan.source.namingLabels
        return FileNamer(
            template: plan.naming, photoID: item.photoID, sizeID: item.size.rawValue, facts: item.facts ?? PhotoFacts(),
            feature: labels.feature, gallery: labels.gallery
        )
    }

    /// Lists a `--dry-run` photo under the name a real run would give it, in listing order.
    /// A name another photo of the run has already is reported as a failure, as a real run would.
    func planned(_ item: DownloadItem, fileName: String, isCertain: Bool, observer: some DownloadObserver) {
        if let owner = nameClaims?.claim(fileName, for: item.photoID) {
            return fail(item, .nameTaken(fileName, by: owner), observer: observer)
        }
        state.withLock { state in
            var file = DownloadOutcome.PlannedFile(item: item, fileName: fileName, isCertain: isCertain)
            file.position = state.plannedPositions[item.photoID] ?? state.outcome.planned.count
            state.outcome.planned.append(file)
            state.outcome.planned.sort { $0.position < $1.position }
        }
        skip(item, fileName: fileName, reason: .dryRun, observer: observer)
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
