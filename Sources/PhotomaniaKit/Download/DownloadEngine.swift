import Foundation

/// Carries out a `DownloadPlan` in its `.download` mode (`DownloadPlan.job(service:clock:)` picks
/// a `DownloadSimulation` for a dry run): walks its selection through a service, fetches `jobs`
/// photos at a time through the service's `Session` (one connection pool), each into a `.part`
/// renamed only when complete; skips archived photos without a request; continues `.part` files;
/// retries with the plan's `RetryPolicy`, pausing a whole host when it answers 429/503 with
/// `Retry-After`; spaces photo starts by the plan's `startInterval`; runs the plan's
/// post-processors on each final file. It reports to one observer and runs as part of the calling
/// task: cancelling that task stops it, keeping `.part` files.
public final class DownloadEngine: DownloadJob {
    let service: any PhotoService
    let plan: DownloadPlan
    let clock: RetryClock
    let gate = HostGate()
    let pacer: StartPacer
    let committer: Committer
    let postProcessing: PostProcessing
    /// Nil for `{id}.{name}`: every such name starts with its own photo's id.
    let nameClaims: NameClaims?
    let tally = DownloadTally()
    let spares: SpareParts
    /// `jobs` transfers at a time, while as many photos more are checked before or after theirs.
    let transferSlots: TaskSlots

    public init(service: any PhotoService, plan: DownloadPlan, clock: RetryClock = .live) {
        self.service = service
        var plan = plan
        // Embedded tags come from the listing: a service that leaves them out unless asked is asked.
        if plan.files.embedding != nil { plan.source = plan.source.includingTags }
        self.plan = plan
        self.clock = clock
        self.committer = Committer(folder: plan.files.folder, durable: plan.files.durable) { [archive = plan.files.archive] completions in
            if let archive { archive.recordingTogether(completions) } else { completions() }
        }
        self.pacer = StartPacer(interval: plan.transfers.startInterval)
        self.postProcessing = PostProcessing(plan.mode.postProcessors)
        self.nameClaims = plan.nameClaims()
        self.spares = SpareParts(folder: plan.files.folder, depth: plan.transfers.jobs)
        self.transferSlots = TaskSlots(count: plan.transfers.jobs)
    }

    /// Downloads everything the plan's selection lists (photos start while pages are still listed)
    /// and answers what happened once every file is final and post-processed.
    public func run(observer: some DownloadObserver) async -> DownloadOutcome {
        observer.downloadStarted(status: { [tally] in tally.status })
        spares.fill()
        let partials = await BlockingWork.run { [folder = plan.files.folder] in PartialDownload.index(in: folder) }
        var walk = DownloadWalk(service: service, plan: plan, tally: tally) { [committer] in await committer.drain() }
        walk.concurrentWork = 2 * max(1, plan.transfers.jobs)
        let pacer = service.callPacer
        let listening = await pacer?.observe { [tally] pause in
            tally.state.withLock { $0.callPause = pause }
            observer.handle(.callsPaused(pause))
        }
        // Embedded metadata is read from the photo's record, as post-processors read it.
        let needs = postProcessing.needs.union(plan.files.embedding == nil ? [] : .photoRecord)
        await walk.run(plan.listedAs(needs), observer: observer) { item in
            { await self.download(item, partials: partials[item.photoID] ?? [], observer: observer) }
        }
        if let pacer, let listening { await pacer.stopObserving(listening) }
        await committer.drain()
        spares.close()
        await postProcessing.drain()
        return tally.outcome()
    }

    public var status: DownloadStatus { tally.status }

    func skip(_ item: DownloadItem, fileName: String?, reason: DownloadEvent.SkipReason, observer: some DownloadObserver) {
        tally.skip(item, fileName: fileName, reason: reason, observer: observer)
    }

    func fail(_ item: DownloadItem, _ failure: DownloadFailure, observer: some DownloadObserver) {
        tally.fail(item, failure, observer: observer)
    }

    /// Hands a final file to the post-processors, what they cannot do going to `observer` as notices.
    func postProcess(_ file: FinalFile, observer: some DownloadObserver) {
        let item = file.item
        postProcessing.submit(file) { failure in observer.handle(.notice(item, .notPostProcessed(failure))) }
    }

    /// Skips a photo whose file is already here (`archived`: `fileName` as the archive records
    /// it), then hands that file to the post-processors.
    func skipPresent(_ item: DownloadItem, fileName: String, archived: Bool, observer: some DownloadObserver) {
        skip(item, fileName: fileName, reason: archived ? .archived : .present, observer: observer)
        let files = plan.files
        let folder = archived ? files.archive?.directory ?? files.folder.path : files.folder.path
        let path = fileName.hasPrefix("/") ? fileName : ArchivePaths.joined(folder, fileName)
        postProcess(.present(item, fileName: fileName, path: path, credit: item.credit(webOrigin: service.webOrigin)), observer: observer)
    }
}
