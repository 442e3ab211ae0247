import CSQLite
import Foundation
import PhotomaniaSQLite

/// The archive's tables, marked with an application id so that another program's SQLite file
/// is refused rather than written to, and versioned with `user_version`: 1 keyed rows by photo
/// and size only; 2 adds the service, and keeps ids and sizes as the service writes them (text).
enum ArchiveSchema {
    /// "PhMa": `PRAGMA application_id` of every photomania archive.
    static let applicationID: Int64 = 0x5068_4D61
    static let version: Int64 = 2

    /// Checks that the file is empty or an archive, switches it to WAL and creates the tables.
    /// An archive that is already set up is only read here, so a read-only one can still be listed.
    /// While another process sets up the same new file, SQLite may answer "busy" without waiting
    /// (to avoid a deadlock), so the whole step is retried within the busy timeout.
    static func prepare(_ connection: SQLiteConnection) throws(ArchiveOpeningFailure) {
        let deadline = ContinuousClock.now + .milliseconds(Int(DownloadArchive.busyTimeoutMilliseconds))
        while true {
            do {
                return try setUp(connection)
            } catch {
                guard case .sqlite(let failure) = error, [SQLITE_BUSY, SQLITE_LOCKED].contains(failure.primaryCode),
                      ContinuousClock.now < deadline
                else { throw error }
                usleep(UInt32.random(in: 2_000...20_000))
            }
        }
    }

    private static func setUp(_ connection: SQLiteConnection) throws(ArchiveOpeningFailure) {
        let found = try sqlite { () throws(SQLiteFailure) in try SQLiteFileIdentity.read(from: connection) }
        if let refusal = refusal(of: found) { throw .refused(refusal) }
        try sqlite { () throws(SQLiteFailure) in
            try enableWAL(connection, readOnlyAllowed: found.version == version)
            try connection.run("PRAGMA synchronous = NORMAL")
            if found.version < version {
                try connection.transaction { () throws(SQLiteFailure) in
                    switch try SQLiteFileIdentity.read(from: connection).version {
                    case version: return
                    case 1: try ArchiveUpgrade.fromVersion1(in: connection)
                    default: try create(in: connection)
                    }
                    try connection.run("PRAGMA user_version = \(version)")
                }
            }
            try indexFileNames(connection)
        }
    }

    private static func sqlite<T>(_ body: () throws(SQLiteFailure) -> T) throws(ArchiveOpeningFailure) -> T {
        do {
            return try body()
        } catch {
            throw .sqlite(error)
        }
    }

    private static func enableWAL(_ connection: SQLiteConnection, readOnlyAllowed: Bool) throws(SQLiteFailure) {
        do {
            try connection.run("PRAGMA journal_mode = WAL")
        } catch {
            guard readOnlyAllowed, error.primaryCode == SQLITE_READONLY else { throw error }
        }
    }

    /// The lookup by file name, which archives made before it lack until opened for writing; a
    /// read-only one is still read, by a full scan.
    private static func indexFileNames(_ connection: SQLiteConnection) throws(SQLiteFailure) {
        do {
            try connection.run("CREATE INDEX IF NOT EXISTS downloads_by_file ON downloads (file_name)")
        } catch {
            guard error.primaryCode == SQLITE_READONLY else { throw error }
        }
    }

    private static func refusal(of identity: SQLiteFileIdentity) -> ArchiveError.Reason? {
        switch identity.refusal(applicationID: applicationID, version: version) {
        case .newerSchema(let found, let supported)?: .newerSchema(found: found, supported: supported)
        case .anotherProgramsDatabase?: .notAnArchive("it is an SQLite database of another program")
        case nil: nil
        }
    }

    private static func create(in connection: SQLiteConnection) throws(SQLiteFailure) {
        try createTable(named: "downloads", in: connection)
        try connection.run("CREATE INDEX IF NOT EXISTS downloads_by_time ON downloads (downloaded_at)")
        try connection.run("PRAGMA application_id = \(applicationID)")
    }

    static func createTable(named name: String, in connection: SQLiteConnection) throws(SQLiteFailure) {
        try connection.run("""
            CREATE TABLE \(name) (
                service TEXT NOT NULL,
                photo_id TEXT NOT NULL,
                size TEXT NOT NULL,
                file_name TEXT NOT NULL,
                bytes INTEGER NOT NULL,
                sha256 TEXT NOT NULL,
                validator TEXT,
                downloaded_at REAL NOT NULL,
                PRIMARY KEY (service, photo_id, size)
            )
            """)
    }
}

/// Opening failed: SQLite said so, or the file is not one to write to.
enum ArchiveOpeningFailure: Error {
    case sqlite(SQLiteFailure)
    case refused(ArchiveError.Reason)
}
