/// One of photomania's own database files (the download archive, the HTTP cache, the demo
/// state): whose it is, the schema it is at, and how its tables are made. `SQLiteConnection.open`
/// holds what opening one means; this holds what differs between them.
public struct SQLiteSchema<Refusal: Sendable>: Sendable {
    /// `PRAGMA application_id`, set with the tables.
    public var applicationID: Int64
    /// `PRAGMA user_version` of the tables `create` makes.
    public var version: Int64
    /// Why this program must not use a file that says this of itself; nil when it may.
    public var refusal: @Sendable (SQLiteFileIdentity) -> Refusal?
    /// Makes the tables in a file below `version`, inside `BEGIN IMMEDIATE`; the id and the
    /// version are set after it.
    public var create: @Sendable (SQLiteConnection) throws(SQLiteFailure) -> Void
    /// A file already at `version` that cannot be written is still opened, to be read: it keeps
    /// its journal mode.
    public var readableWhenReadOnly: Bool
    /// Runs at every open once the tables are there: this file's own pragmas and indexes.
    public var prepare: @Sendable (SQLiteConnection) throws(SQLiteFailure) -> Void

    public init(
        applicationID: Int64,
        version: Int64,
        refusal: @escaping @Sendable (SQLiteFileIdentity) -> Refusal?,
        create: @escaping @Sendable (SQLiteConnection) throws(SQLiteFailure) -> Void,
        readableWhenReadOnly: Bool = false,
        prepare: @escaping @Sendable (SQLiteConnection) throws(SQLiteFailure) -> Void = { _ in }
    ) {
        self.applicationID = applicationID
        self.version = version
        self.refusal = refusal
        self.create = create
        self.readableWhenReadOnly = readableWhenReadOnly
        self.prepare = prepare
    }
}

/// Opening failed: SQLite said so, or the file is not one to use (the schema's reason).
public enum SQLiteOpeningFailure<Refusal: Sendable>: Error {
    case sqlite(SQLiteFailure)
    case refused(Refusal)
}
