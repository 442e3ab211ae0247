import Foundation
import PhotomaniaSQLite

extension DownloadArchive {
    private static let syncColumns = "service, selection, size, resume_page, resume_per_page, completed_at, walked_at, new_photos"

    /// What the archive remembers of this service's walks of `selection` at `size`.
    public func sync(selection: String, size: String) throws(ArchiveError) -> SyncRecord? {
        let rows = try withConnection { (connection) throws(SQLiteFailure) in
            try connection.run(
                "SELECT \(Self.syncColumns) FROM syncs WHERE service = ?1 AND selection = ?2 AND size = ?3",
                [.text(service.rawValue), .text(selection), .text(size)]
            )
        }
        return rows.first.flatMap(Self.sync(from:))
    }

    /// Every selection walked with `--sync`, of every service, the latest walked first.
    public func allSyncs() throws(ArchiveError) -> [SyncRecord] {
        let rows = try withConnection { (connection) throws(SQLiteFailure) in
            try connection.run("SELECT \(Self.syncColumns) FROM syncs ORDER BY walked_at DESC, service, selection, size")
        }
        return rows.compactMap(Self.sync(from:))
    }

    /// Keeps `record` in place of the selection's earlier one.
    public func record(_ record: SyncRecord) throws(ArchiveError) {
        _ = try withConnection { (connection) throws(SQLiteFailure) in
            try connection.run(
                "INSERT OR REPLACE INTO syncs (\(Self.syncColumns)) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
                [
                    .text(record.service.rawValue), .text(record.selection), .text(record.size),
                    record.resume.map { .integer(Int64($0.page)) } ?? .null, record.resume.map { .integer(Int64($0.perPage)) } ?? .null,
                    record.completedAt.map { .real($0.timeIntervalSince1970) } ?? .null,
                    .real(record.walkedAt.timeIntervalSince1970), .integer(Int64(record.newPhotos)),
                ]
            )
        }
    }

    private static func sync(from row: [SQLiteValue]) -> SyncRecord? {
        guard row.count == 8, let service = row[0].text, let selection = row[1].text, let size = row[2].text,
              let walkedAt = row[6].real, let newPhotos = row[7].integer
        else { return nil }
        let resume = row[3].integer.map { page in
            SyncRecord.Resume(page: max(1, Int(clamping: page)), perPage: max(1, Int(clamping: row[4].integer ?? 100)))
        }
        return SyncRecord(
            service: ServiceName(rawValue: service), selection: selection, size: size, resume: resume,
            completedAt: row[5].real.map(Date.init(timeIntervalSince1970:)), walkedAt: Date(timeIntervalSince1970: walkedAt),
            newPhotos: Int(clamping: newPhotos)
        )
    }
}
