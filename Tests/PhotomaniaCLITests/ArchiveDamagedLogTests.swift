import Foundation
import PhotomaniaKit
import Testing

/// SQLite passes over a write-ahead log that is not its own, and the records in it with it:
/// photomania says so instead of losing them without a word.
@Suite struct ArchiveDamagedLogTests {
    @Test func aGarbageLogBesideTheArchiveIsReported() async throws {
        let folder = try TemporaryDirectory()
        try Data([0xFF, 0xD8, 0xFF, 0xE0, 1, 2, 0xFF, 0xD9]).write(to: URL(fileURLWithPath: folder.path + "/12.4.jpg"))
        #expect(await photomania(["archive", "import", folder.path]).status == 0)
        let log = folder.path + "/.photomania-archive.sqlite3-wal"
        try Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7919) }).write(to: URL(fileURLWithPath: log))

        let list = await photomania(["archive", "list", "-o", folder.path])
        #expect(list.status == 0)
        #expect(list.standardError.contains("-wal was damaged"), "\(list.standardError)")

        let again = await photomania(["archive", "list", "-o", folder.path])
        #expect(!again.standardError.contains("damaged"), "said once: SQLite has put the log right since")
    }

    @Test func aHealthyLogIsNotDamaged() throws {
        let folder = try TemporaryDirectory()
        let archive = try DownloadArchive(path: folder.path + "/a.sqlite3", service: ServiceName.fiveHundredPx)
        try archive.record(ArchiveEntry(service: ServiceName.fiveHundredPx, photoID: 1, sizeID: 4, fileName: "1.4.jpg", bytes: 1, sha256: String(repeating: "0", count: 64), validator: nil, downloadedAt: Date()))
        #expect(!archive.lostDamagedLog)
        #expect(try !DownloadArchive(path: folder.path + "/a.sqlite3", service: ServiceName.fiveHundredPx).lostDamagedLog, "a log SQLite wrote is its own")
    }
}
