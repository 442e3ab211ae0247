import CSQLite
import PhotomaniaSQLite

/// The archive's tables, marked with an application id so that another program's SQLite file
/// is refused rather than written to, and versioned with `user_version`: 1 keyed rows by photo
/// and size only; 2 adds the service, and keeps ids and sizes as the service writes them (text).
enum ArchiveSchema {
    /// "PhMa": `PRAGMA application_id` of every photomania archive.
    static let applicationID: Int64 = 0x5068_4D61
    static let version: Int64 = 2

    /// An archive already set up is only read when opened, so a read-only one can still be listed.
    static let schema = SQLiteSchema(
        applicationID: applicationID, version: version, refusal: refusal(of:), create: create(in:),
        readableWhenReadOnly: true, prepare: indexFileNames
    )

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

    /// Makes the tables of a new file, or upgrades those of a schema-1 archive.
    private static func create(in connection: SQLiteConnection) throws(SQLiteFailure) {
        if try SQLiteFileIdentity.read(from: connection).version == 1 { return try ArchiveUpgrade.fromVersion1(in: connection) }
        try createTable(named: "downloads", in: connection)
        try connection.run("CREATE INDEX IF NOT EXISTS downloads_by_time ON downloads (downloaded_at)")
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
