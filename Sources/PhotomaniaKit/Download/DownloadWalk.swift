/// The listing half of a download job, shared by `DownloadEngine` and `DownloadSimulation`: walks
/// the plan's selection once, settles in the tally what listing events settle (the total, photos
/// left out as NSFW, why the listing stopped, photos that cannot be had), and hands each photo to
/// the job in listing order. The work the job answers for a photo runs `plan.transfers.jobs` at a time,
/// while the walk lists more.
struct DownloadWalk: Sendable {
    let service: any PhotoService
    let plan: DownloadPlan
    let tally: DownloadTally

    /// Photo work a job starts, or nil when it settled the photo at once.
    typealias Work = @Sendable () async -> Void

    /// Walks the source with its photos decoded as `listing`.
    func run<Listing: DownloadListing>(_ listing: Listing.Type, observer: some DownloadObserver, start: (DownloadItem) -> Work?) async {
        let walk = PhotoWalk<Listing>(plan.source, options: plan.walkOptions, service: service)
        let jobs = max(1, plan.transfers.jobs)
        await withTaskGroup(of: Void.self) { group in
            var running = 0
            do throws(PhotomaniaError) {
                for try await event in walk {
                    guard let item = item(for: event, observer: observer), let work = start(item) else { continue }
                    if running >= jobs {
                        await group.next()
                        running -= 1
                    }
                    group.addTask { await work() }
                    running += 1
                }
            } catch {
                if error != .cancelled { tally.state.withLock { $0.outcome.listingFailure = error } }
            }
        }
    }

    /// The photo to hand over for a listing event, after what the event itself settles.
    private func item<Listing: DownloadListing>(for event: PhotoSourceEvent<Listing>, observer: some DownloadObserver) -> DownloadItem? {
        switch event {
        case .total(let total):
            // The status follows a corrected total; the event is sent once, with the first.
            let first = tally.state.withLock { state in
                defer { state.total = total }
                return state.total == nil
            }
            if first { observer.handle(.total(total)) }
        case .page(let summary):
            if summary.hiddenNSFW > 0 || summary.filteredOut > 0 {
                tally.state.withLock { state in
                    state.outcome.hiddenNSFW += summary.hiddenNSFW
                    state.outcome.filteredOut += summary.filteredOut
                }
            }
            if let stop = summary.stop { tally.state.withLock { $0.outcome.listingStop = stop } }
        case .unavailable(let id, let reason):
            tally.unavailable(id, reason, observer: observer)
        case .photo(let listed):
            // The walk requires one of the sizes asked for: one is there.
            guard let item = listed.downloadItem(plan.listing.sizes) else { return nil }
            if listed.downloadAllowed == false, !plan.listing.ignoresDownloadPermission {
                tally.skip(item, fileName: nil, reason: .notAllowed, observer: observer)
                return nil
            }
            return item
        }
        return nil
    }
}
