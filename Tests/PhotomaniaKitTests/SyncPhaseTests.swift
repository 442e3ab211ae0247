import Foundation
@testable import PhotomaniaKit
import Testing

/// `download --sync`'s rule: where a walk starts and where it may end, from the archive's record
/// of the selection; and the record a walk leaves.
@Suite("Sync: phases and records")
struct SyncPhaseTests {
    private static let key = (service: ServiceName.fiveHundredPx, selection: "user user=jose_alvarez", size: "4")
    private static let earlier = Date(timeIntervalSince1970: 1_795_000_000)
    private static let now = Date(timeIntervalSince1970: 1_795_086_400)

    private static func record(resume page: Int?, completed: Bool) -> SyncRecord {
        SyncRecord(
            service: .fiveHundredPx, selection: key.selection, size: key.size, resume: page.map { .init(page: $0, perPage: 100) },
            completedAt: completed ? earlier.addingTimeInterval(-60) : nil, walkedAt: earlier, newPhotos: 5
        )
    }

    private static func end(_ phase: SyncPhase, unsettled: Int? = nil, downloaded: Int = 0) -> SyncPhaseEnd {
        SyncPhaseEnd(phase: phase, unsettledPage: unsettled, downloaded: downloaded)
    }

    @Test func aSelectionNeverWalkedIsWalkedWholeWithoutStopping() {
        #expect(SyncPhase.phases(after: nil, perPage: 100) == [.whole])
    }

    @Test func aCompletedSelectionEndsAtThePhotosItHadWhenItCompleted() {
        let completed = Self.record(resume: nil, completed: true)
        #expect(SyncPhase.phases(after: completed, perPage: 100) == [SyncPhase(firstPage: 1, endsAtPhotoArchivedBy: completed.completedAt)])
        // A later walk left photos unfetched: the next still ends only at what the completed walk had.
        let thenCut = Self.record(resume: 3, completed: true)
        #expect(SyncPhase.phases(after: thenCut, perPage: 100) == [SyncPhase(firstPage: 1, endsAtPhotoArchivedBy: thenCut.completedAt)])
    }

    @Test func anUnfinishedFirstWalkGoesOnWhereItLeftOffThenLooksForNewPhotos() {
        let cut = Self.record(resume: 3, completed: false)
        #expect(SyncPhase.phases(after: cut, perPage: 100) == [
            SyncPhase(firstPage: 3, endsAtPhotoArchivedBy: nil), SyncPhase(firstPage: 1, endsAtPhotoArchivedBy: cut.walkedAt),
        ])
        #expect(SyncPhase.phases(after: Self.record(resume: 1, completed: false), perPage: 100) == [.whole])
        #expect(SyncPhase.phases(after: Self.record(resume: nil, completed: false), perPage: 100) == [.whole])
    }

    @Test func aSelectionThatDoesNotListNewPhotosFirstIsAlwaysWalkedWhole() {
        let completed = Self.record(resume: nil, completed: true)
        #expect(SyncPhase.phases(after: completed, perPage: 100, addsNewPhotosFirst: false) == [.whole])
    }

    @Test func aResumePointIsNeverLaterInPagesOfAnotherLength() {
        let resume = SyncRecord.Resume(page: 4, perPage: 50)
        // 150 photos settled: pages of 100 start again at page 2, which holds photos 101–200.
        #expect(resume.firstPage(perPage: 100) == 2)
        #expect(resume.firstPage(perPage: 50) == 4)
        #expect(resume.firstPage(perPage: 20) == 8)
        #expect(SyncRecord.Resume(page: Int.max, perPage: Int.max).firstPage(perPage: 1) == Int.max, "saturates")
    }

    @Test func aWalkThatSettledEveryPhotoCompletesTheSelection() {
        let next = SyncRecord.after(nil, ends: [Self.end(.whole, downloaded: 27)], ranEveryPhase: true, key: Self.key, perPage: 100, now: Self.now)
        #expect(next.resume == nil)
        #expect(next.completedAt == Self.now)
        #expect(next.walkedAt == Self.now)
        #expect(next.newPhotos == 27)
        #expect(next.nextPage == nil)
    }

    @Test func anUnsettledPhotoKeepsTheLastCompletion() {
        let previous = Self.record(resume: nil, completed: true)
        let phase = SyncPhase(firstPage: 1, endsAtPhotoArchivedBy: previous.completedAt)
        let next = SyncRecord.after(previous, ends: [Self.end(phase, unsettled: 2, downloaded: 130)], ranEveryPhase: true, key: Self.key, perPage: 100, now: Self.now)
        #expect(next.completedAt == previous.completedAt)
        #expect(next.nextPage == nil, "a completed selection is walked from its newest photo")
    }

    @Test func twoUnsettledStretchesResumeFromTheEarlier() {
        let rest = Self.end(SyncPhase(firstPage: 5, endsAtPhotoArchivedBy: nil), unsettled: 7, downloaded: 3)
        let newest = Self.end(SyncPhase(firstPage: 1, endsAtPhotoArchivedBy: Self.earlier), unsettled: 2)
        let next = SyncRecord.after(nil, ends: [rest, newest], ranEveryPhase: true, key: Self.key, perPage: 100, now: Self.now)
        #expect(next.nextPage == 2)
        #expect(next.completedAt == nil)
    }

    @Test func aWalkLeftShortOfItsPhasesDoesNotComplete() {
        let rest = Self.end(SyncPhase(firstPage: 3, endsAtPhotoArchivedBy: nil), downloaded: 50)
        let next = SyncRecord.after(nil, ends: [rest], ranEveryPhase: false, key: Self.key, perPage: 100, now: Self.now)
        #expect(next.completedAt == nil, "the newest photos were not looked at")
        #expect(next.nextPage == 1)
    }

    @Test func newPhotosFirstIsWhatTheServiceSays() {
        let caps = FiveHundredPx.capabilities
        #expect(caps.addsNewPhotosFirst(.stream(.user, user: .username("a"), PhotoFilter())))
        #expect(caps.addsNewPhotosFirst(.stream(.freshWeek, user: nil, PhotoFilter())))
        #expect(caps.addsNewPhotosFirst(.stream(.userFavorites, user: .username("a"), PhotoFilter())))
        #expect(!caps.addsNewPhotosFirst(.stream(.userFavorites, user: .username("a"), PhotoFilter(sortDirection: .ascending))))
        #expect(!caps.addsNewPhotosFirst(.stream(.user, user: .username("a"), PhotoFilter(sortDirection: .ascending))))
        #expect(!caps.addsNewPhotosFirst(.stream(.popular, user: nil, PhotoFilter())))
        #expect(caps.addsNewPhotosFirst(.stream(.popular, user: nil, PhotoFilter(sort: .createdAt))))
        #expect(!caps.addsNewPhotosFirst(.search(.term("x"), PhotoFilter())))
        #expect(Flickr.capabilities.addsNewPhotosFirst(.stream(.userFavorites, user: .username("a"), PhotoFilter())))
    }
}
