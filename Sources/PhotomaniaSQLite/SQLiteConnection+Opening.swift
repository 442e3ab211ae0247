import CSQLite
import Foundation

extension SQLiteConnection {
    /// How long each write waits for another process's lock.
    public static let busyTimeoutMilliseconds: Int32 = 5000

    /// Opens one of photomania's own files (`:memory:` for a database in memory): checks that it
    /// is empty or the schema's own, switches a file to WAL, creates the tables when they are
    /// missing and runs the schema's `prepare`. While another process sets up the same new file,
    /// SQLite may answer "busy" without waiting (to avoid a deadlock), so the whole step is tried
    /// again, on a new connection, within the busy timeout.
    public static func open<Refusal>(
        _ path: String, flags: Int32, schema: SQLiteSchema<Refusal>
    ) throws(SQLiteOpeningFailure<Refusal>) -> SQLiteConnection {
        let deadline = ContinuousClock.now + .milliseconds(Int(busyTimeoutMilliseconds))
        while true {
            do {
                return try attempt(path, flags: flags, schema: schema)
            } catch {
                guard case .sqlite(let failure) = error, [SQLITE_BUSY, SQLITE_LOCKED].contains(failure.primaryCode),
                      ContinuousClock.now < deadline
                else { throw error }
                usleep(UInt32.random(in: 2_000...20_000))
            }
        }
    }

    private static func attempt<Refusal>(
        _ path: String, flags: Int32, schema: SQLiteSchema<Refusal>
    ) throws(SQLiteOpeningFailure<Refusal>) -> SQLiteConnection {
        let connection: SQLiteConnection, found: SQLiteFileIdentity
        do throws(SQLiteFailure) {
            connection = try SQLiteConnection(path: path, flags: flags)
            connection.setBusyTimeout(milliseconds: busyTimeoutMilliseconds)
            found = try SQLiteFileIdentity.read(from: connection)
        } catch {
            throw .sqlite(error)
        }
        if let refusal = schema.refusal(found) { throw .refused(refusal) }
        do throws(SQLiteFailure) {
            try setUp(connection, found: found, inMemory: path == ":memory:", schema: schema)
        } catch {
            throw .sqlite(error)
        }
        return connection
    }

    private static func setUp<Refusal>(
        _ connection: SQLiteConnection, found: SQLiteFileIdentity, inMemory: Bool, schema: SQLiteSchema<Refusal>
    ) throws(SQLiteFailure) {
        if !inMemory { try enableWAL(connection, readOnlyAllowed: schema.readableWhenReadOnly && found.version == schema.version) }
        try connection.run("PRAGMA synchronous = NORMAL")
        if found.version < schema.version {
            try connection.transaction { () throws(SQLiteFailure) in
                guard try SQLiteFileIdentity.read(from: connection).version < schema.version else { return }
                try schema.create(connection)
                try connection.run("PRAGMA application_id = \(schema.applicationID)")
                try connection.run("PRAGMA user_version = \(schema.version)")
            }
        }
        try schema.prepare(connection)
    }

    private static func enableWAL(_ connection: SQLiteConnection, readOnlyAllowed: Bool) throws(SQLiteFailure) {
        do {
            try connection.run("PRAGMA journal_mode = WAL")
        } catch {
            guard readOnlyAllowed, error.primaryCode == SQLITE_READONLY else { throw error }
        }
    }
}
