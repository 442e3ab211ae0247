import Foundation

/// `photomania archive import DIR`: records files already on disk, named `<id>.<rest>` as
/// downloads are, without any request. Files the archive already holds with the same SHA-256
/// are left alone; others are hashed and recorded one by one. A name that gives no size is
/// recorded with `ArchiveEntry.unknownSize`: the first download that would write that very file
/// finds it there and records its size (`DownloadArchive.adopt`).
public enum ArchiveImporter {
    public struct Report: Sendable, Hashable {
        public var imported = 0
        public var alreadyArchived = 0
        /// Hidden files, `.part` files, folders, names that do not start with `<id>.`, and files that
        /// are not images (a `.json` beside a photo) — the archive's own files are not counted.
        public var ignored = 0
        public var failures: [Failure] = []
    }

    public struct Failure: Sendable, Hashable {
        public var fileName: String
        public var reason: String
    }

    /// The folder could not be listed.
    public struct DirectoryError: Error, Sendable, CustomStringConvertible {
        public let path: String
        public let reason: String

        public var description: String { "cannot read the directory \(path) (\(reason))" }
    }

    /// The folder to import is not there, or is no folder.
    public struct NotAFolder: Error, Sendable, CustomStringConvertible {
        public let path: String
        public let exists: Bool

        public var description: String { exists ? "'\(path)' is not a folder" : "no such folder '\(path)'" }
    }

    /// Checks that `directory` is a folder (following a link to one), so that nothing, not even
    /// the archive beside the photos, is created for a folder that is not there.
    public static func checkFolder(_ directory: String) throws(NotAFolder) {
        let path = ArchivePaths.absolute(directory)
        var status = stat()
        guard stat(path, &status) == 0 else {
            // Any other reason is the listing's to tell.
            if errno == ENOENT || errno == ENOTDIR { throw NotAFolder(path: path, exists: false) }
            return
        }
        guard status.st_mode & S_IFMT == S_IFDIR else { throw NotAFolder(path: path, exists: true) }
    }

    public static func importFiles(in directory: String, into archive: DownloadArchive) throws -> Report {
        let folder = ArchivePaths.absolute(directory)
        let (names, undecodable) = try listing(of: folder)
        var report = Report(ignored: undecodable)
        let ownFiles = Set(([""] + ArchiveFiles.companionSuffixes).map { archive.path + $0 })
        for name in names {
            let path = ArchivePaths.joined(folder, name)
            if ownFiles.contains(path) { continue }
            guard let (photoID, sizeID) = photoFile(named: name), let file = ArchivePaths.regularFile(atPath: path), startsLikeAnImage(path) else {
                report.ignored += 1
                continue
            }
            let digest: SHA256.FileDigest
            do {
                digest = try SHA256.digest(ofFileAt: path)
            } catch {
                report.failures.append(Failure(fileName: name, reason: error.description))
                continue
            }
            if try archive.entries(photoID: photoID).contains(where: { $0.sha256 == digest.sha256 }) {
                report.alreadyArchived += 1
                continue
            }
            try archive.record(ArchiveEntry(
                service: archive.service, photoID: photoID, sizeID: sizeID, fileName: archive.storedFileName(forPath: path),
                bytes: digest.bytes, sha256: digest.sha256, downloadedAt: file.modified
            ))
            report.imported += 1
        }
        return report
    }

    /// The folder's entries except `.` and `..`, sorted, and how many names were not UTF-8.
    private static func listing(of folder: String) throws(DirectoryError) -> (names: [String], undecodable: Int) {
        guard let stream = opendir(folder) else { throw DirectoryError(path: folder, reason: String(cString: strerror(errno))) }
        defer { closedir(stream) }
        var names: [String] = []
        var undecodable = 0
        while let entry = readdir(stream) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { tuple in
                tuple.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: tuple.pointee)) { String(validatingCString: $0) }
            }
            guard let name else {
                undecodable += 1
                continue
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return (names.sorted(), undecodable)
    }

    /// `12345.4.jpg` → (12345, 4); `12345.jpg` or `12345.7.jpg` (7 is no documented size) → (12345, 0);
    /// nil for hidden names, `.part` files and names not starting with `<digits>.`.
    public static func photoFile(named name: String) -> (photoID: PhotoID, sizeID: SizeKey)? {
        guard !name.hasSuffix(DownloadFolder.partSuffix) else { return nil }
        guard let (photoID, rest) = leadingNumber(name[...]), photoID > 0, !rest.isEmpty else { return nil }
        guard let (size, afterSize) = leadingNumber(rest), !afterSize.isEmpty else { return (PhotoID(photoID), ArchiveEntry.unknownSize) }
        let imageSize = ImageSize(rawValue: size)
        return (PhotoID(photoID), imageSize.isDocumented ? imageSize.key : ArchiveEntry.unknownSize)
    }

    /// Whether the file's first bytes are those of a JPEG, PNG, GIF or WebP image.
    static func startsLikeAnImage(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let head = [UInt8]((try? handle.read(upToCount: 12)) ?? Data())
        let signatures: [[UInt8]] = [[0xFF, 0xD8, 0xFF], [0x89, 0x50, 0x4E, 0x47], Array("GIF8".utf8)]
        if signatures.contains(where: { head.starts(with: $0) }) { return true }
        return head.count == 12 && head.starts(with: Array("RIFF".utf8)) && Array(head[8...]) == Array("WEBP".utf8)
    }

    /// ASCII digits then a dot: the number and what follows the dot.
    private static func leadingNumber(_ text: Substring) -> (Int, Substring)? {
        let digits = text.utf8.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        guard !digits.isEmpty, let number = Int(Substring(digits)) else { return nil }
        let afterDigits = text.utf8.dropFirst(digits.count)
        guard afterDigits.first == UInt8(ascii: ".") else { return nil }
        return (number, Substring(afterDigits.dropFirst()))
    }
}
