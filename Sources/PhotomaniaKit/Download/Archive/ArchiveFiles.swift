import Foundation

/// The archive's files on disk: the database and, beside it, SQLite's log, shared memory and
/// journal. None of them is opened through a symbolic link.
enum ArchiveFiles {
    /// What SQLite appends to the database's name for the files it keeps beside it.
    static let companionSuffixes = ["-wal", "-shm", "-journal"]

    /// Whether the archive's file exists; a symbolic link there is refused.
    static func checkNoLink(at path: String) throws(ArchiveError) -> Bool {
        var status = stat()
        guard lstat(path, &status) == 0 else { return false }
        guard status.st_mode & S_IFMT != S_IFLNK else {
            throw ArchiveError(path: path, reason: .cannotOpen("it is a symbolic link, and photomania opens none of its files through one"))
        }
        return true
    }

    /// Removes symbolic links where SQLite keeps the archive's companions: SQLite never makes
    /// one there, and would refuse to open the archive through one, or read (the log) what it
    /// points to. What they point to is left as it is.
    static func removeLinks(besideArchiveAt path: String) {
        for suffix in companionSuffixes {
            var status = stat()
            if lstat(path + suffix, &status) == 0, status.st_mode & S_IFMT == S_IFLNK { unlink(path + suffix) }
        }
    }
}
