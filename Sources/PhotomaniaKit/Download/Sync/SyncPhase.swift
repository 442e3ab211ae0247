import Foundation

/// One part of a sync's walk: the selection's pages from `firstPage` on, newest first, ending
/// at the first archived photo when `stopsAtArchived`, else at the selection's end.
struct SyncPhase: Sendable, Equatable {
    var firstPage: Int
    var stopsAtArchived: Bool

    /// The walk a sync makes after `record`: the rest of an unfinished walk first, then the
    /// newest photos down to the first archived one. A selection never walked to its end is
    /// walked whole: stopping at an archived photo is safe only once every older one is archived.
    static func phases(after record: SyncRecord?, perPage: Int) -> [SyncPhase] {
        guard let record else { return [SyncPhase(firstPage: 1, stopsAtArchived: false)] }
        guard let resume = record.resume else { return [SyncPhase(firstPage: 1, stopsAtArchived: true)] }
        let page = resume.firstPage(perPage: perPage)
        let rest = SyncPhase(firstPage: page, stopsAtArchived: resume.stops)
        return page <= 1 ? [rest] : [rest, SyncPhase(firstPage: 1, stopsAtArchived: true)]
    }
}

/// How one phase of a sync's walk ended.
struct SyncPhaseEnd: Sendable, Equatable {
    var phase: SyncPhase
    /// The first page holding a photo the phase listed and did not settle (failed, interrupted,
    /// left by a limit or a listing failure); nil when it settled every photo up to its end.
    var unsettledPage: Int?
    /// It ended at an archived photo.
    var stoppedAtArchived: Bool
    var downloaded: Int
}

extension SyncRecord {
    /// The record after a walk made of `ends` (in the order run; `ranEveryPhase` false when a
    /// limit or an interrupt left phases out), or the same selection's first.
    static func after(
        _ previous: SyncRecord?, ends: [SyncPhaseEnd], ranEveryPhase: Bool, key: (service: ServiceName, selection: String, size: String),
        perPage: Int, now: Date
    ) -> SyncRecord {
        let cut = ends.filter { $0.unsettledPage != nil }
        let resume: Resume? = switch cut.count {
        case 0: nil
        // Two unsettled stretches: one walk from the earlier, to the end, covers both.
        case 1: Resume(page: cut[0].unsettledPage ?? 1, perPage: perPage, stops: cut[0].phase.stopsAtArchived)
        default: Resume(page: cut.compactMap(\.unsettledPage).min() ?? 1, perPage: perPage, stops: false)
        }
        let complete = cut.isEmpty && ranEveryPhase
        return SyncRecord(
            service: key.service, selection: key.selection, size: key.size,
            resume: resume,
            completedAt: complete ? now : previous?.completedAt, walkedAt: now, newPhotos: ends.reduce(0) { $0 + $1.downloaded }
        )
    }
}
