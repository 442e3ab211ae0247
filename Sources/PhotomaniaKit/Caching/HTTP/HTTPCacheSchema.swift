import CSQLite
import Foundation
import PhotomaniaSQLite

/// The HTTP cache file's tables, marked with their own application id, and how a file is opened:
/// one that is damaged or not the cache's own is removed and made again.
enum HTTPCacheSchema {
    /// "PhHC": `PRAGMA application_id` of the HTTP cache.
    static let applicationID: Int64 = 0x5068_4843
    /// 2: each body's SHA-256 is kept beside it. A file of an older version is made again.
    static let version: Int64 = 2

    static let schema = SQLiteSchema(
        applicationID: applicationID, version: version,
        refusal: { found in
            found.refusal(applicationID: applicationID, version: version) == nil && (found.version == 0 || found.version == version) ? nil : Refused()
        },
        create: create(in:),
        prepare: { connection throws(SQLiteFailure) in
            connection.skipCheckpointOnClose()
            // Exits leave the log unfolded: fold it every 1 MiB instead.
            try connection.run("PRAGMA wal_autocheckpoint = 256")
        }
    )

    /// The connection, the file made again when it is damaged or foreign; nil when it cannot be
    /// opened even then (a folder that cannot be written, say).
    static func open(_ path: String, replacingDamaged: Bool = false) -> SQLiteConnection? {
        var replaced = replacingDamaged
        if replaced { remove(path) }
        while true {
            guard makeFiles(path) else { return nil }
            do {
                return try SQLiteConnection.open(path, flags: SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX, schema: schema)
            } catch {
                let replaceable = switch error {
                case .sqlite(let failure): isDamage(failure)
                case .refused: true
                }
                guard replaceable, !replaced else { return nil }
                remove(path)
                replaced = true
            }
        }
    }

    /// SQLite's word for a file that is not (or no longer) a database.
    static func isDamage(_ failure: SQLiteFailure) -> Bool {
        [SQLITE_CORRUPT, SQLITE_NOTADB].contains(failure.primaryCode)
    }

    /// The folder, and the file with mode 0600: SQLite gives the -wal and -shm files the mode of
    /// the database file.
    private static func makeFiles(_ path: String) -> Bool {
        guard CacheFiles.makeDirectory((path as NSString).deletingLastPathComponent) else { return false }
        for suffix in ["", "-wal", "-shm"] where suffix.isEmpty || FileManager.default.fileExists(atPath: path + suffix) {
            CacheFiles.makePrivateFile(path + suffix)
        }
        return true
    }

    /// Not the cache's own file at its version.
    struct Refused: Error {}

    private static func create(in connection: SQLiteConnection) throws(SQLiteFailure) {
        try connection.run("""
            CREATE TABLE responses (
                key TEXT PRIMARY KEY,
                path TEXT NOT NULL,
                vary_key TEXT NOT NULL,
                status INTEGER NOT NULL,
                headers TEXT NOT NULL,
                body BLOB,
                request_time REAL NOT NULL,
                response_time REAL NOT NULL,
                used_at REAL NOT NULL,
                bytes INTEGER NOT NULL,
                body_sha256 TEXT NOT NULL
            )
            """)
        try connection.run("CREATE INDEX responses_by_use ON responses (used_at)")
        try connection.run("CREATE INDEX responses_by_path ON responses (path)")
        try connection.run("CREATE TABLE counters (name TEXT PRIMARY KEY, value INTEGER NOT NULL)")
        for counter in HTTPCacheCounter.allCases {
            try connection.run("INSERT INTO counters (name, value) VALUES (?1, 0)", [.text(counter.rawValue)])
        }
    }

    private static func remove(_ path: String) {
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    }

    /// Header fields one a line, `name: value`: values cannot hold a line break.
    static func text(of headers: HTTPHeaders) -> String {
        headers.fields.map { "\($0.name): \($0.value)" }.joined(separator: "\n")
    }

    static func headers(from text: String) -> HTTPHeaders {
        HTTPHeaders(text.split(separator: "\n").compactMap { line in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        })
    }
}
