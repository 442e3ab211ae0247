import CSQLite
import Foundation
@testable import PhotomaniaKit
import PhotomaniaServer
import PhotomaniaSQLite
import Synchronization
import Testing

/// `SQLiteConnection.open`, the one way photomania opens its own files (the download archive,
/// the HTTP cache, the demo state): identity first, then WAL, the tables once, the file's own
/// preparation at every open, and "busy" while another connection sets the file up tried again.
@Suite("SQLite: opening photomania's own files")
struct SQLiteOpeningTests {
    final class Calls: Sendable {
        let creates = Mutex(0)
        let prepares = Mutex(0)
    }

    static let applicationID: Int64 = 0x7465_7374
    static let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX

    static func schema(_ calls: Calls) -> SQLiteSchema<SQLiteFileIdentity.Refusal> {
        SQLiteSchema(
            applicationID: applicationID, version: 3,
            refusal: { $0.refusal(applicationID: applicationID, version: 3) },
            create: { connection throws(SQLiteFailure) in
                calls.creates.withLock { $0 += 1 }
                try connection.run("CREATE TABLE notes (body TEXT)")
            },
            prepare: { connection throws(SQLiteFailure) in
                calls.prepares.withLock { $0 += 1 }
                try connection.run("CREATE INDEX IF NOT EXISTS notes_by_body ON notes (body)")
            }
        )
    }

    private func refusal(_ path: String, _ calls: Calls) -> SQLiteFileIdentity.Refusal? {
        do {
            _ = try SQLiteConnection.open(path, flags: Self.flags, schema: Self.schema(calls))
            return nil
        } catch {
            guard case .refused(let refusal) = error else { return nil }
            return refusal
        }
    }

    @Test func aNewFileIsMarkedAndMadeOnceAndPreparedAtEveryOpen() throws {
        try withArchiveScratch { folder in
            let path = folder + "/own.sqlite3"
            let calls = Calls()
            for _ in 0..<2 { _ = try SQLiteConnection.open(path, flags: Self.flags, schema: Self.schema(calls)) }
            #expect(calls.creates.withLock { $0 } == 1 && calls.prepares.withLock { $0 } == 2)
            let found = try #require(SQLiteFileIdentity.read(atPath: path))
            #expect(found.applicationID == Self.applicationID && found.version == 3 && found.objectCount == 2, "the table and its index")
            let reader = try SQLiteConnection(path: path, flags: SQLITE_OPEN_READONLY)
            #expect(try reader.run("PRAGMA journal_mode") == [[.text("wal")]])
        }
    }

    @Test func anotherProgramsDatabaseIsRefusedBeforeAnythingIsWritten() throws {
        try withArchiveScratch { folder in
            let path = folder + "/theirs.sqlite3"
            do {
                let theirs = try SQLiteConnection(path: path, flags: Self.flags)
                try theirs.run("CREATE TABLE mine (body TEXT)")
            }
            let calls = Calls()
            #expect(refusal(path, calls) == .anotherProgramsDatabase)
            #expect(calls.creates.withLock { $0 } == 0 && calls.prepares.withLock { $0 } == 0)
            let reader = try SQLiteConnection(path: path, flags: SQLITE_OPEN_READONLY)
            #expect(try reader.run("PRAGMA journal_mode") == [[.text("delete")]], "left in its own journal mode")
        }
    }

    @Test func aNewerSchemaIsRefused() throws {
        try withArchiveScratch { folder in
            let path = folder + "/own.sqlite3"
            try SQLiteConnection.open(path, flags: Self.flags, schema: Self.schema(Calls())).run("PRAGMA user_version = 9")
            #expect(refusal(path, Calls()) == .newerSchema(found: 9, supported: 3))
        }
    }

    @Test func aDatabaseInMemoryGetsItsTablesWithoutALog() throws {
        let connection = try SQLiteConnection.open(":memory:", flags: Self.flags, schema: Self.schema(Calls()))
        #expect(try connection.run("PRAGMA journal_mode") == [[.text("memory")]])
        #expect(try connection.run("SELECT count(*) FROM notes") == [[.integer(0)]])
    }

    @Test func readingWhatAFileSaysNeitherMakesNorNeedsADatabase() throws {
        try withArchiveScratch { folder in
            #expect(SQLiteFileIdentity.read(atPath: folder + "/missing.sqlite3") == nil)
            #expect(!FileManager.default.fileExists(atPath: folder + "/missing.sqlite3"))
            let text = try writeArchiveFile(folder, "notes.txt", Array("not a database, just notes\n".utf8))
            #expect(SQLiteFileIdentity.read(atPath: text) == nil)
        }
    }

    @Test func connectionsCreatingOneNewFileAtOnceAllSucceedAndMakeItOnce() throws {
        for _ in 0..<10 {
            try withArchiveScratch { folder in
                let calls = Calls()
                let failures = Mutex<[String]>([])
                DispatchQueue.concurrentPerform(iterations: 6) { _ in
                    do {
                        _ = try SQLiteConnection.open(folder + "/own.sqlite3", flags: Self.flags, schema: Self.schema(calls))
                    } catch {
                        failures.withLock { $0.append("\(error)") }
                    }
                }
                #expect(failures.withLock { $0 } == [])
                #expect(calls.creates.withLock { $0 } == 1)
            }
        }
    }

    enum File: String, CaseIterable, Sendable {
        case archive, httpCache, demoState

        /// Opens the file at `path` as photomania does; a sentence when that failed.
        func open(_ path: String) -> String? {
            switch self {
            case .archive:
                do {
                    _ = try DownloadArchive(path: path, service: ServiceName.fiveHundredPx).count()
                } catch {
                    return "\(error)"
                }
            case .httpCache:
                // A cache that cannot be opened keeps nothing, silently.
                let (cache, now) = (HTTPCacheStore(path: path), Date())
                cache.store(StoredResponse(statusCode: 200, headers: HTTPHeaders(), body: Data("a".utf8), requestTime: now, responseTime: now, varyKey: ""), key: "k", path: "/p", now: now)
                if cache.lookup("k") == nil { return "the cache kept nothing" }
            case .demoState:
                do {
                    _ = try DemoState(path: path)
                } catch {
                    return "\(error)"
                }
            }
            return nil
        }
    }

    /// While another connection holds the write lock of a new file that is not in WAL yet,
    /// switching it to WAL answers "busy" at once, without waiting: each of the three files
    /// photomania keeps is opened all the same once the lock is let go.
    @Test(arguments: File.allCases)
    func everyFilePhotomaniaKeepsWaitsForAnotherConnectionSettingItUp(_ file: File) throws {
        try withArchiveScratch { folder in
            let path = folder + "/\(file.rawValue).sqlite3"
            let (locked, released) = (DispatchSemaphore(value: 0), DispatchSemaphore(value: 0))
            let holder = Thread {
                defer { released.signal() }
                guard let other = try? SQLiteConnection(path: path, flags: Self.flags), (try? other.run("BEGIN IMMEDIATE")) != nil else {
                    locked.signal()
                    return
                }
                locked.signal()
                usleep(200_000)
                _ = try? other.run("ROLLBACK")
            }
            holder.start()
            locked.wait()
            let failure = file.open(path)
            released.wait()
            #expect(failure == nil)
        }
    }
}
