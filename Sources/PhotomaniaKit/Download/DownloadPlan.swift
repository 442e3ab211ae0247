/// Everything a download run is asked to do, decided before it starts.
public struct DownloadPlan: Sendable {
    /// Which photos.
    public var source: PhotoSelection
    public var pages: PageRange
    /// Stop after this many photos.
    public var limit: Int?
    public var includeNSFW: Bool
    public var sizes: SizePreference
    public var folder: DownloadFolder
    /// Where downloads are recorded; nil keeps no record.
    public var archive: DownloadArchive?
    /// Transfers at once.
    public var jobs: Int
    /// Seconds between photo starts across the run, a new value drawn from the range before each
    /// photo after the first (`--sleep`); nil starts each photo as soon as a transfer is free.
    public var startInterval: ClosedRange<Double>?
    /// Retries of one photo after its first try.
    public var retryPolicy: RetryPolicy
    /// Download again even when the archive says the file is there.
    public var force: Bool
    /// Without an archive: skip a photo whose final name already holds a complete file (the
    /// response's size, when it gives one), instead of replacing it.
    public var skipPresentFiles: Bool
    /// Name what would be fetched, fetch nothing.
    public var dryRun: Bool
    /// Also decode every finished JPEG before naming it; without it, the length and the
    /// FF D8 / FF D9 markers are checked.
    public var verifyDecoding: Bool
    /// Each file's path inside `folder` (`--dir` and `--filename`); `<id>.<suggestedName>` by default.
    public var naming: NameTemplate = .defaultFileName

    /// Listing pages are read at the API's largest page size.
    public static let perPage = 100

    public init(
        source: PhotoSelection, pages: PageRange = PageRange(first: 1, last: 1), limit: Int? = nil, includeNSFW: Bool = false,
        sizes: SizePreference = .largest, folder: DownloadFolder, archive: DownloadArchive? = nil, jobs: Int = 6,
        retryPolicy: RetryPolicy = RetryPolicy(maxRetries: 3, maxDelay: 120), force: Bool = false, dryRun: Bool = false,
        verifyDecoding: Bool = false, startInterval: ClosedRange<Double>? = nil, skipPresentFiles: Bool = false
    ) {
        self.skipPresentFiles = skipPresentFiles
        self.source = source
        self.pages = pages
        self.limit = limit
        self.includeNSFW = includeNSFW
        self.sizes = sizes
        self.folder = folder
        self.archive = archive
        self.jobs = jobs
        self.retryPolicy = retryPolicy
        self.force = force
        self.dryRun = dryRun
        self.verifyDecoding = verifyDecoding
        self.startInterval = startInterval
    }

    var walkOptions: WalkOptions {
        WalkOptions(pages: pages, limit: limit, perPage: Self.perPage, imageSizes: sizes.sizesToRequest, requiresImage: true, includeNSFW: includeNSFW)
    }
}

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
    public var skipped = 0
    public var failedIDs: [Int] = []
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
    public var planned: [PlannedFile] = []

    public init() {}
}
