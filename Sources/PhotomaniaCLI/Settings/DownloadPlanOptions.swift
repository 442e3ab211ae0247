import PhotomaniaKit

/// Everything a download is asked to do but which photos: read once from `download`'s options
/// and the config (`DownloadPlanOptions+Arguments`), or set by `d` in the browser. `plan(for:from:)`
/// is the one place a `DownloadPlan` is made.
struct DownloadPlanOptions: Sendable {
    /// Where downloads are recorded.
    enum Archive: Sendable, Equatable {
        /// `--no-archive`: no record, and a complete file already under its name is skipped.
        case none
        /// `--archive FILE`, or the folder's own when nil: a run that cannot open it stops.
        case required(file: String?)
        /// The folder's own when it opens, else none (`d` in the browser).
        case ifItOpens

        /// `--archive FILE`: nil for the folder's own.
        var file: String? {
            if case .required(let file) = self { file } else { nil }
        }
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
    var durable = true
    /// `--mtime`: the date each file is given as its modification time.
    var fileTime = FileTimeSource.uploaded
    /// `--jobs` (or the config's `jobs`), `--sleep`, `--retries`.
    var transfers = DownloadPlan.Transfers(jobs: Settings.defaultJobs)
    var dryRun = false
    /// `--write-metadata`: a sidecar beside each image.
    var writeMetadata = false
    /// `--embed-metadata`: XMP inside each JPEG.
    var embedMetadata = false

    init(folder: DownloadFolder, naming: NameTemplate) {
        self.folder = folder
        self.naming = naming
    }

    /// The plan for `source` of `service` (or the demo's face of it), ready to run: its folder
    /// opened byte for byte and made, its archive open (for those photos) — neither for a dry
    /// run, which writes nothing (a sync's reads an archive already there, to tell what is new).
    func plan(for source: PhotoSelection, from service: ServiceName) throws(Failure) -> DownloadPlan {
        var files = DownloadPlan.Files(
            folder: exactFolder.map { DownloadFolder(ByteExactPath.folder($0, creating: !dryRun)) } ?? folder, naming: naming, force: force,
            skipPresentFiles: archive == .none, verifyDecoding: verifyDecoding, fileTime: fileTime
        )
        files.durable = durable
        guard !dryRun else {
            if listing.syncs, archive != .none {
                files.archive = try? files.folder.openArchive(at: archive.file, service: service, createIfMissing: false)
            }
            return DownloadPlan(source: source, listing: listing, files: files, transfers: transfers, mode: .dryRun)
        }
        files.embedding = embedMetadata ? MetadataEmbedding(plainText: PlainText.fromHTML) : nil
        do {
            try files.folder.create()
        } catch {
            throw .folder(error)
        }
        switch archive {
        case .none: break
        case .required(let file):
            do { files.archive = try files.folder.openArchive(at: file, service: service) } catch { throw .archive(error) }
        case .ifItOpens:
            files.archive = try? files.folder.openArchive(service: service)
        }
        var transfers = transfers
        if let cap = ServiceRegistry.current.entry(named: service)?.access.maxDownloadJobs { transfers.jobs = min(transfers.jobs, cap) }
        return DownloadPlan(source: source, listing: listing, files: files, transfers: transfers, mode: .download(postProcessors: postProcessors(for: source)))
    }

    /// The plans for `sources`, walked in turn as one run: the first made as `plan(for:from:)`
    /// makes it, the others the same with their own source (one folder, one archive).
    func plans(for sources: [PhotoSelection], from service: ServiceName) throws(Failure) -> [DownloadPlan] {
        guard let first = sources.first else { return [] }
        let plan = try plan(for: first, from: service)
        return [plan] + sources.dropFirst().map { source in
            var next = plan
            next.source = source
            if !plan.isDryRun { next.mode = .download(postProcessors: postProcessors(for: source)) }
            return next
        }
    }

    /// `--write-metadata`'s sidecar, naming `source`.
    private func postProcessors(for source: PhotoSelection) -> [any PostProcessor] {
        writeMetadata ? [MetadataSidecar(source: MetadataSidecarSource.label(of: source)) { record in try JSONOutput.string(record) }] : []
    }
}
