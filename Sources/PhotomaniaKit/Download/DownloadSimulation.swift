import Synchronization

/// A dry run of a `DownloadPlan` (`--dry-run`): the same walk as `DownloadEngine`, each photo
/// listed under the name a real run would give it (`DownloadOutcome.planned`, in listing order,
/// each a `dryRun` skip), with nothing fetched, written or recorded. A name the response may
/// change is asked for with a `HEAD`, `plan.transfers.jobs` at a time.
public final class DownloadSimulation: DownloadJob {
    let service: any PhotoService
    let plan: DownloadPlan
    let nameClaims: NameClaims?
    let tally = DownloadTally()
    /// Each photo's place in the listing, as `HEAD` answers arrive in any order.
    private let positions = Mutex<[PhotoID: Int]>([:])

    public init(service: any PhotoService, plan: DownloadPlan) {
        self.service = service
        self.plan = plan
        nameClaims = plan.nameClaims()
    }

    public func run(observer: some DownloadObserver) async -> DownloadOutcome {
        observer.downloadStarted(status: { [tally] in tally.status })
        let walk = DownloadWalk(service: service, plan: plan, tally: tally)
        await walk.run(plan.listedAs([]), observer: observer) { item in
            // Only an archive to read or a HEAD to ask makes work to wait for.
            guard plan.files.archive != nil || plan.files.naming.dependsOnResponse else {
                plannedByURL(item, observer: observer)
                return nil
            }
            positions.withLock { $0[item.photoID] = $0.count }
            return { await self.planListed(item, observer: observer) }
        }
        return tally.outcome()
    }

    public var status: DownloadStatus { tally.status }

    /// A photo the archive (a sync's) holds is skipped, as a real run would skip it; another is
    /// named from its URL, or asked for with `HEAD` when the response may change its name.
    private func planListed(_ item: DownloadItem, observer: some DownloadObserver) async {
        if let archive = plan.files.archive {
            let entry = await BlockingWork.run { () -> ArchiveEntry? in
                guard let entry = try? archive.entry(photoID: item.photoID, sizeID: item.sizeKey) else { return nil }
                return archive.status(of: entry) == .present ? entry : nil
            }
            if let entry { return tally.skip(item, fileName: entry.fileName, reason: .archived, observer: observer) }
        }
        guard plan.files.naming.dependsOnResponse else { return plannedByURL(item, observer: observer) }
        await planAsking(item, observer: observer)
    }

    private func plannedByURL(_ item: DownloadItem, observer: some DownloadObserver) {
        planned(item, fileName: plan.namer(for: item).predicted(url: item.url), isCertain: true, observer: observer)
    }

    /// A name the response may change: a `HEAD` for the image learns the name a real run would
    /// write; when it fails, the name expected from the URL, marked uncertain.
    private func planAsking(_ item: DownloadItem, observer: some DownloadObserver) async {
        let namer = plan.namer(for: item)
        var request = Request(method: .head, url: item.url)
        request.acceptsCompression = false
        if let response = try? await service.session.perform(request), (200..<300).contains(response.statusCode) {
            let name = namer.name(
                contentDisposition: response.headers["Content-Disposition"], finalURL: item.url, contentType: response.headers["Content-Type"]
            )
            return planned(item, fileName: name, isCertain: true, observer: observer)
        }
        planned(item, fileName: namer.predicted(url: item.url), isCertain: false, observer: observer)
    }

    /// Lists a photo under the name a real run would give it, in listing order. A name another
    /// photo of the run has already is reported as a failure, as a real run would.
    private func planned(_ item: DownloadItem, fileName: String, isCertain: Bool, observer: some DownloadObserver) {
        if let owner = nameClaims?.claim(fileName, for: item.photoID) {
            return tally.fail(item, .nameTaken(fileName, by: owner), observer: observer)
        }
        let position = positions.withLock { $0[item.photoID] }
        tally.state.withLock { state in
            var file = DownloadOutcome.PlannedFile(item: item, fileName: fileName, isCertain: isCertain)
            file.position = position ?? state.outcome.planned.count
            state.outcome.planned.append(file)
            state.outcome.planned.sort { $0.position < $1.position }
        }
        tally.skip(item, fileName: fileName, reason: .dryRun, observer: observer)
    }
}
