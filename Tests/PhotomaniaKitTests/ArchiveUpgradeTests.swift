import CSQLite
import Foundation
import PhotomaniaKit
import PhotomaniaSQLite
import Testing

/// An archive written by the release before services (schema 1, `Fixtures/archives/release-v1`)
/// is upgraded in place on first open and keeps every record, now as 500px's.
@Suite struct ArchiveUpgradeTests {
    static let v1Rows: [(photoID: PhotoID, bytes: Int64, fileName: String)] = [
        (1003911, 2416, "1003911.lonely-journey.jpg"), (1000344, 3522, "1000344.golden-silence-ii.jpg"),
        (1006721, 3709, "1006721.embrace-at-dusk.jpg"), (1007038, 3548, "1007038.the-figure.jpg"),
        (1004574, 4974, "1004574.pears-at-dawn.jpg"), (1010895, 3999, "1010895.the-moment.jpg"),
        (1006552, 3625, "1006552.the-journey.jpg"),
    ]

    /// A copy of the kept archive, alone in a scratch folder.
    private func copyOfReleaseArchive(into folder: String) throws -> String {
        let path = folder + "/.photomania-archive.sqlite3"
        try Fixtures.data("archives/release-v1/.photomania-archive.sqlite3").write(to: URL(fileURLWithPath: path))
        return path
    }

    private func userVersion(_ path: String) throws -> [[SQLiteValue]] {
        try SQLiteConnection(path: path, flags: SQLITE_OPEN_READONLY).run("PRAGMA user_version")
    }

    @Test func theReleaseArchiveIsUpgradedKeepingEveryRecordAsTheFirstServices() throws {
        try withArchiveScratch { folder in
            let path = try copyOfReleaseArchive(into: folder)
            #expect(try userVersion(path) == [[.integer(1)]], "the kept file is a schema-1 archive")
            let archive = try DownloadArchive(path: path, service: "500px")
            defer { archive.close() }
            let entries = try archive.allEntries()
            #expect(entries.map(\.photoID) == Self.v1Rows.map(\.photoID), "same rows, same order")
            #expect(entries.map(\.bytes) == Self.v1Rows.map(\.bytes))
            #expect(entries.map(\.fileName) == Self.v1Rows.map(\.fileName))
            #expect(entries.allSatisfy { $0.service == "500px" && $0.sizeID == 2 && $0.sha256.count == 64 })
            #expect(try archive.entry(photoID: 1006721, sizeID: 2)?.bytes == 3709)
            #expect(try userVersion(path) == [[.integer(3)]])
        }
    }

    @Test func anotherServiceSeesNoneOfTheUpgradedRecordsButTheirFileNames() throws {
        try withArchiveScratch { folder in
            let path = try copyOfReleaseArchive(into: folder)
            try DownloadArchive(path: path, service: "500px").close()
            let other = try DownloadArchive(path: path, service: "flickr")
            defer { other.close() }
            #expect(try other.allEntries().isEmpty)
            #expect(try other.count() == 0)
            #expect(try other.entry(photoID: 1006721, sizeID: 2) == nil)
            #expect(try other.entries(fileName: "1006721.embrace-at-dusk.jpg").map(\.service) == ["500px"], "a file name is taken for every service")
        }
    }

    @Test func theSameIdOfTwoServicesIsTwoRecords() throws {
        try withArchiveScratch { folder in
            let path = try copyOfReleaseArchive(into: folder)
            let flickr = try DownloadArchive(path: path, service: "flickr")
            defer { flickr.close() }
            try flickr.record(ArchiveEntry(
                service: "flickr", photoID: 1006721, sizeID: 2, fileName: "flickr/1006721.jpg", bytes: 1, sha256: String(repeating: "0", count: 64)
            ))
            let fiveHundred = try DownloadArchive(path: path, service: "500px")
            defer { fiveHundred.close() }
            #expect(try fiveHundred.entry(photoID: 1006721, sizeID: 2)?.fileName == "1006721.embrace-at-dusk.jpg")
            #expect(try flickr.entry(photoID: 1006721, sizeID: 2)?.fileName == "flickr/1006721.jpg")
            #expect(try fiveHundred.count() == 7)
        }
    }

    @Test func anUpgradeThatCannotWriteLeavesTheOldArchiveAsItWas() throws {
        try withArchiveScratch { folder in
            let path = try copyOfReleaseArchive(into: folder)
            let before = try SHA256.hex(ofFileAt: path)
            // Another connection holds the write lock for longer than the busy timeout.
            let blocker = try SQLiteConnection(path: path, flags: SQLITE_OPEN_READWRITE)
            try blocker.run("BEGIN EXCLUSIVE")
            #expect(throws: ArchiveError.self) { _ = try DownloadArchive(path: path, service: "500px") }
            try blocker.run("ROLLBACK")
            #expect(try SHA256.hex(ofFileAt: path) == before, "schema 1, every row, byte for byte")
            #expect(try userVersion(path) == [[.integer(1)]])
        }
    }
}
