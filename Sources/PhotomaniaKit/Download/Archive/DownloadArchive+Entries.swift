import Foundation
import PhotomaniaSQLite

extension DownloadArchive {
    private static let columns = "photo_id, size_id, file_name, bytes, sha256, validator, downloaded_at"

    /// Adds the entry, or replaces the one with the same photo and size.
    public func record(_ entry: ArchiveEntry) throws(ArchiveError) {
        try withConnection { (connection) throws(SQLiteFailure) in try Self.upsert(entry, into: connection) }
    }

    /// Records the entry only if `stillHolds` answers true inside the write transaction, that is
    /// while no other process can record. Answers whether it was recorded.
    func record(_ entry: ArchiveEntry, onlyIf stillHolds: () -> Bool) throws(ArchiveError) -> Bool {
        try withConnection { (connection) throws(SQLiteFailure) in
            try connection.transaction { () throws(SQLiteFailure) -> Bool in
                guard stillHolds() else { return false }
                try Self.upsert(entry, into: connection)
                return true
            }
        }
    }

    /// Records every entry in one transaction: all of them or none.
    public func record(contentsOf entries: [ArchiveEntry]) throws(ArchiveError) {
        try withConnection { (connection) throws(SQLiteFailure) in
            try connection.transaction { () throws(SQLiteFailure) in
                for entry in entries { try Self.upsert(entry, into: connection) }
            }
        }
    }

    /// Records an imported entry of unknown size under the size a download found its file to be
    /// (its row moves, so the archive keeps one row a file), unless another run did already.
    func adopt(_ entry: ArchiveEntry, sizeID: Int) throws(ArchiveError) {
        var adopted = entry
        adopted.sizeID = sizeID
        try withConnection { (connection) throws(SQLiteFailure) in
            try connection.transaction { () throws(SQLiteFailure) in
                try connection.run(
                    "DELETE FROM downloads WHERE photo_id = ?1 AND size_id = ?2 AND file_name = ?3",
                    [.integer(Int64(entry.photoID)), .integer(Int64(ArchiveEntry.unknownSize)), .text(entry.fileName)]
                )
                guard connection.changes > 0 else { return }
                try Self.upsert(adopted, into: connection)
            }
        }
    }

    public func entry(photoID: Int, sizeID: Int) throws(ArchiveError) -> ArchiveEntry? {
        try select("WHERE photo_id = ?1 AND size_id = ?2", [.integer(Int64(photoID)), .integer(Int64(sizeID))]).first
    }

    /// The entries of the file `fileName`, written as `storedFileName(forPath:)` writes it, newest first.
    public func entries(fileName: String) throws(ArchiveError) -> [ArchiveEntry] {
        try select("WHERE file_name = ?1 ORDER BY downloaded_at DESC", [.text(fileName)])
    }

    /// The photo's entries, one per size, oldest first.
    public func entries(photoID: Int) throws(ArchiveError) -> [ArchiveEntry] {
        try select("WHERE photo_id = ?1 ORDER BY downloaded_at, size_id", [.integer(Int64(photoID))])
    }

    /// Every entry, oldest first.
    public func allEntries() throws(ArchiveError) -> [ArchiveEntry] {
        try select("ORDER BY downloaded_at, photo_id, size_id", [])
    }

    public func count() throws(ArchiveError) -> Int {
        try withConnection { (connection) throws(SQLiteFailure) in
            Int(try connection.run("SELECT count(*) FROM downloads").first?.first?.integer ?? 0)
        }
    }

    /// Forgets the entry; answers whether there was one.
    @discardableResult
    public func remove(photoID: Int, sizeID: Int) throws(ArchiveError) -> Bool {
        try withConnection { (connection) throws(SQLiteFailure) in
            try connection.run("DELETE FROM downloads WHERE photo_id = ?1 AND size_id = ?2", [.integer(Int64(photoID)), .integer(Int64(sizeID))])
            return connection.changes > 0
        }
    }

    private static func upsert(_ entry: ArchiveEntry, into connection: SQLiteConnection) throws(SQLiteFailure) {
        try connection.run(
            """
            INSERT INTO downloads (\(columns)) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
            ON CONFLICT (photo_id, size_id) DO UPDATE SET
                file_name = excluded.file_name, bytes = excluded.bytes, sha256 = excluded.sha256,
                validator = excluded.validator, downloaded_at = excluded.downloaded_at
            """,
            [
                .integer(Int64(entry.photoID)), .integer(Int64(entry.sizeID)), .text(entry.fileName),
                .integer(entry.bytes), .text(entry.sha256), entry.validator.map(SQLiteValue.text) ?? .null,
                .real(entry.downloadedAt.timeIntervalSince1970),
            ]
        )
    }

    private func select(_ clause: String, _ bindings: [SQLiteValue]) throws(ArchiveError) -> [ArchiveEntry] {
        let rows = try withConnection { (connection) throws(SQLiteFailure) in
            try connection.run("SELECT \(Self.columns) FROM downloads \(clause)", bindings)
        }
        return rows.compactMap(Self.entry(from:))
    }

    private static func entry(from row: [SQLiteValue]) -> ArchiveEntry? {
        guard row.count == 7, let photoID = row[0].integer, let sizeID = row[1].integer, let fileName = row[2].text,
              let bytes = row[3].integer, let sha256 = row[4].text, let time = row[6].real
        else { return nil }
        return ArchiveEntry(
            photoID: Int(photoID), sizeID: Int(sizeID), fileName: fileName, bytes: bytes, sha256: sha256,
            validator: row[5].text, downloadedAt: Date(timeIntervalSince1970: time)
        )
    }
}
