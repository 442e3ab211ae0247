import CSQLite
import Foundation
import PhotomaniaSQLite
import Synchronization

/// What the demo server remembers between requests and, given a file, between runs: the access
/// tokens it issued, votes, favorites and added comments (SQLite, WAL), plus the nonces of recent
/// signed requests (in memory only). The HTTP server answers each connection on its own thread;
/// a mutex serialises the one connection.
public final class DemoState: Sendable {
    /// Absolute; nil when the state lives in memory.
    public let path: String?
    private let connection: Mutex<SQLiteConnection>
    let nonces = Mutex(DemoNonceMemory())

    /// Opens the state file at `path` (creating it, and its missing folders with mode 0700), or an
    /// empty state in memory when `path` is nil. `reset` deletes the file first, so a damaged file
    /// can be replaced. Another program's SQLite database is refused, never written or deleted.
    public init(path: String? = nil, reset: Bool = false) throws(DemoStateError) {
        let absolute = path.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        self.path = absolute
        if let absolute {
            try Self.createFolders(above: absolute)
            if reset {
                guard !DemoStateSchema.isAnotherProgramsDatabase(at: absolute) else {
                    throw DemoStateError(path: absolute, reason: .anotherProgramsDatabase)
                }
                try Self.remove(absolute)
            }
            // It holds the tokens it issued: for its owner only, like a credentials file. Made
            // before SQLite opens it, which gives its log and shared memory the same mode.
            let descriptor = open(absolute, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            if descriptor >= 0 {
                fchmod(descriptor, 0o600)
                close(descriptor)
            }
        }
        do {
            connection = Mutex(try SQLiteConnection.open(absolute ?? ":memory:", flags: SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX, schema: DemoStateSchema.schema))
        } catch {
            switch error {
            case .sqlite(let failure): throw DemoStateError(path: absolute, failure: failure)
            case .refused(let reason): throw DemoStateError(path: absolute, reason: reason)
            }
        }
    }

    /// An empty state in memory. Opening an in-memory database fails only when memory has run
    /// out, which leaves nothing sensible to do.
    public static func inMemory() -> DemoState {
        do {
            return try DemoState()
        } catch {
            fatalError("\(error)")
        }
    }

    /// Runs `body` with the connection, holding the lock; SQLite failures become `DemoStateError`s.
    func withConnection<T: Sendable>(_ body: (SQLiteConnection) throws(SQLiteFailure) -> T) throws(DemoStateError) -> T {
        do {
            return try connection.withLock { (connection: inout sending SQLiteConnection) throws(SQLiteFailure) -> sending T in
                try body(connection)
            }
        } catch {
            throw DemoStateError(path: path, failure: error)
        }
    }

    private static func createFolders(above path: String) throws(DemoStateError) {
        var missing: [String] = []
        var folder = (path as NSString).deletingLastPathComponent
        while folder.count > 1, !FileManager.default.fileExists(atPath: folder) {
            missing.append(folder)
            folder = (folder as NSString).deletingLastPathComponent
        }
        for folder in missing.reversed() where mkdir(folder, 0o700) != 0 && errno != EEXIST {
            throw DemoStateError(path: path, reason: .cannotOpen("its folder \(folder) cannot be created (\(String(cString: strerror(errno))))"))
        }
    }

    /// Deletes the file and SQLite's companions (`-wal`, `-shm`, `-journal`).
    private static func remove(_ path: String) throws(DemoStateError) {
        for file in [path, path + "-wal", path + "-shm", path + "-journal"] where unlink(file) != 0 && errno != ENOENT {
            throw DemoStateError(path: path, reason: .cannotOpen("\(file) cannot be deleted (\(String(cString: strerror(errno))))"))
        }
    }
}
