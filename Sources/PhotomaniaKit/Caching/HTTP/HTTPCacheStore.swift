import CSQLite
import Foundation
import PhotomaniaSQLite
import Synchronization

/// An answer as the cache keeps it, with the times RFC 9111 computes its age from.
public struct StoredResponse: Sendable {
    public var statusCode: Int
    public var headers: HTTPHeaders
    public var body: Data
    public var requestTime: Date
    public var responseTime: Date
    /// The request header values the answer varies on (`HTTPCacheRules.varyKey`).
    public var varyKey: String
    /// False when the body read back is not the one stored (its SHA-256 differs): a damaged file.
    public var isIntact = true

    public init(statusCode: Int, headers: HTTPHeaders, body: Data, requestTime: Date, responseTime: Date, varyKey: String) {
        self.statusCode = statusCode
        self.headers = headers
        self.body = body
        self.requestTime = requestTime
        self.responseTime = responseTime
        self.varyKey = varyKey
    }
}

/// API answers in one SQLite file (WAL; other processes may use it at once, each write waiting
/// up to 5 s for their lock), at most `sizeLimit` bytes of bodies, least recently used out
/// first. A damaged or foreign file is removed and made again: the cache then starts empty, and
/// a cache that cannot be opened at all answers nothing and keeps nothing.
public final class HTTPCacheStore: Sendable {
    public static let defaultSizeLimit = 50 << 20

    public let path: String
    public let sizeLimit: Int
    private let connection: Mutex<SQLiteConnection?>

    public init(path: String, sizeLimit: Int = HTTPCacheStore.defaultSizeLimit) {
        self.path = path
        self.sizeLimit = sizeLimit
        connection = Mutex(HTTPCacheSchema.open(path))
    }

    /// The stored answer for `key`; nil when none is kept. Reading writes nothing: `served`
    /// marks it used.
    func lookup(_ key: String) -> StoredResponse? {
        withConnection { connection throws(SQLiteFailure) in
            let rows = try connection.run(
                "SELECT status, headers, body, request_time, response_time, vary_key, body_sha256 FROM responses WHERE key = ?1", [.text(key)])
            guard let row = rows.first else { return nil }
            let body = row[2].blob ?? []
            var stored = StoredResponse(
                statusCode: Int(row[0].integer ?? 0),
                headers: HTTPCacheSchema.headers(from: row[1].text ?? ""),
                body: Data(body),
                requestTime: Date(timeIntervalSince1970: row[3].real ?? 0),
                responseTime: Date(timeIntervalSince1970: row[4].real ?? 0),
                varyKey: row[5].text ?? ""
            )
            stored.isIntact = row[6].text == SHA256.hex(of: body)
            return stored
        } ?? nil
    }

    /// Forgets the answer under `key` (it was found damaged).
    func remove(_ key: String) {
        withConnection { connection throws(SQLiteFailure) in
            try connection.run("DELETE FROM responses WHERE key = ?1", [.text(key)])
        }
    }

    /// The answer under `key` was shown: it is marked used now, and counted (one write).
    func served(_ key: String, counting counter: HTTPCacheCounter, now: Date) {
        withConnection { connection throws(SQLiteFailure) in
            try connection.transaction { () throws(SQLiteFailure) in
                try connection.run("UPDATE responses SET used_at = ?2 WHERE key = ?1", [.text(key), .real(now.timeIntervalSince1970)])
                try Self.count(counter, in: connection)
            }
        }
    }

    /// Keeps `response` under `key` (replacing what was there), counts a miss, then trims to the
    /// size limit.
    func store(_ response: StoredResponse, key: String, path: String, now: Date) {
        withConnection { connection throws(SQLiteFailure) in
            try connection.transaction { () throws(SQLiteFailure) in
                try Self.count(.misses, in: connection)
                try connection.run(
                    """
                    INSERT OR REPLACE INTO responses
                        (key, path, vary_key, status, headers, body, request_time, response_time, used_at, bytes, body_sha256)
                    VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)
                    """,
                    [
                        .text(key), .text(path), .text(response.varyKey), .integer(Int64(response.statusCode)),
                        .text(HTTPCacheSchema.text(of: response.headers)), .blob([UInt8](response.body)),
                        .real(response.requestTime.timeIntervalSince1970), .real(response.responseTime.timeIntervalSince1970),
                        .real(now.timeIntervalSince1970), .integer(Int64(response.body.count)),
                        .text(SHA256.hex(of: [UInt8](response.body))),
                    ]
                )
                try trim(connection, to: sizeLimit)
            }
        }
    }

