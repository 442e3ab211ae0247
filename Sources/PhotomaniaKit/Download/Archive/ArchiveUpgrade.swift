import PhotomaniaSQLite

/// Brings an archive of an earlier schema up to the current one, inside the caller's write
/// transaction: the old table is dropped only in the same transaction that completes the new
/// one, so a crash or a full disk at any point leaves the old archive as it was.
enum ArchiveUpgrade {
    /// Every version-1 archive was written for the one service photomania spoke then.
    static let version1Service = "500px"

    static func fromVersion1(in connection: SQLiteConnection) throws(SQLiteFailure) {
        try ArchiveSchema.createTable(named: "downloads_v3", in: connection)
        try connection.run(
            """
            INSERT INTO downloads_v3 (service, photo_id, size, file_name, bytes, sha256, validator, downloaded_at)
            SELECT ?1, CAST(photo_id AS TEXT), CAST(size_id AS TEXT), file_name, bytes, sha256, validator, downloaded_at
            FROM downloads
            """,
            [.text(version1Service)]
        )
        try connection.run("DROP TABLE downloads")
        try connection.run("ALTER TABLE downloads_v3 RENAME TO downloads")
        try connection.run("CREATE INDEX IF NOT EXISTS downloads_by_time ON downloads (downloaded_at)")
        try ArchiveSchema.createSyncsTable(in: connection)
    }

    /// Version 2 lacks the server's hash beside the file's (NULL: the same bytes) and the syncs.
    static func fromVersion2(in connection: SQLiteConnection) throws(SQLiteFailure) {
        try connection.run("ALTER TABLE downloads ADD COLUMN server_sha256 TEXT")
        try ArchiveSchema.createSyncsTable(in: connection)
    }
}
