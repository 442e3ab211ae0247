import Foundation

extension DownloadWalk {
    /// `--sync`: the phases the archive's record of the selection calls for, then the record of
    /// how far they got (not kept by a dry run), in the outcome's `sync`. Without an archive (a
    /// dry run where there is none yet) the selection reads as never walked.
    func sync<Listing: DownloadListing>(
        _ listing: Listing.Type, archive: DownloadArchive?, observer: some DownloadObserver, start: (DownloadItem) -> Work?
    ) async {
        let key = (service: archive?.service ?? service.name, selection: SyncSelectionKey.of(plan.source, listing: plan.listing), size: plan.listing.sizes.syncKey)
        let previous = await BlockingWork.run { try? archive?.sync(selection: key.selection, size: key.size) }
        let addsNewPhotosFirst = service.capabilities.addsNewPhotosFirst(plan.source)
        let phases = SyncPhase.phases(after: previous, perPage: DownloadPlan.perPage, addsNewPhotosFirst: addsNewPhotosFirst)
        var ends: [SyncPhaseEnd] = []
        var remaining = plan.listing.limit
        for phase in phases {
            if remaining.map({ $0 <= 0 }) ?? false { break }
            var options = plan.walkOptions
            options.pages = PageRange(first: phase.firstPage, last: nil)
            options.limit = remaining
            let bound = archive.flatMap { archive in phase.endsAtPhotoArchivedBy.map { (archive: archive, by: $0) } }
            // A sync that finds nothing new reads one page: none is read ahead of the photos it had.
            if bound != nil { options.readAhead = 0 }
            let downloadedBefore = tally.state.withLock { $0.outcome.downloaded }
            let walked = await walk(listing, options: options, endsAt: bound, observer: observer, start: start)
            await settled()
            let (settledIDs, downloaded) = tally.state.withLock { ($0.settled, $0.outcome.downloaded) }
            let limited = remaining.map { walked.yielded >= $0 } ?? false
            let firstUnsettled = walked.handed.first { !settledIDs.contains($0.id) }?.page
            // A page's photos are handed over together, so a listing that failed did after its last page.
            let unlisted = walked.listingFailed ? (walked.lastPage ?? phase.firstPage - 1) + 1 : walked.cut || limited ? walked.lastPage ?? phase.firstPage : nil
            ends.append(SyncPhaseEnd(
                phase: phase, unsettledPage: firstUnsettled ?? unlisted,
                downloaded: downloaded - downloadedBefore
            ))
            remaining = remaining.map { $0 - walked.yielded }
            if walked.cut { break }
        }
        let next = SyncRecord.after(previous, ends: ends, ranEveryPhase: ends.count == phases.count, key: key, perPage: DownloadPlan.perPage, now: Date())
        var report = SyncReport(previous: previous, next: next, readsWhole: !addsNewPhotosFirst)
        if !plan.isDryRun, let archive {
            report.notRecorded = await BlockingWork.run { () -> String? in
                do throws(ArchiveError) { try archive.record(next) } catch { return error.description }
                return nil
            }
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
