import Foundation
import CSQLite
@testable import PhotomaniaKit
import PhotomaniaSQLite
import Testing

@Suite("Download archive: opening")
struct ArchiveOpeningTests {
    private func refusal(_ path: String, createIfMissing: Bool = true) -> ArchiveError? {
        do {
            _ = try DownloadArchive(path: path, service: ServiceName.fiveHundredPx, createIfMissing: createIfMissing)
            return nil
        } catch {
            return error
        }
    }

    @Test func aFileThatIsNotSQLiteIsRefusedAndLeftAlone() throws {
        try withArchiveScratch { folder in
            let text = Array("these are my holiday notes, not a database\n".utf8)
            let path = try writeArchiveFile(folder, ".photomania-archive.sqlite3", text)
            let error = try #require(refusal(path))
            #expect(error.reason == .notAnArchive("it is not an SQLite database"))
            #expect(error.description == "the archive \(path) is not a photomania archive (it is not an SQLite database)")
            #expect(FileManager.default.contents(atPath: path) == Data(text))
        }
    }

    @Test func anotherProgramsDatabaseIsRefusedUntouched() throws {
        try withArchiveScratch { folder in
            let path = folder + "/other.sqlite3"
            do {
                let other = try SQLiteConnection(path: path, flags: SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE)
                try other.run("CREATE TABLE notes (body TEXT)")
                try other.run("INSERT INTO notes VALUES (?1)", [.text("keep me")])
            }
            let error = try #require(refusal(path))
            #expect(error.description == "the archive \(path) is not a photomania archive (it is an SQLite database of another program)")
            let other = try SQLiteConnection(path: path, flags: SQLITE_OPEN_READONLY)
            #expect(try other.run("SELECT body FROM notes") == [[.text("keep me")]])
            #expect(try other.run("PRAGMA journal_mode") == [[.text("delete")]])
        }
    }

    @Test func aNewerSchemaIsRefused() throws {
        try withArchiveScratch { folder in
            let path = folder + "/a.sqlite3"
            _ = try DownloadArchive(path: path, service: ServiceName.fiveHundredPx)
            do {
                let connection = try SQLiteConnection(path: path, flags: SQLITE_OPEN_READWRITE)
                try connection.run("PRAGMA user_version = 7")
            }
            let error = try #require(refusal(path))
            #expect(error.reason == .newerSchema(found: 7, supported: 3))
            #expect(error.description.hasPrefix("the archive \(path) was written by a newer photomania"))
        }
    }

    @Test func aMissingFileIsCreatedOnlyWhenAsked() throws {
        try withArchiveScratch { folder in
            let path = folder + "/a.sqlite3"
            let error = try #require(refusal(path, createIfMissing: false))
            #expect(error.description == "the archive \(path) does not exist")
            #expect(!FileManager.default.fileExists(atPath: path))
            #expect(refusal(path) == nil)
            let connection = try SQLiteConnection(path: path, flags: SQLITE_OPEN_READONLY)
            #expect(try connection.run("PRAGMA journal_mode") == [[.text("wal")]])
            #expect(try connection.run("PRAGMA user_version") == [[.integer(3)]])
        }
    }

    @Test func failuresReadAsOneSentenceNamingTheFile() {
        let path = "/x/.photomania-archive.sqlite3"
        #expect(ArchiveError(path: path, reason: .locked).description == "the archive \(path) is locked by another process")
        #expect(ArchiveError(path: path, reason: .diskFull).description == "the archive \(path) cannot be written: the disk is full")
        #expect(ArchiveError(path: path, reason: .readOnly).description == "the archive \(path) is read-only")
        #expect(ArchiveError(path: path, failure: SQLiteFailure(code: SQLITE_BUSY, message: "database is locked", systemErrno: 0)).reason == .locked)
        #expect(ArchiveError(path: path, failure: SQLiteFailure(code: SQLITE_IOERR | 3 << 8, message: "disk I/O error", systemErrno: ENOSPC)).reason == .diskFull)
        #expect(ArchiveError(path: path, failure: SQLiteFailure(code: SQLITE_READONLY, message: "readonly", systemErrno: 0)).reason == .readOnly)
    }
}
