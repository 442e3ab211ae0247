import CSQLite
import Foundation
import PhotomaniaSQLite

/// Why the download archive could not be used. The description is one sentence naming the file.
public struct ArchiveError: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Reason: Sendable, Hashable {
        case missing
        /// Not SQLite, or SQLite written by another program; the associated text says which.
        case notAnArchive(String)
        case damaged(String)
        case newerSchema(found: Int, supported: Int)
        case locked
        case diskFull
        case readOnly
        case cannotOpen(String)
        case failed(String)
    }

    public let path: String
    public let reason: Reason

    public init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    public var description: String {
        let file = "the archive \(path)"
        switch reason {
        case .missing: return "\(file) does not exist"
        case .notAnArchive(let why): return "\(file) is not a photomania archive (\(why))"
        case .damaged(let why): return "\(file) is damaged (\(why))"
        case .newerSchema(let found, let supported):
            return "\(file) was written by a newer photomania (schema version \(found); this one knows up to \(supported))"
        case .locked: return "\(file) is locked by another process"
        case .diskFull: return "\(file) cannot be written: the disk is full"
        case .readOnly: return "\(file) is read-only"
        case .cannotOpen(let why): return "\(file) cannot be opened (\(why))"
        case .failed(let why): return "\(file) failed: \(why)"
        }
    }

    init(path: String, failure: SQLiteFailure) {
        self.init(path: path, reason: Self.reason(for: failure))
    }

    private static func reason(for failure: SQLiteFailure) -> Reason {
        if failure.systemErrno == ENOSPC || failure.systemErrno == EDQUOT { return .diskFull }
        switch failure.primaryCode {
        case SQLITE_BUSY, SQLITE_LOCKED: return .locked
        case SQLITE_FULL: return .diskFull
        case SQLITE_READONLY: return .readOnly
        case SQLITE_NOTADB: return .notAnArchive("it is not an SQLite database")
        case SQLITE_CORRUPT: return .damaged(failure.message)
        case SQLITE_CANTOPEN, SQLITE_PERM, SQLITE_AUTH:
            let system = failure.systemErrno == 0 ? "" : ": " + String(cString: strerror(failure.systemErrno))
            return .cannotOpen(failure.message + system)
        default: return .failed(failure.message)
        }
    }
}
