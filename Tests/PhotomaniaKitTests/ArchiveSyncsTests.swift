import Foundation
@testable import PhotomaniaKit
import Testing

/// The archive's `syncs` table: one record per service, selection and size, kept across runs,
/// and the text that names a selection there.
@Suite("Download archive: syncs")
struct ArchiveSyncsTests {
    private static let time = Date(timeIntervalSince1970: 1_795_000_000.25)

    private static func record(_ selection: String, service: ServiceName = .fiveHundredPx, resume: SyncRecord.Resume? = nil, at offset: Double = 0) -> SyncRecord {
        SyncRecord(
            service: service, selection: selection, size: "4", resume: resume,
            completedAt: resume == nil ? time.addingTimeInterval(offset) : nil, walkedAt: time.addingTimeInterval(offset), newPhotos: 3
        )
    }

    @Test func aRecordReadsBackAndReplacesTheSelectionsEarlierOne() throws {
        try withArchiveScratch { folder in
            let path = folder + "/a.sqlite3"
            let archive = try DownloadArchive(path: path, service: .fiveHundredPx)
            try archive.record(Self.record("user user=a", resume: .init(page: 3, perPage: 100)))
            try archive.record(Self.record("user user=a", at: 60))
            archive.close()
            let reopened = try DownloadArchive(path: path, service: .fiveHundredPx)
            defer { reopened.close() }
            #expect(try reopened.sync(selection: "user user=a", size: "4") == Self.record("user user=a", at: 60))
            #expect(try reopened.sync(selection: "user user=a", size: "2048") == nil, "another size is another sync")
            #expect(try reopened.allSyncs().count == 1)
        }
    }

    @Test func eachServiceKeepsItsOwnRecordsAndAllAreListedLatestFirst() throws {
        try withArchiveScratch { folder in
            let archive = try DownloadArchive(path: folder + "/a.sqlite3", service: .fiveHundredPx)
            defer { archive.close() }
            try archive.record(Self.record("user user=a"))
            try archive.record(Self.record("user user=a", service: .flickr, at: 10))
            try archive.record(Self.record("popular", resume: .init(page: 2, perPage: 100), at: 5))
            #expect(try archive.allSyncs().map(\.selection) == ["user user=a", "popular", "user user=a"])
            #expect(try archive.allSyncs().first?.service == .flickr)
            #expect(try archive.sync(selection: "user user=a", size: "4")?.service == .fiveHundredPx, "the archive's own service's record")
        }
    }

    @Test func aSelectionReadsTheSameHoweverItsFilterWasSpelled() throws {
        let listing = { (filter: String) throws -> DownloadPlan.Listing in
            DownloadPlan.Listing(filter: try FilterExpression(parsing: filter))
        }
        let stream = PhotoSelection.stream(.user, user: .username("Jose_Alvarez"), PhotoFilter())
        let spaced = SyncSelectionKey.of(stream, listing: try listing("width>=2000&&!nsfw"))
        let tidy = SyncSelectionKey.of(stream, listing: try listing("width >= 2000 && ! nsfw"))
        #expect(spaced == tidy)
        #expect(spaced.hasPrefix("user user=jose_alvarez "), "\(spaced)")
        #expect(SyncSelectionKey.of(stream, listing: DownloadPlan.Listing()) != spaced)
        let term = SyncSelectionKey.of(.search(.term("it's"), PhotoFilter()), listing: DownloadPlan.Listing())
        let tag = SyncSelectionKey.of(.search(.tag("it's"), PhotoFilter()), listing: DownloadPlan.Listing())
        #expect(term == "search='it''s'")
        #expect(term != tag)
        let nsfw = SyncSelectionKey.of(stream, listing: DownloadPlan.Listing(includeNSFW: true))
        #expect(nsfw == "user user=jose_alvarez nsfw")
    }
}
