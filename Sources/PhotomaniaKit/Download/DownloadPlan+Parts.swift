extension DownloadPlan {
    /// How far the source is listed, and which image of each photo is fetched.
    public struct Listing: Sendable {
        /// Nil when not said: as far as `PhotoSelection.pagesToDownload(limit:)` goes.
        public var pages: PageRange?
        /// Stop after this many photos.
        public var limit: Int?
        /// Keep photos marked NSFW (`--nsfw`).
        public var includeNSFW: Bool
        public var sizes: SizePreference
        /// `--filter`: only the listed photos it matches.
        public var filter: FilterExpression?
        /// Fetch photos whose owners do not allow downloads too (`--ignore-download-permission`).
        public var ignoresDownloadPermission: Bool
        /// `--sync`: walk as the archive's record of this selection says (`SyncPhase`), and record
        /// how far the walk got; the pages are then the sync's. Without an archive (a dry run where
        /// there is none yet) the selection reads as never walked.
        public var syncs: Bool

        public init(
            pages: PageRange? = nil, limit: Int? = nil, includeNSFW: Bool = false, sizes: SizePreference = .largest,
            filter: FilterExpression? = nil, ignoresDownloadPermission: Bool = false, syncs: Bool = false
        ) {
            self.syncs = syncs
            self.pages = pages
            self.limit = limit
            self.includeNSFW = includeNSFW
            self.sizes = sizes
            self.filter = filter
            self.ignoresDownloadPermission = ignoresDownloadPermission
        }
    }

    /// Where the files go, how they are named and checked, and what is recorded of them.
    public struct Files: Sendable {
        public var folder: DownloadFolder
        /// Each file's path inside `folder` (`--dir`, `--filename`, `--restrict-filenames`);
        /// `<id>.<suggestedName>` by default.
        public var naming: NameTemplate
        /// Where downloads are recorded; nil keeps no record.
        public var archive: DownloadArchive?
        /// Download again even when the archive says the file is there.
        public var force: Bool
        /// Without an archive: skip a photo whose final name already holds a complete file (the
        /// response's size, when it gives one), instead of replacing it.
        public var skipPresentFiles: Bool
        /// Also decode every finished JPEG before naming it; without it, the length and the
        /// FF D8 / FF D9 markers are checked.
        public var verifyDecoding: Bool
        /// `--mtime`: the date each file is given as its modification time.
        public var fileTime: FileTimeSource
        /// `--embed-metadata`: the photo's metadata written into each JPEG before it is hashed and
        /// named; nil writes the server's bytes as they came.
        public var embedding: MetadataEmbedding?
        /// Whether a file reaches the disk before it gets its final name, so that a power cut
        /// never leaves a cut-short file under it; false (`--no-sync`) promises that only
        /// against a crash of photomania itself, as curl and wget do.
        public var durable = true

        public init(
            folder: DownloadFolder, naming: NameTemplate = .defaultFileName, archive: DownloadArchive? = nil, force: Bool = false,
            skipPresentFiles: Bool = false, verifyDecoding: Bool = false, fileTime: FileTimeSource = .uploaded, embedding: MetadataEmbedding? = nil
        ) {
            self.embedding = embedding
            self.fileTime = fileTime
            self.folder = folder
            self.naming = naming
            self.archive = archive
            self.force = force
            self.skipPresentFiles = skipPresentFiles
            self.verifyDecoding = verifyDecoding
        }
    }

    /// How the files are fetched.
    public struct Transfers: Sendable {
        /// Transfers at once.
        public var jobs: Int
        /// Seconds between photo starts across the run, a new value drawn from the range before
        /// each photo after the first (`--sleep`); nil starts each photo as soon as a transfer is free.
        public var startInterval: ClosedRange<Double>?
        /// Retries of one photo after its first try.
        public var retryPolicy: RetryPolicy

        public init(jobs: Int = 6, startInterval: ClosedRange<Double>? = nil, retryPolicy: RetryPolicy = RetryPolicy(maxRetries: 3, maxDelay: 120)) {
            self.jobs = jobs
            self.startInterval = startInterval
            self.retryPolicy = retryPolicy
        }
    }

    /// What the job does with each photo listed.
    public enum Mode: Sendable {
        /// Fetch it (`DownloadEngine`), then run the post-processors on its file once it is final,
        /// in this order (`--write-metadata`).
        case download(postProcessors: [any PostProcessor] = [])
        /// Name the file a real run would write, fetch and write nothing (`--dry-run`,
        /// `DownloadSimulation`).
        case dryRun

        var postProcessors: [any PostProcessor] {
            if case .download(let postProcessors) = self { postProcessors } else { [] }
        }
    }
}
