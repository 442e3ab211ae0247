import Foundation

extension DownloadWalk {
    /// `--sync`: the phases the archive's record of the selection calls for, then the record of
    /// how far they got (not kept by a dry run), in the outcome's `sync`.
    func sync<Listing: DownloadListing>(
        _ listing: Listing.Type, archive: DownloadArchive, observer: some DownloadObserver, start: (DownloadItem) -> Work?
    ) async {
        let key = (service: service.name, selection: SyncSelectionKey.of(plan.source, listing: plan.listing), size: plan.listing.sizes.syncKey)
        let previous = await BlockingWork.run { try? archive.sync(selection: key.selection, size: key.size) }
        let phases = SyncPhase.phases(after: previous, perPage: DownloadPlan.perPage)
        var ends: [SyncPhaseEnd] = []
        var remaining = plan.listing.limit
        for phase in phases {
            if remaining.map({ $0 <= 0 }) ?? false { break }
            var options = plan.walkOptions
            options.pages = PageRange(first: phase.firstPage, last: nil)
            options.limit = remaining
            // A sync that finds nothing new reads one page: none is read ahead of its first archived photo.
            if phase.stopsAtArchived { options.readAhead = 1 }
            let downloadedBefore = tally.state.withLock { $0.outcome.downloaded }
            let walked = await walk(listing, options: options, stopsAt: phase.stopsAtArchived ? archive : nil, observer: observer, start: start)
            await settled()
            let (settled, downloaded) = tally.state.withLock { ($0.settled, $0.outcome.downloaded) }
            let limited = remaining.map { walked.yielded >= $0 } ?? false
            let firstUnsettled = walked.handed.first { !settled.contains($0.id) }?.page
            ends.append(SyncPhaseEnd(
                phase: phase, unsettledPage: firstUnsettled ?? (walked.cut || limited ? walked.lastPage ?? phase.firstPage : nil),
                stoppedAtArchived: walked.stoppedAtArchived, downloaded: downloaded - downloadedBefore
            ))
            remaining = remaining.map { $0 - walked.yielded }
            if walked.cut { break }
        }
        let next = SyncRecord.after(previous, ends: ends, ranEveryPhase: ends.count == phases.count, key: key, perPage: DownloadPlan.perPage, now: Date())
        var report = SyncReport(previous: previous, next: next, stoppedAtArchived: ends.contains { $0.stoppedAtArchived })
        if !plan.isDryRun {
            let failure = await BlockingWork.run { () -> String? in
                do throws(ArchiveError) { try archive.record(next) } catch { return error.description }
                return nil
            }
            report.notRecorded = failure
        }
        tally.state.withLock { $0.outcome.sync = report }
    }
}

extension SizePreference {
    /// How the archive's syncs name the size asked for.
    var syncKey: String {
        switch self {
        case .exactly(let size): size.key.description
        case .largest: "largest"
        }
    }
}
