import Foundation

/// One photo the download engine works on.
public struct DownloadItem: Sendable, Hashable {
    public var photoID: Int
    public var size: ImageSize
    public var url: String

    public init(photoID: Int, size: ImageSize, url: String) {
        self.photoID = photoID
        self.size = size
        self.url = url
    }
}

/// What happened to a download, in order, for the progress view and `--json` (JSON Lines).
/// Byte progress is not an event: it is sampled from `DownloadStatus`.
public enum DownloadEvent: Sendable {
    /// The number of photos to fetch is known (or grew, while listing pages arrive).
    case total(Int)
    case started(DownloadItem)
    /// The transfer's response arrived and named the file; `resumedAt` > 0 when a `.part` is continued.
    case named(DownloadItem, fileName: String, expectedBytes: Int64?, resumedAt: Int64)
    case finished(DownloadItem, fileName: String, bytes: Int64)
    case skipped(DownloadItem, fileName: String?, reason: SkipReason)
    case retrying(DownloadItem, attempt: Int, delay: Double, reason: String)
    /// Every transfer to `host` waits until `until`, as a 429/503 `Retry-After` asked.
    case hostPaused(host: String, until: Date, status: Int)
    case failed(DownloadItem, message: String)
    /// Something the user should know that is not a failure, e.g. "archived but missing: fetching again".
    case notice(DownloadItem, message: String)

    public enum SkipReason: String, Sendable {
        /// In the archive and on disk with the recorded size: no request made.
        case archived
        /// `--dry-run`.
        case dryRun = "dry_run"
    }
}

/// A live view of the transfers, sampled by the progress display (at most ~10 times a second).
public struct DownloadStatus: Sendable {
    public struct Transfer: Sendable, Hashable {
        public var item: DownloadItem
        public var fileName: String?
        public var receivedBytes: Int64
        public var expectedBytes: Int64?
        public var startedAt: Date
    }

    public var active: [Transfer] = []
    public var total: Int?
    public var finished = 0
    public var skipped = 0
    public var failedIDs: [Int] = []
    /// Bytes written in this run, finished and active transfers together.
    public var bytesReceived: Int64 = 0
    /// Hosts paused by `Retry-After`, with the status that asked for it.
    public var pausedHosts: [String: (until: Date, status: Int)] = [:]

    public init() {}
}
