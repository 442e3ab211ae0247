import Foundation

/// One photo the download engine works on.
public struct DownloadItem: Sendable, Hashable {
    public var photoID: PhotoID
    /// The service the photo is of, which the archive records it under.
    public var service: ServiceName
    public var size: ImageSize
    public var url: String
    /// The photo as its listing (or, for ids, its lookup) gave it, when a post-processor reads it
    /// (`PostProcessorNeeds.photoRecord`); nil otherwise.
    public var photo: Photo?
    /// What the listing said that a `--filename`/`--dir` template may use.
    public var facts: PhotoFacts?
    /// What the service says of the image, once it is saved (`DownloadOutcome.notices`).
    public var notice: ServiceNotice?
    /// The SHA-1 the service gives for the bytes at `url`, which the file must have.
    public var expectedSHA1: String?
    /// How the file is checked once whole, from the media type the service states.
    public var content: FileContent

    public init(
        photoID: PhotoID, service: ServiceName, size: ImageSize, url: String, photo: Photo? = nil, facts: PhotoFacts? = nil,
        notice: ServiceNotice? = nil, expectedSHA1: String? = nil, content: FileContent = .jpeg
    ) {
        self.expectedSHA1 = expectedSHA1
        self.content = content
        self.photoID = photoID
        self.service = service
        self.size = size
        self.url = url
        self.photo = photo
        self.facts = facts
        self.notice = notice
    }

    /// The size as the archive, the `.part` files and `{size}` name it.
    public var sizeKey: SizeKey { size.key }
}

/// What happened to a download, in order, for the progress view and `--json` (JSON Lines).
/// Byte progress is not an event: it is sampled from `DownloadStatus`.
public enum DownloadEvent: Sendable {
    /// The number of photos to fetch is known: sent once, with the first estimate (a correction
    /// once the listing ended shows only in `DownloadStatus.total`).
    case total(Int)
    case started(DownloadItem)
    case finished(DownloadItem, fileName: String, bytes: Int64)
    case skipped(DownloadItem, fileName: String?, reason: SkipReason)
    /// `attempt` is the number of the retry about to start (1 for the second try); `delay` is
    /// the wait before it, the host's `Retry-After` pause included.
    case retrying(DownloadItem, attempt: Int, delay: Double, reason: DownloadFailure)
    /// Every transfer to `host` waits until `until`, as a 429/503 `Retry-After` asked.
    case hostPaused(host: String, until: Date, status: Int)
    /// Every API call waits until `pause.until`, as the service asked (a 429, or "busy").
    case callsPaused(CallPause)
    case failed(DownloadItem, DownloadFailure)
    /// A photo that never became a transfer: not found, withheld, or without the size asked for.
    case unavailable(photoID: PhotoID, reason: Unavailability)
    /// Something the user should know that is not a failure.
    case notice(DownloadItem, DownloadNotice)

    public enum SkipReason: String, Sendable {
        /// In the archive and on disk with the recorded size: no request made.
        case archived
        /// `--dry-run`.
        case dryRun = "dry_run"
        /// Another photomania holds the photo's `.part`: left to it, and to a later run.
        case busy
        /// No archive (`--no-archive`): the final name already holds a complete file of the
        /// size the server gave. `--force` replaces it.
        case present
        /// Its owner does not allow downloads (`Photo.downloadAllowed` false); no request made.
        /// `--ignore-download-permission` fetches it anyway.
        case notAllowed = "not_allowed"
    }
}

/// News about one photo that does not stop it.
public enum DownloadNotice: Sendable, Equatable {
    /// Archived, but the file is gone: fetched again.
    case archivedFileMissing(fileName: String)
    /// Archived, but the file's size differs from the record: fetched again.
    case archivedFileDiffers(fileName: String)
    /// The archive could not be read for this photo: downloaded anyway.
    case archiveUnreadable(ArchiveError)
    /// Downloaded, but the archive could not record it.
    case archiveNotRecorded(ArchiveError)
    /// Downloaded, but it could not be read back to hash it for the archive.
    case notHashed(SHA256.ReadError)
    /// `--verify` could not decode it (over the pixel limit, or out of memory): kept on the length
    /// and marker checks alone.
    case notDecoded(DecodeCheck)
    /// Downloaded (or already here), but a post-processor could not do its work on the file.
    case notPostProcessed(PostProcessingFailure)
    /// `--embed-metadata` left the file as the server sent it (`reason` says why).
    case metadataNotEmbedded(reason: String)
    /// `--embed-metadata`: the file's own XMP could not be read (`reason` says why); ours replaced it.
    case unreadableMetadataReplaced(reason: String)
}
