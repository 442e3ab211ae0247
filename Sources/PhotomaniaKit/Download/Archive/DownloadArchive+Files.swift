import Foundation

extension DownloadArchive {
    /// The name to record for a file: relative to the archive's directory when inside it, else absolute.
    public func storedFileName(forPath filePath: String) -> String {
        let absolute = ArchivePaths.absolute(filePath)
        let prefix = directory == "/" ? "/" : directory + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
    }

    /// The absolute path of an entry's file.
    public func resolvedPath(of entry: ArchiveEntry) -> String {
        Self.resolvedPath(of: entry, in: directory)
    }

    /// What is on disk for the entry, its relative name resolved against the archive's directory.
    public func status(of entry: ArchiveEntry) -> ArchiveFileStatus {
        status(of: entry, in: directory)
    }

    /// What is on disk for the entry, its relative name resolved against `directory`: one `stat`,
    /// no read, so that the downloader can skip an archived photo without any request.
    public func status(of entry: ArchiveEntry, in directory: String) -> ArchiveFileStatus {
        guard let size = ArchivePaths.regularFile(atPath: Self.resolvedPath(of: entry, in: directory))?.size else { return .missing }
        return size == entry.bytes ? .present : .sizeDiffers(actual: size)
    }

    static func resolvedPath(of entry: ArchiveEntry, in directory: String) -> String {
        entry.fileName.hasPrefix("/") ? entry.fileName : ArchivePaths.absolute(ArchivePaths.joined(directory, entry.fileName))
    }
}

/// Lexical path handling: no symbolic link is resolved, so names stay as the user sees them.
enum ArchivePaths {
    static func joined(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// Absolute against the current directory, without `.`, `..` or repeated slashes.
    static func absolute(_ path: String) -> String {
        let full = path.hasPrefix("/") ? path : joined(FileManager.default.currentDirectoryPath, path)
        var parts: [Substring] = []
        for part in full.split(separator: "/") where part != "." {
            if part == ".." {
                _ = parts.popLast()
            } else {
                parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    static func parent(of absolutePath: String) -> String {
        guard let slash = absolutePath.lastIndex(of: "/"), slash != absolutePath.startIndex else { return "/" }
        return String(absolutePath[..<slash])
    }

    /// The size and modification time of a regular file (following symbolic links), or nil when there is none.
    static func regularFile(atPath path: String) -> (size: Int64, modified: Date)? {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        let modified = Date(timeIntervalSince1970: Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9)
        return (Int64(info.st_size), modified)
    }
}
