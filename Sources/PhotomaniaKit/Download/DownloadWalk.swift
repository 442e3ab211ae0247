import Foundation

/// The listing half of a download job, shared by `DownloadEngine` and `DownloadSimulation`: walks
/// the plan's selection once, settles in the tally what listing events settle (the total, photos
/// left out as NSFW, why the listing stopped, photos that cannot be had), and hands each photo to
/// the job in listing order. The work the job answers for a photo runs `plan.transfers.jobs` at a time,
/// while the walk lists more.
struct DownloadWalk: Sendable {
    let service: any PhotoService
    let plan: DownloadPlan
    let tally: DownloadTally
    /// Returns once every photo the job's work has finished with is settled in the tally (the
    /// engine commits files after their work returns).
    var settled: @Sendable () async -> Void = {}
    /// How many photos' work runs at once (the job may limit parts of it further): `jobs` when nil.
    var concurrentWork: Int?

    /// Photo work a job starts, or nil when it settled the photo at once.
    typealias Work = @Sendable () async -> Void

    /// Walks the source with its photos decoded as `listing` (with `--sync`, as the archive's
    /// record of it says).
    func run<Listing: DownloadListing>(_ listing: Listing.Type, observer: some DownloadObserver, start: (DownloadItem) -> Work?) async {
        if plan.listing.syncs { return await sync(listing, archive: plan.files.archive, observer: observer, start: start) }
        _ = await walk(listing, options: plan.walkOptions, observer: observer, start: start)
    }

    /// What one walk listed, for a sync to tell how far it got.
    struct Walked {
        /// Photos handed to the job, in listing order, with the page that listed each.
        var handed: [(id: PhotoID, page: Int)] = []
        /// The page of the last listing event.
        var lastPage: Int?
        /// Photos the listing yielded, the limit's count.
        var yielded = 0
        /// The listing failed, or the walk was cancelled.
        var cut = false
        /// The listing failed after handing over every photo of `lastPage`.
        var listingFailed = false
    }

    /// Walks with `options`; with `endsAt`, ends at the first photo that archive got at or
    /// before its date, which is not handed over. Returns once the work of every photo handed
    /// over has returned.
    func walk<Listing: DownloadListing>(
        _ listing: Listing.Type, options: WalkOptions, endsAt bound: (archive: DownloadArchive, by: Date)? = nil, observer: some DownloadObserver,
        start: (DownloadItem) -> Work?
    ) async -> Walked {
        let walk = PhotoWalk<Listing>(plan.source, options: options, service: service)
        let jobs = max(1, concurrentWork ?? plan.transfers.jobs)
        var walked = Walked()
        await withTaskGroup(of: Void.self) { group in
            var running = 0
            do throws(PhotomaniaError) {
                for try await event in walk {
                    switch event {
                    case .page(let summary): walked.lastPage = summary.number
                    case .photo: walked.yielded += 1
                    case .total where bound != nil: continue
                    case .total, .unavailable: break
                    }
                    guard let item = item(for: event, observer: observer) else { continue }
                    if let bound, await Self.archived(item, in: bound.archive, by: bound.by) { break }
                    guard let work = start(item) else { continue }
                    walked.handed.append((item.photoID, walked.lastPage ?? options.pages.first))
                    if running >= jobs {
                        await group.next()
                        running -= 1
                    }
                    group.addTask { await work() }
                    running += 1
                }
            } catch {
                walked.cut = true
                if error != .cancelled {
                    walked.listingFailed = !Task.isCancelled
                    tally.state.withLock { $0.outcome.listingFailure = error }
                }
            }
        }
        if Task.isCancelled { walked.cut = true }
        return walked
    }

    private static func archived(_ item: DownloadItem, in archive: DownloadArchive, by date: Date) async -> Bool {
        await BlockingWork.run {
            guard let entry = try? archive.entry(photoID: item.photoID, sizeID: item.sizeKey) else { return false }
            return entry.downloadedAt <= date
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
