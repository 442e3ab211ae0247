import PhotomaniaSQLite

/// The state file's tables, marked with an application id so that another program's SQLite file
/// is refused rather than written to, and versioned with `PRAGMA user_version`.
enum DemoStateSchema {
    /// "PhDS": `PRAGMA application_id` of every demo state file.
    static let applicationID: Int64 = 0x5068_4453
    static let version: Int64 = 1

    static let schema = SQLiteSchema(applicationID: applicationID, version: version, refusal: refusal(of:), create: create(in:))

    /// Whether the file is readable SQLite holding another program's tables, which even a reset
    /// leaves alone. A damaged file, or one that cannot be read, is not.
    static func isAnotherProgramsDatabase(at path: String) -> Bool {
        guard let found = SQLiteFileIdentity.read(atPath: path) else { return false }
        return refusal(of: found) == .anotherProgramsDatabase
    }

    private static func refusal(of identity: SQLiteFileIdentity) -> DemoStateError.Reason? {
        switch identity.refusal(applicationID: applicationID, version: version) {
        case .newerSchema(let found, let supported)?: .newerSchema(found: found, supported: supported)
        case .anotherProgramsDatabase?: .anotherProgramsDatabase
        case nil: nil
        }
    }

    private static func create(in connection: SQLiteConnection) throws(SQLiteFailure) {
        try connection.run("""
            CREATE TABLE IF NOT EXISTS access_tokens (
                token TEXT PRIMARY KEY,
                user_id INTEGER NOT NULL,
                issued_at REAL NOT NULL
            )
            """)
        try connection.run("""
            CREATE TABLE IF NOT EXISTS votes (
                user_id INTEGER NOT NULL,
                photo_id INTEGER NOT NULL,
                value INTEGER NOT NULL CHECK (value IN (0, 1)),
                voted_at REAL NOT NULL,
                PRIMARY KEY (user_id, photo_id)
            )
            """)
        try connection.run("CREATE INDEX IF NOT EXISTS votes_by_photo ON votes (photo_id)")
        try connection.run("""
            CREATE TABLE IF NOT EXISTS favorites (
                user_id INTEGER NOT NULL,
                photo_id INTEGER NOT NULL,
                favorited_at REAL NOT NULL,
                PRIMARY KEY (user_id, photo_id)
            )
            """)
        try connection.run("CREATE INDEX IF NOT EXISTS favorites_by_photo ON favorites (photo_id)")
        try connection.run("""
            CREATE TABLE IF NOT EXISTS comments (
                sequence INTEGER PRIMARY KEY AUTOINCREMENT,
                photo_id INTEGER NOT NULL,
                parent_id INTEGER,
                user_id INTEGER NOT NULL,
                body TEXT NOT NULL,
                created_at REAL NOT NULL
            )
            """)
        try connection.run("CREATE INDEX IF NOT EXISTS comments_by_photo ON comments (photo_id, sequence)")
    }
}
