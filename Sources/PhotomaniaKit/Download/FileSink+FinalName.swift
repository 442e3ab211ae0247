import Foundation

/// What the final name of a photo already holds, for `skipPresent` (no archive to say it).
extension FileSink {
    /// Whether the final name `name` holds a non-empty regular file of `size` bytes (when known);
    /// a symbolic link there is not the file, whatever it points to: it is replaced.
    func isComplete(_ name: String, size: Int64?) -> Bool {
        var status = stat()
        guard lstat(folder.finalPath(name), &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size > 0 else { return false }
        return size.map { $0 == Int64(status.st_size) } ?? true
    }

    /// Whether the final name `name` holds a whole file of the item's type (not through a symbolic link).
    func holdsWholeImage(_ name: String) -> Bool {
        let descriptor = open(folder.finalPath(name), O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard descriptor >= 0 else { return false }
        defer { Glibc.close(descriptor) }
        return item.content.damage(descriptor: descriptor) == nil
    }
}
