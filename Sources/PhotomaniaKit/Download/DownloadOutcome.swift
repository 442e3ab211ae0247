/// What a run did.
public struct DownloadOutcome: Sendable {
    /// A photo as `--dry-run` lists it, in listing order.
    public struct PlannedFile: Sendable, Hashable {
        public var item: DownloadItem
        public var fileName: String
        /// False when the server could not be asked (`HEAD`) and may still name the file otherwise.
        public var isCertain = true
        /// Listing order.
        var position = 0
    }

    public var downloaded = 0
    /// What the services said of the images saved, each once (a size cap).
    public var notices: Set<ServiceNotice> = []
    public var skipped = 0
    public var failedIDs: [PhotoID] = []
    public var bytes: Int64 = 0
    public var interrupted = false
    /// When interrupted: photos started and not finished (their `.part` files are kept).
    public var partial = 0
    /// When interrupted: photos listed, or expected, that never started; nil when unknown.
    public var notStarted: Int?
    /// Why the listing stopped early, if it did; the photos listed before were still fetched.
    public var listingFailure: PhotomaniaError?
    /// Why the listing stopped before the server's last page (it repeated itself, or announced
    /// more pages than a walk takes), if it did.
    public var listingStop: PageWalkStop?
    /// Listed photos left out as NSFW (`--nsfw` keeps them).
    public var hiddenNSFW = 0
    /// Listed photos `--filter` left out.
    public var filteredOut = 0
    public var planned: [PlannedFile] = []
    /// `--sync`: the selection's record before and after this walk.
    public var sync: SyncReport?

    public init() {}
}

/// What a `--sync` walk found and left for the next one.
public struct SyncReport: Sendable, Equatable {
    /// The record the walk started from; nil for the selection's first.
    public var previous: SyncRecord?
    /// The record it left (kept in the archive unless this was a dry run).
    public var next: SyncRecord
    /// The selection does not list what is new to it first, so every sync reads all of it.
    public var readsWhole: Bool
    /// Why `next` could not be kept, when it could not.
    public var notRecorded: String? = nil

    /// This walk settled every photo of the selection.
    public var completed: Bool { next.completedAt == next.walkedAt }
}