    /// A 304 made the stored answer fresh again: its headers and times are replaced, it is marked
    /// used, and counted.
    func refresh(_ key: String, headers: HTTPHeaders, requestTime: Date, responseTime: Date) {
        withConnection { connection throws(SQLiteFailure) in
            try connection.transaction { () throws(SQLiteFailure) in
                try connection.run(
                    "UPDATE responses SET headers = ?2, request_time = ?3, response_time = ?4, used_at = ?4 WHERE key = ?1",
                    [.text(key), .text(HTTPCacheSchema.text(of: headers)), .real(requestTime.timeIntervalSince1970), .real(responseTime.timeIntervalSince1970)]
                )
                try Self.count(.revalidated, in: connection)
            }
        }
    }

    /// Forgets every answer for these URL paths (a write changed what they say).
    func invalidate(paths: [String]) {
        withConnection { connection throws(SQLiteFailure) in
            for path in paths { try connection.run("DELETE FROM responses WHERE path = ?1", [.text(path)]) }
        }
    }

    func count(_ counter: HTTPCacheCounter) {
        withConnection { connection throws(SQLiteFailure) in try Self.count(counter, in: connection) }
    }

    private static func count(_ counter: HTTPCacheCounter, in connection: SQLiteConnection) throws(SQLiteFailure) {
        try connection.run("UPDATE counters SET value = value + 1 WHERE name = ?1", [.text(counter.rawValue)])
    }

    public func stats() -> HTTPCacheStats {
        withConnection { connection throws(SQLiteFailure) in
            let totals = try connection.run("SELECT COUNT(*), COALESCE(SUM(bytes), 0) FROM responses").first ?? []
            let counters = try connection.run("SELECT name, value FROM counters")
            var stats = HTTPCacheStats(entries: Int(totals.first?.integer ?? 0), bytes: Int(totals.last?.integer ?? 0))
            for row in counters {
                guard let name = row[0].text.flatMap(HTTPCacheCounter.init(rawValue:)) else { continue }
                stats.counters[name] = Int(row[1].integer ?? 0)
            }
            return stats
        } ?? HTTPCacheStats()
    }

    /// Every answer gone; the counters stay.
    public func removeAll() {
        withConnection { connection throws(SQLiteFailure) in
            try connection.run("DELETE FROM responses")
            try connection.run("VACUUM")
        }
    }

    /// Answers unused for `unusedFor` seconds go, then the least recently used until under the
    /// limit, and the file gives the space back.
    public func prune(unusedFor: TimeInterval = 30 * 86_400, now: Date = Date()) {
        withConnection { connection throws(SQLiteFailure) in
            try connection.run("DELETE FROM responses WHERE used_at < ?1", [.real(now.timeIntervalSince1970 - unusedFor)])
            try trim(connection, to: sizeLimit)
            try connection.run("VACUUM")
        }
    }

    private func trim(_ connection: SQLiteConnection, to limit: Int) throws(SQLiteFailure) {
        var total = Int(try connection.run("SELECT COALESCE(SUM(bytes), 0) FROM responses").first?.first?.integer ?? 0)
        while total > limit {
            guard let oldest = try connection.run("SELECT key, bytes FROM responses ORDER BY used_at LIMIT 1").first else { return }
            try connection.run("DELETE FROM responses WHERE key = ?1", [oldest[0]])
            total -= Int(oldest[1].integer ?? 0)
        }
    }

    /// Runs `body` with the connection; a damaged file is made again (and `body` answers nil),
    /// as does any other failure (a lock held past the timeout, a full disk): the cache is
    /// a help, never a reason for a command to fail.
    @discardableResult
    private func withConnection<T: Sendable>(_ body: (SQLiteConnection) throws(SQLiteFailure) -> T) -> T? {
        connection.withLock { (connection: inout sending SQLiteConnection?) -> sending T? in
            guard let open = connection else { return nil }
            do throws(SQLiteFailure) {
                return try body(open)
            } catch {
                if HTTPCacheSchema.isDamage(error) { connection = HTTPCacheSchema.open(path, replacingDamaged: true) }
                return nil
            }
        }
    }
}

/// What the cache counts since its file was made.
public enum HTTPCacheCounter: String, Sendable, CaseIterable {
    /// Answered from the cache without a request.
    case hits
    /// Asked the network: nothing stored, or `--refresh`.
    case misses
    /// A stale answer confirmed by a 304.
    case revalidated
    /// A stored answer shown because the network or server failed, or `--offline`.
    case offline
}

public struct HTTPCacheStats: Sendable, Equatable {
    public var entries = 0
    public var bytes = 0
    public var counters: [HTTPCacheCounter: Int] = [:]

    public subscript(counter: HTTPCacheCounter) -> Int { counters[counter] ?? 0 }
}
