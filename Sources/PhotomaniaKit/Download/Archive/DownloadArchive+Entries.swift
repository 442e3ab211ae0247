import Foundation
import PhotomaniaSQLite

extension DownloadArchive {
    private static let columns = "service, photo_id, size, file_name, bytes, sha256, validator, downloaded_at, server_sha256"
    /// Ids and sizes are text; for decimal ones, shorter first is numeric order.
    private static let idOrder = "length(photo_id), photo_id"
    private static let sizeOrder = "length(size), size"

    /// Adds the entry, or replaces the one with the same service, photo and size.
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

    /// Runs `body`, whose records (from any thread) are then committed together: one write
    /// transaction, not one each. Another process's write waits until it ends. When the
    /// transaction cannot begin, each record is its own, as without it.
    func recordingTogether(_ body: () -> Void) {
        let began = (try? withConnection { (connection) throws(SQLiteFailure) in _ = try connection.run("BEGIN IMMEDIATE") }) != nil
        body()
        guard began else { return }
        _ = try? withConnection { (connection) throws(SQLiteFailure) in
            if (try? connection.run("COMMIT")) == nil { _ = try? connection.run("ROLLBACK") }
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
    func adopt(_ entry: ArchiveEntry, sizeID: SizeKey) throws(ArchiveError) {
        var adopted = entry
        adopted.sizeID = sizeID
        try withConnection { (connection) throws(SQLiteFailure) in
            try connection.transaction { () throws(SQLiteFailure) in
                try connection.run(
                    "DELETE FROM downloads WHERE service = ?1 AND photo_id = ?2 AND size = ?3 AND file_name = ?4",
                    [Self.text(entry.service), Self.text(entry.photoID), Self.text(ArchiveEntry.unknownSize), .text(entry.fileName)]
                )
                guard connection.changes > 0 else { return }
                try Self.upsert(adopted, into: connection)
            }
        }
    }

    /// The entry of this archive's service's photo at a size.
    public func entry(photoID: PhotoID, sizeID: SizeKey) throws(ArchiveError) -> ArchiveEntry? {
        try entry(of: service, photoID: photoID, sizeID: sizeID)
    }

    /// The entry of `service`'s photo at a size: another service's same id is another photo.
    public func entry(of service: ServiceName, photoID: PhotoID, sizeID: SizeKey) throws(ArchiveError) -> ArchiveEntry? {
        try select("WHERE service = ?1 AND photo_id = ?2 AND size = ?3", [Self.text(service), Self.text(photoID), Self.text(sizeID)]).first
    }

    /// The entries of the file `fileName`, written as `storedFileName(forPath:)` writes it, newest
    /// first, of every service: a file is one service's or another's.
    public func entries(fileName: String) throws(ArchiveError) -> [ArchiveEntry] {
        try select("WHERE file_name = ?1 ORDER BY downloaded_at DESC", [.text(fileName)])
    }

    /// The photo's entries, one per size, oldest first.
    public func entries(photoID: PhotoID) throws(ArchiveError) -> [ArchiveEntry] {
        try select("WHERE service = ?1 AND photo_id = ?2 ORDER BY downloaded_at, \(Self.sizeOrder)", [Self.text(service), Self.text(photoID)])
    }

    /// Every entry of the service, oldest first; `withDemo`: and of the built-in demo's face of
    /// it (`demo-flickr`) — what a person downloaded under that service's name, whoever answered.
    public func allEntries(withDemo: Bool = false) throws(ArchiveError) -> [ArchiveEntry] {
        let services = [service] + (withDemo ? [service.demo] : [])
        return try select(
            "WHERE service IN (?1, ?\(services.count)) ORDER BY downloaded_at, \(Self.idOrder), \(Self.sizeOrder)", services.map { Self.text($0) }
        )
    }

    /// How many entries the service has.
    public func count() throws(ArchiveError) -> Int {
        try withConnection { (connection) throws(SQLiteFailure) in
            Int(try connection.run("SELECT count(*) FROM downloads WHERE service = ?1", [Self.text(service)]).first?.first?.integer ?? 0)
        }
    }

    /// Forgets the entry; answers whether there was one.
    @discardableResult
    public func remove(photoID: PhotoID, sizeID: SizeKey) throws(ArchiveError) -> Bool {
        try withConnection { (connection) throws(SQLiteFailure) in
            try connection.run(
                "DELETE FROM downloads WHERE service = ?1 AND photo_id = ?2 AND size = ?3",
                [Self.text(service), Self.text(photoID), Self.text(sizeID)]
            )
            return connection.changes > 0
        }
    }

    private static func text(_ id: ServiceID<some ServiceIDKind>) -> SQLiteValue {
        .text(id.text)
    }

    private static func text(_ service: ServiceName) -> SQLiteValue {
        .text(service.rawValue)
    }

    private static func upsert(_ entry: ArchiveEntry, into connection: SQLiteConnection) throws(SQLiteFailure) {
        try connection.run(
            """
            INSERT INTO downloads (\(columns)) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)
            ON CONFLICT (service, photo_id, size) DO UPDATE SET
                file_name = excluded.file_name, bytes = excluded.bytes, sha256 = excluded.sha256,
                validator = excluded.validator, downloaded_at = excluded.downloaded_at, server_sha256 = excluded.server_sha256
            """,
            [
                text(entry.service), text(entry.photoID), text(entry.sizeID), .text(entry.fileName),
                .integer(entry.bytes), .text(entry.sha256), entry.validator.map(SQLiteValue.text) ?? .null,
                .real(entry.downloadedAt.timeIntervalSince1970), entry.serverSHA256.map(SQLiteValue.text) ?? .null,
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
        guard row.count == 9, let service = row[0].text, let photoID = row[1].text.flatMap(PhotoID.init),
              let sizeID = row[2].text.flatMap(SizeKey.init), let fileName = row[3].text,
              let bytes = row[4].integer, let sha256 = row[5].text, let time = row[7].real
        else { return nil }
        return ArchiveEntry(
            service: ServiceName(rawValue: service), photoID: photoID, sizeID: sizeID, fileName: fileName, bytes: bytes, sha256: sha256,
            serverSHA256: row[8].text, validator: row[6].text, downloadedAt: Date(timeIntervalSince1970: time)
        )
    }
}
