import PhotomaniaKit

/// `download`'s options and the config's defaults, as `DownloadPlanOptions`.
extension DownloadPlanOptions {
    /// `--pages`/`--all`, `--limit`, `--size` (or the config's `size`), `--nsfw`, `--filter`,
    /// `--ignore-download-permission` and `--sync`: read first, as `download` reads them before which photos.
    static func listing(_ parsed: ParsedCommandLine, settings: Settings) throws(UsageError) -> DownloadPlan.Listing {
        let limit = try parsed[DownloadOptions.limit]
        let syncs = parsed[DownloadOptions.sync]
        let size = try parsed[SharedOptions.size] ?? settings.downloadSize
        return DownloadPlan.Listing(
            pages: try PagingOptions.givenRange(parsed), limit: limit, includeNSFW: parsed[SharedOptions.nsfw], sizes: size.map(SizePreference.exactly) ?? Self.largest(settings.provider),
            filter: try FilterOption.read(parsed), ignoresDownloadPermission: parsed[DownloadOptions.ignoreDownloadPermission], syncs: syncs
        )
    }

    /// What a download takes with no `--size`: the service's own choice (Flickr's is the largest
    /// the owner allows), else the largest size offered.
    static func largest(_ service: ServiceRegistry.Entry) -> SizePreference {
        service.access.defaultDownloadSize.map(SizePreference.exactly) ?? .largest
    }

    /// The rest of `download`'s options, with the config's defaults: `output` is `-o DIR`.
    init(_ parsed: ParsedCommandLine, settings: Settings, listing: DownloadPlan.Listing, output: PathArgument?) throws(UsageError) {
        self.listing = listing
        folder = settings.downloadFolder(output?.text)
        exactFolder = output?.exact
        transfers = DownloadPlan.Transfers(
            jobs: try parsed[DownloadOptions.jobs] ?? settings.jobs ?? Settings.defaultJobs,
            retryPolicy: RetryPolicy(maxRetries: try parsed[DownloadOptions.retries] ?? 3, maxDelay: 120)
        )
        transfers.startInterval = try parsed[DownloadOptions.sleep]
        force = parsed[DownloadOptions.force]
        dryRun = parsed[DownloadOptions.dryRun]
        verifyDecoding = parsed[DownloadOptions.verify]
        durable = !parsed[DownloadOptions.noSync]
        fileTime = try parsed[DownloadOptions.mtime] ?? .uploaded
        archive = parsed[DownloadOptions.noArchive] ? .none : .required(file: try parsed[DownloadOptions.archive])
        naming = try NameTemplateOptions.template(parsed, settings: settings).restrictingNames(parsed[NameTemplateOptions.restrictFileNames])
        writeMetadata = parsed[DownloadOptions.writeMetadata]
        embedMetadata = parsed[DownloadOptions.embedMetadata]
    }
}
