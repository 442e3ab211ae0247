import PhotomaniaKit

/// Everything a download is asked to do but which photos: read once from `download`'s options
/// and the config, or set by `d` in the browser. `plan(for:)` is the one place a `DownloadPlan`
/// is made.
struct DownloadPlanOptions: Sendable {
    /// Where downloads are recorded.
    enum Archive: Sendable, Equatable {
        /// `--no-archive`: no record, and a complete file already under its name is skipped.
        case none
        /// `--archive FILE`, or the folder's own when nil: a run that cannot open it stops.
        case required(file: String?)
        /// The folder's own when it opens, else none (`d` in the browser).
        case ifItOpens
    }

    /// Why a plan could not be made ready.
    enum Failure: Error, CustomStringConvertible {
        case folder(DownloadFolder.CreationError)
        case archive(ArchiveError)

        var description: String {
            switch self {
            case .folder(let error): error.description
            case .archive(let error): error.description
            }
        }
    }

    var pages = PageRange(first: 1, last: 1)
    var limit: Int?
    var includeNSFW = false
    var sizes = SizePreference.largest
    /// `-o DIR`, else the config's `download_dir`, else the current folder.
    var folder: DownloadFolder
    /// `-o DIR` byte for byte, opened when the run starts (`ByteExactPath`).
    var exactFolder: String?
    /// `--dir`/`--filename`/`--restrict-filenames` (or the config's `dir`/`filename`).
    var naming: NameTemplate
    var archive = Archive.required(file: nil)
    var force = false
    var verifyDecoding = false
    var jobs = Settings.defaultJobs
    var retries = 3
    var startInterval: ClosedRange<Double>?
    var dryRun = false
    /// `--write-metadata`: a sidecar beside each image.
    var writeMetadata = false

    init(folder: DownloadFolder, naming: NameTemplate) {
        self.folder = folder
        self.naming = naming
    }

    /// `download`'s options, with the config's defaults.
    init(_ parsed: ParsedCommandLine, settings: Settings) throws(UsageError) {
        limit = try parsed.int("limit", range: 1...)
        pages = parsed.flag("all") ? PageRange(first: 1, last: nil)
            : try parsed.pageRange("pages") ?? PageRange(first: 1, last: limit == nil ? 1 : nil)
        let size = try parsed.value("size", as: ImageSize.init(argument:), expected: SharedOptions.expectedSize) ?? settings.downloadSize
        sizes = size.map(SizePreference.exactly) ?? .largest
        folder = settings.downloadFolder(try parsed.folder("output"))
        exactFolder = parsed.pathValue("output")
        includeNSFW = parsed.flag("nsfw")
        jobs = try parsed.int("jobs", range: ConfigFile.jobsRange) ?? settings.jobs ?? Settings.defaultJobs
        retries = try parsed.int("retries", range: 0...20) ?? 3
        force = parsed.flag("force")
        dryRun = parsed.flag("dry-run")
        verifyDecoding = parsed.flag("verify")
        startInterval = try parsed.value("sleep", as: SecondsRange.parse, expected: "seconds such as 0.5, or a range such as 1-3")
        archive = parsed.flag("no-archive") ? .none : .required(file: parsed.value("archive"))
        naming = try NameTemplateOptions.template(parsed, settings: settings).restrictingNames(parsed.flag("restrict-filenames"))
        writeMetadata = parsed.flag("write-metadata")
    }

    /// The plan for `source`, ready to run: its folder opened byte for byte and made, its archive
    /// open — neither for a dry run, which writes nothing.
    func plan(for source: PhotoSource) throws(Failure) -> DownloadPlan {
        var plan = DownloadPlan(source: source, folder: exactFolder.map { DownloadFolder(ByteExactPath.folder($0, creating: !dryRun)) } ?? folder)
        plan.pages = pages
        plan.limit = limit
        plan.includeNSFW = includeNSFW
        plan.sizes = sizes
        plan.naming = naming
        plan.force = force
        plan.skipPresentFiles = archive == .none
        plan.verifyDecoding = verifyDecoding
        plan.jobs = jobs
        plan.retryPolicy = RetryPolicy(maxRetries: retries, maxDelay: 120)
        plan.startInterval = startInterval
        plan.dryRun = dryRun
        guard !dryRun else { return plan }
        if writeMetadata {
            plan.postProcessors.append(MetadataSidecar(source: MetadataSidecarSource.label(of: source)) { record in try JSONOutput.string(record) })
        }
        do {
            try plan.folder.create()
        } catch {
            throw .folder(error)
        }
        switch archive {
        case .none: break
        case .required(let file):
            do { plan.archive = try plan.folder.openArchive(at: file) } catch { throw .archive(error) }
        case .ifItOpens:
            plan.archive = try? plan.folder.openArchive()
        }
        return plan
    }
}
