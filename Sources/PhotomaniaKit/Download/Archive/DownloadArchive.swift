import CSQLite
import Foundation
import PhotomaniaSQLite
import Synchronization

/// The record of downloaded files (SQLite, WAL): which service's photo, which size, where, how
/// many bytes, their SHA-256, the validator and when. Opened for one service (or the demo's face
/// of one, `ServiceName.demo`): a run's lookups, listings and records are its rows; file names
/// are shared by all (one folder holds them all). One connection, used by one thread at a time;
/// other processes may use the same file at once (each write waits up to 5 s for their lock).
public final class DownloadArchive: Sendable {
    /// Absolute and lexically normalised.
    public let path: String
    /// The folder holding the archive, against which relative `fileName`s are resolved.
    public let directory: String
    /// The service (or demo face) whose photos this connection looks up and records.
    public let service: ServiceName
    /// Nil once closed.
    private let connection: Mutex<SQLiteConnection?>
    /// Its write-ahead log was damaged when it was opened: the records written there are lost.
    public let lostDamagedLog: Bool

    /// Opens the archive, creating it (and its folder) when missing unless `createIfMissing` is false.
    /// Refuses a file that is not SQLite, or SQLite that another program wrote, and a symbolic
    /// link: SQLite would open it, and make its log beside what it points to.
    public init(path: String, service: ServiceName, createIfMissing: Bool = true) throws(ArchiveError) {
        let absolute = ArchivePaths.absolute(path)
        self.path = absolute
        self.service = service
        directory = ArchivePaths.parent(of: absolute)
        let exists = try ArchiveFiles.checkNoLink(at: absolute)
        ArchiveFiles.removeLinks(besideArchiveAt: absolute)
        lostDamagedLog = ArchiveLog.isDamaged(logOf: absolute)
        var flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX
        if !exists {
            guard createIfMissing else { throw ArchiveError(path: absolute, reason: .missing) }
            try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            flags |= SQLITE_OPEN_CREATE
        }
        let opened: SQLiteConnection
        do {
            opened = try SQLiteConnection.open(absolute, flags: flags, schema: ArchiveSchema.schema)
        } catch {
            switch error {
            case .sqlite(let failure): throw Self.explained(ArchiveError(path: absolute, failure: failure))
            case .refused(let reason): throw ArchiveError(path: absolute, reason: reason)
            }
        }
        connection = Mutex(opened)
    }

    /// SQLite says it cannot open a WAL archive whose folder cannot be written (its `-shm` and
    /// `-wal` files cannot be made there), naming the missing file; the folder is the reason.
    private static func explained(_ error: ArchiveError) -> ArchiveError {
        guard case .cannotOpen = error.reason, access(ArchivePaths.parent(of: error.path), W_OK) != 0 else { return error }
        return ArchiveError(path: error.path, reason: .readOnly)
    }

    /// Closes the connection, which folds the write-ahead log into the file: when no other
    /// process has the archive open, SQLite then removes `-wal` and `-shm`, and one file is left.
    /// Any use after this fails.
    public func close() {
        connection.withLock { $0 = nil }
    }

    /// Runs `body` with the connection, holding the lock; SQLite failures become `ArchiveError`s.
    func withConnection<T: Sendable>(_ body: (SQLiteConnection) throws(SQLiteFailure) -> T) throws(ArchiveError) -> T {
        do {
            return try connection.withLock { (connection: inout sending SQLiteConnection?) throws(SQLiteFailure) -> sending T in
                guard let connection else { throw SQLiteFailure(code: SQLITE_MISUSE, message: "it was closed", systemErrno: 0) }
                return try body(connection)
            }
        } catch {
            throw ArchiveError(path: path, failure: error)
        }
    }
}
