import PhotomaniaKit

/// `download`'s options and the config's defaults, as `DownloadPlanOptions`.
extension DownloadPlanOptions {
    /// `--pages`/`--all`, `--limit`, `--size` (or the config's `size`) and `--nsfw`: read first,
    /// as `download` reads them before which photos.
    static func listing(_ parsed: ParsedCommandLine, settings: Settings) throws(UsageError) -> DownloadPlan.Listing {
        let limit = try parsed.int("limit", range: 1...)
        let pages = try PagingOptions.range(parsed, otherwise: PageRange(first: 1, last: limit == nil ? 1 : nil))
        let size = try parsed[SharedOptions.size] ?? settings.downloadSize
        return DownloadPlan.Listing(pages: pages, limit: limit, includeNSFW: parsed[SharedOptions.nsfw], sizes: size.map(SizePreference.exactly) ?? .largest)
    }

    /// The rest of `download`'s options, with the config's defaults: `output` is `-o DIR`.
    init(_ parsed: ParsedCommandLine, settings: Settings, listing: DownloadPlan.Listing, output: PathArgument?) throws(UsageError) {
        self.listing = listing
        folder = settings.downloadFolder(output?.text)
        exactFolder = output?.exact
        transfers = DownloadPlan.Transfers(
            jobs: try parsed.int("jobs", range: ConfigFile.jobsRange) ?? settings.jobs ?? Settings.defaultJobs,
            retryPolicy: RetryPolicy(maxRetries: try parsed.int("retries", range: 0...20) ?? 3, maxDelay: 120)
        )
        transfers.startInterval = try parsed.value("sleep", as: SecondsRange.parse, expected: "seconds such as 0.5, or a range such as 1-3")
        force = parsed.flag("force")
        dryRun = parsed.flag("dry-run")
        verifyDecoding = parsed.flag("verify")
        archive = parsed.flag("no-archive") ? .none : .required(file: parsed.value("archive"))
        naming = try NameTemplateOptions.template(parsed, settings: settings).restrictingNames(parsed[NameTemplateOptions.restrictFileNames])
        writeMetadata = parsed.flag("write-metadata")
    }
}
