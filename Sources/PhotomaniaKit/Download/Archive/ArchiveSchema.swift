import CSQLite
import PhotomaniaSQLite

/// The archive's tables, marked with an application id so that another program's SQLite file
/// is refused rather than written to, and versioned with `user_version`: 1 keyed rows by photo
/// and size only; 2 adds the service, and keeps ids and sizes as the service writes them (text);
/// 3 adds the hash of the bytes as the server sent them, when the file holds others (metadata
/// embedded), and the walks of `download --sync`.
enum ArchiveSchema {
    /// "PhMa": `PRAGMA application_id` of every photomania archive.
    static let applicationID: Int64 = 0x5068_4D61
    static let version: Int64 = 3

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
            try DownloadArchive.createCreditsTable(in: connection)
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

    /// Makes the tables of a new file, or upgrades those of an earlier schema.
    private static func create(in connection: SQLiteConnection) throws(SQLiteFailure) {
        switch try SQLiteFileIdentity.read(from: connection).version {
        case 1:
            try ArchiveUpgrade.fromVersion1(in: connection)
        case 2:
            try ArchiveUpgrade.fromVersion2(in: connection)
        default:
            try createTable(named: "downloads", in: connection)
            try connection.run("CREATE INDEX IF NOT EXISTS downloads_by_time ON downloads (downloaded_at)")
            try createSyncsTable(in: connection)
        }
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
                server_sha256 TEXT,
                validator TEXT,
                downloaded_at REAL NOT NULL,
                PRIMARY KEY (service, photo_id, size)
            )
            """)
    }

    /// One row per selection `download --sync` walked: when a walk last completed, and where an
    /// unfinished one left off (`SyncRecord`).
    static func createSyncsTable(in connection: SQLiteConnection) throws(SQLiteFailure) {
        try connection.run("""
            CREATE TABLE syncs (
                service TEXT NOT NULL,
                selection TEXT NOT NULL,
                size TEXT NOT NULL,
                resume_page INTEGER,
                resume_per_page INTEGER,
                completed_at REAL,
                walked_at REAL NOT NULL,
                new_photos INTEGER NOT NULL DEFAULT 0,
                PRIMARY KEY (service, selection, size)
            )
            """)
    }
}
