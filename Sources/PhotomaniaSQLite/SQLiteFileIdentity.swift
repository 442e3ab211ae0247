import CSQLite

/// What a database file says about itself: whose it is (`application_id`), which schema
/// (`user_version`), and whether it holds anything yet. One rule for every file photomania
/// keeps: its own at this schema or an older one, or an empty file, may be used; a newer schema
/// or another program's database is left alone.
public struct SQLiteFileIdentity: Sendable, Equatable {
    public var applicationID: Int64
    public var version: Int64
    public var objectCount: Int64

    public enum Refusal: Sendable, Equatable {
        case newerSchema(found: Int, supported: Int)
        case anotherProgramsDatabase
    }

    /// Read in one statement, so from one snapshot even while another process creates the tables.
    public static func read(from connection: SQLiteConnection) throws(SQLiteFailure) -> SQLiteFileIdentity {
        let row = try connection.run("""
            SELECT (SELECT application_id FROM pragma_application_id),
                   (SELECT user_version FROM pragma_user_version),
                   (SELECT count(*) FROM sqlite_schema)
            """).first ?? []
        let values = row.map { $0.integer ?? 0 } + [0, 0, 0]
        return SQLiteFileIdentity(applicationID: values[0], version: values[1], objectCount: values[2])
    }

    /// What the file at `path` says, read without writing to it; nil when it is not readable
    /// SQLite (missing, damaged, or not a database).
    public static func read(atPath path: String) -> SQLiteFileIdentity? {
        guard let connection = try? SQLiteConnection(path: path, flags: SQLITE_OPEN_READONLY) else { return nil }
        return try? read(from: connection)
    }

    /// Why a program with `applicationID`, whose schema is at `version`, must not use this file;
    /// nil when it may.
    public func refusal(applicationID: Int64, version: Int64) -> Refusal? {
        if self.applicationID == applicationID {
            return self.version > version ? .newerSchema(found: Int(self.version), supported: Int(version)) : nil
        }
        return self.applicationID == 0 && objectCount == 0 ? nil : .anotherProgramsDatabase
    }
}
