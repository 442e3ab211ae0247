import Foundation

/// The archive's write-ahead log (`<archive>-wal`). SQLite ignores a log whose header is not
/// one of its own, and with it the records written there: that must be said, not passed over.
enum ArchiveLog {
    /// A log that exists, is not empty, and does not start with a WAL header (magic 0x377f0682
    /// or 0x377f0683, format version 3007000).
    static func isDamaged(logOf archivePath: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: archivePath + "-wal") else { return false }
        defer { try? handle.close() }
        let header = [UInt8]((try? handle.read(upToCount: 8)) ?? Data())
        guard !header.isEmpty else { return false }
        guard header.count == 8 else { return true }
        let magic = header[0..<4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        let version = header[4..<8].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        return !(magic == 0x377f_0682 || magic == 0x377f_0683) || version != 3_007_000
    }
}
