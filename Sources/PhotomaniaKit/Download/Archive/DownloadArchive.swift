import CSQLite
import Foundation
import Synchronization

/// The record of downloaded files (SQLite, WAL): which photo, which size, where, how many bytes,
/// their SHA-256, the validator and when. One connection, used by one thread at a time; other
/// processes may use the same file at once (each write waits up to 5 s for their lock).
public final class DownloadArchive: Sendable {
    static let busyTimeoutMilliseconds: Int32 = 5000

    /// Absolute and lexically normalised.
    public let path: String
    /// The folder holding the archive, against which relative `fileName`s are resolved.
    public let directory: String
    private let connection: Mutex<SQLiteConnection>

    /// Opens the archive, creating it (and its folder) when missing unless `createIfMissing` is false.
    /// Refuses a file that is not SQLite, or SQLite that another program wrote.
    public init(path: String, createIfMissing: Bool = true) throws(ArchiveError) {
        let absolute = ArchivePaths.absolute(path)
        self.path = absolute
        directory = ArchivePaths.parent(of: absolute)
        var flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX
        if !FileManager.default.fileExists(atPath: absolute) {
            guard createIfMissing else { throw ArchiveError(path: absolute, reason: .missing) }
            try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            flags |= SQLITE_OPEN_CREATE
        }
        let opened: SQLiteConnection
        do {
            opened = try SQLiteConnection(path: absolute, flags: flags)
        } catch {
            throw ArchiveError(path: absolute, failure: error)
        }
        opened.setBusyTimeout(milliseconds: Self.busyTimeoutMilliseconds)
        do {
            try ArchiveSchema.prepare(opened)
        } catch {
            switch error {
            case .sqlite(let failure): throw ArchiveError(path: absolute, failure: failure)
            case .refused(let reason): throw ArchiveError(path: absolute, reason: reason)
            }
        }
        connection = Mutex(opened)
    }

    /// Runs `body` with the connection, holding the lock; SQLite failures become `ArchiveError`s.
    func withConnection<T: Sendable>(_ body: (SQLiteConnection) throws(SQLiteFailure) -> T) throws(ArchiveError) -> T {
        do {
            return try connection.withLock { (connection: inout sending SQLiteConnection) throws(SQLiteFailure) -> sending T in
                try body(connection)
            }
        } catch {
            throw ArchiveError(path: path, failure: error)
        }
    }
}
