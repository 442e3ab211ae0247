import CSQLite

/// A value bound to, or read from, an SQLite statement.
public enum SQLiteValue: Sendable, Hashable {
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob([UInt8])
    case null

    public var integer: Int64? { if case .integer(let value) = self { value } else { nil } }
    public var real: Double? {
        switch self {
        case .real(let value): value
        case .integer(let value): Double(value)
        default: nil
        }
    }
    public var text: String? { if case .text(let value) = self { value } else { nil } }
    public var blob: [UInt8]? { if case .blob(let value) = self { value } else { nil } }
}

/// A failed SQLite call: the extended result code, SQLite's message and the `errno` behind it.
public struct SQLiteFailure: Error, Sendable {
    public let code: Int32
    public let message: String
    public let systemErrno: Int32

    public init(code: Int32, message: String, systemErrno: Int32) {
        self.code = code
        self.message = message
        self.systemErrno = systemErrno
    }

    public var primaryCode: Int32 { code & 0xFF }
}

/// One SQLite connection and its cached prepared statements. Not thread-safe: its owner
/// (`DownloadArchive`, `DemoState`) serialises every use behind a mutex.
public final class SQLiteConnection {
    private let handle: OpaquePointer
    private var statements: [String: OpaquePointer] = [:]

    public init(path: String, flags: Int32) throws(SQLiteFailure) {
        var opened: OpaquePointer?
        let result = sqlite3_open_v2(path, &opened, flags, nil)
        guard let opened else { throw SQLiteFailure(code: result, message: String(cString: sqlite3_errstr(result)), systemErrno: 0) }
        guard result == SQLITE_OK else {
            let failure = SQLiteFailure(code: result, message: String(cString: sqlite3_errmsg(opened)), systemErrno: sqlite3_system_errno(opened))
            sqlite3_close_v2(opened)
            throw failure
        }
        handle = opened
        sqlite3_extended_result_codes(handle, 1)
    }

    deinit {
        for statement in statements.values { sqlite3_finalize(statement) }
        sqlite3_close_v2(handle)
    }

    public func setBusyTimeout(milliseconds: Int32) {
        sqlite3_busy_timeout(handle, milliseconds)
    }

    /// Leaves the write-ahead log as it is when the connection closes: SQLite's automatic
    /// checkpoints fold it into the file later, during a write, instead of at every exit.
    public func skipCheckpointOnClose() {
        _ = pm_sqlite3_no_checkpoint_on_close(handle)
    }

    public var changes: Int { Int(sqlite3_changes(handle)) }

    /// The rowid of the last row this connection inserted.
    public var lastInsertedRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    /// Runs one statement with `bindings` for `?1`, `?2`…, and answers every row it produced.
    @discardableResult
    public func run(_ sql: String, _ bindings: [SQLiteValue] = []) throws(SQLiteFailure) -> [[SQLiteValue]] {
        let statement = try prepared(sql)
        defer {
            sqlite3_reset(statement)
            sqlite3_clear_bindings(statement)
        }
        for (index, value) in bindings.enumerated() {
            try check(bind(value, to: statement, at: Int32(index + 1)))
        }
        var rows: [[SQLiteValue]] = []
        while true {
            let result = sqlite3_step(statement)
            if result == SQLITE_DONE { return rows }
            guard result == SQLITE_ROW else { throw failure(result) }
            rows.append((0..<sqlite3_column_count(statement)).map { column(statement, $0) })
        }
    }

    /// Runs `body` inside `BEGIN IMMEDIATE … COMMIT`: the write lock is taken up front (waiting
    /// out the busy timeout), so the body never fails half-way for a lock. Inside a transaction
    /// already (an outer `BEGIN`), a savepoint: the body's writes stand or fall together, and are
    /// committed with the outer transaction.
    public func transaction<T>(_ body: () throws(SQLiteFailure) -> T) throws(SQLiteFailure) -> T {
        let nested = sqlite3_get_autocommit(handle) == 0
        try run(nested ? "SAVEPOINT nested" : "BEGIN IMMEDIATE")
        do {
            let result = try body()
            try run(nested ? "RELEASE nested" : "COMMIT")
            return result
        } catch {
            if nested {
                _ = try? run("ROLLBACK TO nested")
                _ = try? run("RELEASE nested")
            } else if sqlite3_get_autocommit(handle) == 0 {
                _ = try? run("ROLLBACK")
            }
            throw error
        }
    }

    private func prepared(_ sql: String) throws(SQLiteFailure) -> OpaquePointer {
        if let statement = statements[sql] { return statement }
        var statement: OpaquePointer?
        let result = sql.withCString { sqlite3_prepare_v3(handle, $0, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil) }
        try check(result)
        guard let statement else { throw SQLiteFailure(code: SQLITE_MISUSE, message: "empty statement", systemErrno: 0) }
        statements[sql] = statement
        return statement
    }

    private func bind(_ value: SQLiteValue, to statement: OpaquePointer, at index: Int32) -> Int32 {
        switch value {
        case .integer(let number): sqlite3_bind_int64(statement, index, number)
        case .real(let number): sqlite3_bind_double(statement, index, number)
        case .null: sqlite3_bind_null(statement, index)
        case .text(let text): text.withCString { pm_sqlite3_bind_text_transient(statement, index, $0, Int32(text.utf8.count)) }
        case .blob(let bytes): bytes.withUnsafeBytes { pm_sqlite3_bind_blob_transient(statement, index, $0.baseAddress, Int32($0.count)) }
        }
    }

    private func column(_ statement: OpaquePointer, _ index: Int32) -> SQLiteValue {
        switch sqlite3_column_type(statement, index) {
        case SQLITE_INTEGER: return .integer(sqlite3_column_int64(statement, index))
        case SQLITE_FLOAT: return .real(sqlite3_column_double(statement, index))
        case SQLITE_NULL: return .null
        case SQLITE_BLOB:
            let count = Int(sqlite3_column_bytes(statement, index))
            guard let bytes = sqlite3_column_blob(statement, index), count > 0 else { return .blob([]) }
            return .blob(Array(UnsafeRawBufferPointer(start: bytes, count: count)))
        default:
            guard let text = sqlite3_column_text(statement, index) else { return .text("") }
            let count = Int(sqlite3_column_bytes(statement, index))
            return .text(String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self))
        }
    }

    private func check(_ result: Int32) throws(SQLiteFailure) {
        guard result == SQLITE_OK else { throw failure(result) }
    }

    private func failure(_ result: Int32) -> SQLiteFailure {
        SQLiteFailure(code: result, message: String(cString: sqlite3_errmsg(handle)), systemErrno: sqlite3_system_errno(handle))
    }
}
