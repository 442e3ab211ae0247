/// Everything a download run is asked to do, decided before it starts: which photos, where their
/// files go and how they are named, how they are fetched, what is recorded and what runs on each
/// file once it is final. Made with which photos and where; the rest has defaults, set as needed.
/// `job(api:clock:)` makes the job that carries it out: a `DownloadEngine`, or for a dry run a
/// `DownloadSimulation`.
public struct DownloadPlan: Sendable {
    public var source: PhotoSource
    public var pages = PageRange(first: 1, last: 1)
    /// Stop after this many photos.
    public var limit: Int?
    public var includeNSFW = false
    public var sizes = SizePreference.largest

    public var folder: DownloadFolder
    /// Each file's path inside `folder` (`--dir`, `--filename`, `--restrict-filenames`);
    /// `<id>.<suggestedName>` by default.
    public var naming = NameTemplate.defaultFileName
    /// Where downloads are recorded; nil keeps no record.
    public var archive: DownloadArchive?
    /// Download again even when the archive says the file is there.
    public var force = false
    /// Without an archive: skip a photo whose final name already holds a complete file (the
    /// response's size, when it gives one), instead of replacing it.
    public var skipPresentFiles = false
    /// Also decode every finished JPEG before naming it; without it, the length and the
    /// FF D8 / FF D9 markers are checked.
    public var verifyDecoding = false

    /// Transfers at once.
    public var jobs = 6
    /// Seconds between photo starts across the run, a new value drawn from the range before each
    /// photo after the first (`--sleep`); nil starts each photo as soon as a transfer is free.
    public var startInterval: ClosedRange<Double>?
    /// Retries of one photo after its first try.
    public var retryPolicy = RetryPolicy(maxRetries: 3, maxDelay: 120)

    /// Name what would be fetched, fetch nothing (`DownloadSimulation`).
    public var dryRun = false
    /// Run on each file once it has its final name, in this order (`--write-metadata`).
    public var postProcessors: [any PostProcessor] = []

    /// Listing pages are read at the API's largest page size.
    public static let perPage = 100

    public init(source: PhotoSource, folder: DownloadFolder) {
        self.source = source
        self.folder = folder
    }

    var walkOptions: WalkOptions {
        WalkOptions(pages: pages, limit: limit, perPage: Self.perPage, imageSizes: sizes.sizesToRequest, requiresImage: true, includeNSFW: includeNSFW)
    }

    /// Names `item`'s file with the plan's template.
    func namer(for item: DownloadItem) -> FileNamer {
        let labels = source.namingLabels
        return FileNamer(
            template: naming, photoID: item.photoID, sizeID: item.size.rawValue, facts: item.facts ?? PhotoFacts(),
            feature: labels.feature, gallery: labels.gallery
        )
    }

    /// The run's claims on names; nil for `{id}.{name}`: every such name starts with its own photo's id.
    func nameClaims() -> NameClaims? {
        naming == .defaultFileName ? nil : NameClaims()
    }
}
