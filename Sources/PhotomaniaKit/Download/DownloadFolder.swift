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

    /// Creates the folder (and its parents) if it is not there.
    public func create() throws(CreationError) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw CreationError(path: path, reason: error.localizedDescription)
        }
    }

    public struct CreationError: Error, Sendable, CustomStringConvertible {
        public let path: String
        public let reason: String

        public var description: String { "cannot create the folder '\(path)': \(reason)" }
    }

    /// The archive at `file`, or at the folder's default place when `file` is nil.
    public func openArchive(at file: String? = nil) throws(ArchiveError) -> DownloadArchive {
        try DownloadArchive(path: file ?? archivePath)
    }
}
