import CSQLite
import Foundation
import PhotomaniaSQLite

/// Why the demo server's state file could not be used. The description is one sentence naming
/// the file and, where starting afresh helps, how to.
public struct DemoStateError: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Reason: Sendable, Hashable {
        /// Not SQLite, or damaged SQLite; the text is SQLite's own.
        case damaged(String)
        /// SQLite written by another program, left alone.
        case anotherProgramsDatabase
        case newerSchema(found: Int, supported: Int)
        case cannotOpen(String)
        case failed(String)
    }

    /// nil for a state kept in memory.
    public let path: String?
    public let reason: Reason

    public init(path: String?, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    public var description: String {
        let file = path.map { "the demo state file \($0)" } ?? "the in-memory demo state"
        switch reason {
        case .damaged(let why): return "\(file) is damaged: \(why); 'photomania serve --reset' starts clean"
        case .anotherProgramsDatabase: return "\(file) is an SQLite database of another program; photomania leaves it alone"
        case .newerSchema(let found, let supported):
            return "\(file) was written by a newer photomania (schema version \(found); this one knows up to \(supported))"
        case .cannotOpen(let why): return "\(file) cannot be opened: \(why)"
        case .failed(let why): return "\(file) failed: \(why)"
        }
    }

    init(path: String?, failure: SQLiteFailure) {
        self.init(path: path, reason: Self.reason(for: failure))
    }

    private static func reason(for failure: SQLiteFailure) -> Reason {
        if failure.systemErrno == ENOSPC || failure.systemErrno == EDQUOT || failure.primaryCode == SQLITE_FULL {
            return .failed("the disk is full")
        }
        switch failure.primaryCode {
        case SQLITE_NOTADB, SQLITE_CORRUPT: return .damaged(failure.message)
        case SQLITE_CANTOPEN, SQLITE_PERM, SQLITE_AUTH, SQLITE_READONLY:
            let system = failure.systemErrno == 0 ? "" : " (" + String(cString: strerror(failure.systemErrno)) + ")"
            return .cannotOpen(failure.message + system)
        case SQLITE_BUSY, SQLITE_LOCKED: return .failed("it is locked by another process")
        default: return .failed(failure.message)
        }
    }
}
