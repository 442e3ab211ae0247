import Foundation

/// One part of a sync's walk: the selection's pages from `firstPage` on, ending at the first
/// photo the archive got at or before `endsAtPhotoArchivedBy`, else at the selection's end.
///
/// In a selection that takes new photos in at its front, a walk that completed at time T left
/// every photo archived (or out of reach) by T; whatever came since is listed before them. So
/// the first photo archived by T is where what is new ends, whatever a later, unfinished walk
/// fetched in between (which is skipped, not stopped at) and however far photos moved since.
struct SyncPhase: Sendable, Equatable {
    var firstPage: Int
    var endsAtPhotoArchivedBy: Date?

    static let whole = SyncPhase(firstPage: 1, endsAtPhotoArchivedBy: nil)

    /// The walk a sync makes after `record`. A selection no walk has completed is walked to its
    /// end: the rest of an unfinished walk first, then its newest photos down to those that walk
    /// had settled.
    static func phases(after record: SyncRecord?, perPage: Int, addsNewPhotosFirst: Bool = true) -> [SyncPhase] {
        guard let record, addsNewPhotosFirst else { return [.whole] }
        if let completed = record.completedAt { return [SyncPhase(firstPage: 1, endsAtPhotoArchivedBy: completed)] }
        guard let page = record.resume?.firstPage(perPage: perPage), page > 1 else { return [.whole] }
        return [SyncPhase(firstPage: page, endsAtPhotoArchivedBy: nil), SyncPhase(firstPage: 1, endsAtPhotoArchivedBy: record.walkedAt)]
    }
}

/// How one phase of a sync's walk ended.
struct SyncPhaseEnd: Sendable, Equatable {
    var phase: SyncPhase
    /// The first page holding a photo the phase listed and did not settle (failed, interrupted,
    /// left by a limit or a listing failure); nil when it settled every photo up to its end.
    var unsettledPage: Int?
    var downloaded: Int
}

extension SyncRecord {
    /// The record after a walk made of `ends` (in the order run; `ranEveryPhase` false when a
    /// limit or an interrupt left phases out).
    static func after(
        _ previous: SyncRecord?, ends: [SyncPhaseEnd], ranEveryPhase: Bool, key: (service: ServiceName, selection: String, size: String),
        perPage: Int, now: Date
    ) -> SyncRecord {
        let unsettled = ends.compactMap(\.unsettledPage)
        let complete = unsettled.isEmpty && ranEveryPhase
        return SyncRecord(
            service: key.service, selection: key.selection, size: key.size,
            // Two unsettled stretches: one walk from the earlier, to the end, covers both.
            resume: complete ? nil : Resume(page: unsettled.min() ?? 1, perPage: perPage),
            completedAt: complete ? now : previous?.completedAt, walkedAt: now, newPhotos: ends.reduce(0) { $0 + $1.downloaded }
        )
    }
}
