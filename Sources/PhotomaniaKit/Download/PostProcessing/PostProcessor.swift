import Foundation

/// A step the download engine runs on each file once it holds its final name, as gallery-dl's
/// post-processors: on a queue of its own, one file at a time, in the order files became final.
/// What it cannot do is a warning (`DownloadNotice.notPostProcessed`), never a failed photo.
public protocol PostProcessor: Sendable {
    /// What it reads beyond the file itself; the engine lists and hashes accordingly.
    var needs: PostProcessorNeeds { get }
    /// Blocking work (it runs off the cooperative pool).
    func process(_ file: FinalFile) throws(PostProcessingFailure)
}

/// What post-processors read of a photo and its file.
public struct PostProcessorNeeds: OptionSet, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The photo as its listing (or, for ids, its lookup) gave it (`DownloadItem.photo`): the
    /// listing is then decoded in full, which costs more than the references a download needs.
    public static let photoRecord = PostProcessorNeeds(rawValue: 1)
    /// The file's SHA-256 (`SavedFile.sha256`), archive or not.
    public static let sha256 = PostProcessorNeeds(rawValue: 2)
}

/// A photo's file under its final name, as post-processors get it.
public enum FinalFile: Sendable {
    /// Written by this run.
    case saved(SavedFile)
    /// Already here, so skipped: recorded in the archive, or (without one) found complete under
    /// its name. `fileName` as the skip event gives it; `path` where it is.
    case present(DownloadItem, fileName: String, path: String, credit: PhotoCredit?)

    public var item: DownloadItem {
        switch self {
        case .saved(let file): file.item
        case .present(let item, _, _, _): item
        }
    }

    /// Who to credit for the photo, from what its listing said.
    public var credit: PhotoCredit? {
        switch self {
        case .saved(let file): file.credit
        case .present(_, _, _, let credit): credit
        }
    }
}

/// A file a run downloaded, once it holds its final name.
public struct SavedFile: Sendable {
    public var item: DownloadItem
    /// The name inside the folder, as the `finished` event gives it.
    public var fileName: String
    /// Absolute path of the final file.
    public var path: String
    public var bytes: Int64
    /// Nil when nobody asked for it (no archive, no post-processor that needs it), or when the
    /// file could not be read back to hash it (a `notHashed` notice says why).
    public var sha256: String?
    /// The server's ETag or Last-Modified, when it sent one.
    public var validator: String?
    public var downloadedAt: Date
    /// The modification time the file was given (`--mtime`); nil when it kept its write time.
    public var modified: Date?
    public var credit: PhotoCredit?

    public init(
        item: DownloadItem, fileName: String, path: String, bytes: Int64, sha256: String?, validator: String?, downloadedAt: Date, modified: Date? = nil,
        credit: PhotoCredit? = nil
    ) {
        self.modified = modified
        self.credit = credit
        self.item = item
        self.fileName = fileName
        self.path = path
        self.bytes = bytes
        self.sha256 = sha256
        self.validator = validator
        self.downloadedAt = downloadedAt
    }
}

/// What a post-processor could not do for one file; the file itself is kept.
public enum PostProcessingFailure: Error, Sendable, Equatable {
    /// `--write-metadata`: the sidecar at `path` could not be encoded.
    case sidecarNotEncoded(path: String, reason: String)
    /// `--write-metadata`: the sidecar at `path` could not be written.
    case sidecarNotWritten(path: String, PartFile.WriteError)
}
