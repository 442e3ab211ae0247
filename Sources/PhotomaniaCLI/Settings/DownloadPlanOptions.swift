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

    /// `--pages`/`--all`, `--limit`, `--nsfw`, `--size` (or the config's `size`).
    var listing = DownloadPlan.Listing()
    /// `-o DIR`, else the config's `download_dir`, else the current folder.
    var folder: DownloadFolder
    /// `-o DIR` byte for byte, opened when the run starts (`ByteExactPath`).
    var exactFolder: String?
    /// `--dir`/`--filename`/`--restrict-filenames` (or the config's `dir`/`filename`).
    var naming: NameTemplate
    var archive = Archive.required(file: nil)
    var force = false
    var verifyDecoding = false
    /// `--jobs` (or the config's `jobs`), `--sleep`, `--retries`.
    var transfers = DownloadPlan.Transfers(jobs: Settings.defaultJobs)
    var dryRun = false
    /// `--write-metadata`: a sidecar beside each image.
    var writeMetadata = false

    init(folder: DownloadFolder, naming: NameTemplate) {
        self.folder = folder
        self.naming = naming
    }

    /// `--pages`/`--all`, `--limit`, `--size` (or the config's `size`) and `--nsfw`: read first,
    /// as `download` reads them before which photos.
    static func listing(_ parsed: ParsedCommandLine, settings: Settings) throws(UsageError) -> DownloadPlan.Listing {
        let limit = try parsed.int("limit", range: 1...)
        let pages = parsed.flag("all") ? PageRange(first: 1, last: nil)
            : try parsed.pageRange("pages") ?? PageRange(first: 1, last: limit == nil ? 1 : nil)
        let size = try parsed.value("size", as: ImageSize.init(argument:), expected: SharedOptions.expectedSize) ?? settings.downloadSize
        return DownloadPlan.Listing(pages: pages, limit: limit, includeNSFW: parsed.flag("nsfw"), sizes: size.map(SizePreference.exactly) ?? .largest)
    }

    /// The rest of `download`'s options, with the config's defaults: `output` is `-o DIR` as
    /// `ParsedCommandLine.folder` reads it.
    init(_ parsed: ParsedCommandLine, settings: Settings, listing: DownloadPlan.Listing, output: String?) throws(UsageError) {
        self.listing = listing
        folder = settings.downloadFolder(output)
        exactFolder = parsed.pathValue("output")
        transfers = DownloadPlan.Transfers(
            jobs: try parsed.int("jobs", range: ConfigFile.jobsRange) ?? settings.jobs ?? Settings.defaultJobs,
            retryPolicy: RetryPolicy(maxRetries: try parsed.int("retries", range: 0...20) ?? 3, maxDelay: 120)
        )
        transfers.startInterval = try parsed.value("sleep", as: SecondsRange.parse, expected: "seconds such as 0.5, or a range such as 1-3")
        force = parsed.flag("force")
        dryRun = parsed.flag("dry-run")
        verifyDecoding = parsed.flag("verify")
        archive = parsed.flag("no-archive") ? .none : .required(file: parsed.value("archive"))
        naming = try NameTemplateOptions.template(parsed, settings: settings).restrictingNames(parsed.flag("restrict-filenames"))
        writeMetadata = parsed.flag("write-metadata")
    }

    /// The plan for `source`, ready to run: its folder opened byte for byte and made, its archive
    /// open — neither for a dry run, which writes nothing.
    func plan(for source: PhotoSource) throws(Failure) -> DownloadPlan {
        var files = DownloadPlan.Files(
            folder: exactFolder.map { DownloadFolder(ByteExactPath.folder($0, creating: !dryRun)) } ?? folder, naming: naming, force: force,
            skipPresentFiles: archive == .none, verifyDecoding: verifyDecoding
        )
        guard !dryRun else { return DownloadPlan(source: source, listing: listing, files: files, transfers: transfers, mode: .dryRun) }
        do {
            try files.folder.create()
        } catch {
            throw .folder(error)
        }
        switch archive {
        case .none: break
        case .required(let file):
            do { files.archive = try files.folder.openArchive(at: file) } catch { throw .archive(error) }
        case .ifItOpens:
            files.archive = try? files.folder.openArchive()
        }
        let sidecars = writeMetadata ? [MetadataSidecar(source: MetadataSidecarSource.label(of: source)) { record in try JSONOutput.string(record) }] : []
        return DownloadPlan(source: source, listing: listing, files: files, transfers: transfers, mode: .download(postProcessors: sidecars))
    }
}
