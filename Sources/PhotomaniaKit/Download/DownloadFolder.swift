import Foundation

/// The folder a download writes into, and every path in it: a photo's `.part` while it
/// downloads, its final name, and the archive's default place.
public struct DownloadFolder: Sendable, Hashable {
    /// Absolute and standardized.
    public let path: String

    static let partSuffix = ".part"
    static let archiveName = ".photomania-archive.sqlite3"

    public init(_ path: String) {
        self.path = ArchivePaths.absolute(path)
    }

    /// Where the archive lives unless the user names another file.
    public var archivePath: String { finalPath(Self.archiveName) }

    func partPath(_ fileName: String) -> String { finalPath(fileName) + Self.partSuffix }

    func finalPath(_ fileName: String) -> String { ArchivePaths.joined(path, fileName) }

    /// Creates the folders of a relative `fileName` (`user/2024-1.jpg`) inside this folder, one
    /// at a time, never following a symbolic link; the reason when it cannot.
    func createParent(of fileName: String) -> String? {
        var made = path
        for component in fileName.split(separator: "/").dropLast() {
            guard component != ".", component != ".." else { return "'\(fileName)' leaves the output folder" }
            made = ArchivePaths.joined(made, String(component))
            if mkdir(made, 0o755) != 0, errno != EEXIST { return String(cString: strerror(errno)) }
            var status = stat()
            guard lstat(made, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
                return "'\(made)' is not a folder"
            }
        }
        return nil
    }

    /// Creates the folder (and its parents) if it is not there.
    public func create() throws(CreationError) {
        var made = ""
        for component in path.split(separator: "/") {
            made += "/" + component
            if mkdir(made, 0o755) != 0, errno != EEXIST {
                throw CreationError(path: path, reason: String(cString: strerror(errno)))
            }
        }
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
            throw CreationError(path: path, reason: "it is a file, not a folder")
        }
    }

    public struct CreationError: Error, Sendable, CustomStringConvertible {
        public let path: String
        public let reason: String

        public var description: String { "cannot create the folder '\(path)': \(reason)" }
    }

    /// The archive at `file`, or at the folder's default place when `file` is nil, for `service`'s photos.
    public func openArchive(at file: String? = nil, service: ServiceName, createIfMissing: Bool = true) throws(ArchiveError) -> DownloadArchive {
        try DownloadArchive(path: file ?? archivePath, service: service, createIfMissing: createIfMissing)
    }
}
