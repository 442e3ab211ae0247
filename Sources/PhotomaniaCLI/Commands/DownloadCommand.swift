import Foundation
import PhotomaniaKit

/// `photomania download`: photos by id or by stream into `<id>.<name>` files, with progress,
/// resume, polite retries and the archive.
struct DownloadCommand: Command {
    static let spec = CommandSpec(
        "download",
        summary: "Download photos into <id>.<name> files, resumably, with progress",
        options: [
            SharedOptions.featureOption(help: "Download a stream: " + SharedOptions.features),
            .value("search", "TERM", help: "Download a search's results"),
            .value("user", "NAME", short: "u", help: "Download a user's photos"),
            .value("gallery", "USER/GALLERY", help: "Download a gallery, in its order (GALLERY: id or slug)"),
            .value("liked", "USER", help: "Download the photos USER liked (the API shows them to USER only)"),
            PagingOptions.pages.withHelp("Walk pages A to B (100 photos a page)").spec, PagingOptions.all.spec,
            .value("limit", "N", help: "Stop after N photos"),
            SharedOptions.sortOption(help: "Sort a stream, search or gallery by _score (searches) or " + SharedOptions.streamSorts, search: true),
        ] + SharedOptions.sortDirectionOptions() + [
            SharedOptions.sizeOption(help: SharedOptions.sizeHelp + " (default: the largest offered)"),
            SharedOptions.output.spec,
            NameTemplateOptions.fileName.spec, NameTemplateOptions.directory.spec, NameTemplateOptions.restrictFileNames.spec,
            .value("jobs", "N", short: "j", help: "Transfers at once (default 6)"),
            .value("sleep", "SECONDS", help: "Start photos at least SECONDS apart, or a random A-B seconds apart, e.g. 1-3"),
            .value("archive", "FILE", help: "Archive of downloaded photos (default DIR/.photomania-archive.sqlite3)"),
            .flag("no-archive", help: "Keep no archive"),
            .value("retries", "N", help: "Retries of a failed photo (default 3)"),
            .flag("force", help: "Download again even when archived, or (with --no-archive) already in DIR"),
            .flag("verify", help: "Also decode each JPEG before naming it (slower: catches damage inside the image data)"),
            .flag("dry-run", help: "List what would be fetched and the file names"),
            SharedOptions.nsfw.withHelp("Include photos marked NSFW").spec,
            .flag("json", help: "Print JSON Lines events on stdout"),
            .flag("print0", help: "List the saved files' paths on stdout each ended by a NUL, for xargs -0 (also on a terminal)"),
            .flag("write-metadata", help: "Also write <file>.json beside each image: the photo's JSON and the download's facts"),
        ],
        positionals: [.variadic("ID", minimum: 0, help: "Photo ids or page URLs (photo, profile, gallery or liked)")],
        exclusive: [["pages", "all"], ["archive", "no-archive"], ["feature", "search"], ["asc", "desc"]],
        discussion: "Files are written as <id>.<name>.part and renamed when complete. Run the same command again to resume. With --no-archive, a complete file already under its final name is skipped; --force replaces it.",
        examples: [
            "photomania download 1006721 1000344", "photomania download --feature popular --limit 50 -o photos",
            "photomania download --user jose_alvarez --all --size 1080", "photomania download https://500px.com/p/jose_alvarez/galleries/lisbon-2022 -o lisbon",
        ],
        aliases: ["simulate": "dry-run", "skip-download": "dry-run", "directory": "output", "destination": "output"]
    )

    /// The plan, but for the archive, which is opened when the run starts.
    let plan: DownloadPlan
    /// A gallery to download instead of `plan.source`, once its user's id is known, in this order.
    let gallery: GalleryTarget?
    let galleryOrder: GalleryItemsQuery
    let useArchive: Bool
    let archiveFile: String?
    let json: Bool
    /// `--dir`/`--filename` (or the config's `dir`/`filename`): each file's path inside the folder.
    let naming: NameTemplate
    let writeMetadata: Bool
    /// `--print0`: the saved paths ended by NULs rather than newlines.
    let print0: Bool
    /// The folder as given (relative if it was), for the saved paths printed on stdout.
    let givenFolder: String
    /// `-o DIR` byte for byte, opened when the run starts (`ByteExactPath`).
    let exactFolder: String?

    init(_ parsed: ParsedCommandLine, settings: Settings) throws(UsageError) {
        let limit = try parsed.int("limit", range: 1...)
        let pages = parsed[PagingOptions.all] ? PageRange(first: 1, last: nil)
            : try parsed[PagingOptions.pages] ?? PageRange(first: 1, last: limit == nil ? 1 : nil)
        let size = try parsed[SharedOptions.size] ?? settings.downloadSize
        let givenOutput = try parsed[SharedOptions.output]
        let output = givenOutput?.text
        let (listed, gallery) = try Self.source(parsed)
        let source = try Self.ordered(listed, parsed)
        self.gallery = gallery
        galleryOrder = gallery == nil ? GalleryItemsQuery() : GalleryItemsQuery(sort: try SharedOptions.streamSort(parsed), sortDirection: SharedOptions.direction(parsed))
        plan = DownloadPlan(
            source: source,
            pages: pages,
            limit: limit,
            includeNSFW: parsed[SharedOptions.nsfw],
            sizes: size.map(SizePreference.exactly) ?? .largest,
            folder: settings.downloadFolder(output),
            jobs: try parsed.int("jobs", range: ConfigFile.jobsRange) ?? settings.jobs ?? Settings.defaultJobs,
            retryPolicy: RetryPolicy(maxRetries: try parsed.int("retries", range: 0...20) ?? 3, maxDelay: 120),
            force: parsed.flag("force"),
            dryRun: parsed.flag("dry-run"),
            verifyDecoding: parsed.flag("verify"),
            startInterval: try parsed.value("sleep", as: SecondsRange.parse, expected: "seconds such as 0.5, or a range such as 1-3"),
            skipPresentFiles: parsed.flag("no-archive")
        )
        useArchive = !parsed.flag("no-archive") && !plan.dryRun
        archiveFile = parsed.value("archive")
        json = parsed.flag("json")
        naming = try NameTemplateOptions.template(parsed, settings: settings).restrictingNames(parsed[NameTemplateOptions.restrictFileNames])
        print0 = parsed.flag("print0")
        writeMetadata = parsed.flag("write-metadata")
        givenFolder = output ?? settings.downloadDirectory ?? "."
        exactFolder = givenOutput?.exact
    }

    /// What to download: photo ids and photo URLs, or exactly one of `--feature`, `--search`,
    /// `--user`, `--gallery`, `--liked` or a page URL of a profile, gallery or liked photos.
    private static func source(_ parsed: ParsedCommandLine) throws(UsageError) -> (PhotoSource, GalleryTarget?) {
        var ids: [Int] = []
        var pages: [PageURL] = []
        for text in parsed.values("ID") {
            if let page = try PageArguments.page(text, parsed) {
                if case .photo(let id) = page { ids.append(id) } else { pages.append(page) }
            } else {
                ids.append(try PageArguments.photoID(text, parsed))
            }
        }
        let feature = try parsed.value("feature", as: Feature.init(argument:), expected: SharedOptions.expectedFeature)
        let search = parsed.value("search")
        var user = try parsed.value("user").map { text throws(UsageError) in try PageArguments.user(text, parsed) }
        var liked = try parsed.value("liked").map { text throws(UsageError) in try PageArguments.user(text, parsed) }
        var gallery = try parsed.value("gallery").map { text throws(UsageError) in try GalleryTarget(user: text, gallery: nil, parsed) }
        var likedBySignedInUser = false
        for page in pages {
            switch page {
            case .user(let name): user = user ?? .username(name)
            case .liked(let name): liked = liked ?? .username(name)
            case .signedInUserLiked: likedBySignedInUser = true
            case .gallery(let name, let slug): gallery = gallery ?? GalleryTarget(user: .username(name), gallery: .slug(slug))
            case .photo: break
            }
        }
        let chosen = [!ids.isEmpty, feature != nil, search != nil, user != nil && feature == nil, liked != nil || likedBySignedInUser, gallery != nil]
        guard chosen.filter({ $0 }).count == 1, pages.count <= 1 else {
            throw parsed.usageError(
                chosen.contains(true) ? "give photo ids or one of --feature, --search, --user, --gallery, --liked" : "say what to download: photo ids, a page URL, --feature, --search, --user, --gallery or --liked",
                hint: "e.g. 'photomania download 1006721' or 'photomania download --feature popular --limit 50'"
            )
        }
        if !ids.isEmpty { return (.ids(ids), nil) }
        if let search { return (.search(SearchQuery(term: .term(search))), nil) }
        if let liked { return (.photos(likedBy: liked), nil) }
        // The signed-in user's, filled in when the run starts.
        if likedBySignedInUser { return (.stream(PhotoStreamQuery(feature: .userLiked)), nil) }
        if let gallery { return (.ids([]), gallery) }
        let chosenFeature = feature ?? .user
        if chosenFeature.needsUser, user == nil { throw parsed.usageError("'--feature \(chosenFeature.rawValue)' needs '--user NAME'") }
        return (.stream(PhotoStreamQuery(feature: chosenFeature, user: user)), nil)
    }

    /// `--sort`, `--asc` and `--desc` for a stream or a search; photos by id keep their order.
    private static func ordered(_ source: PhotoSource, _ parsed: ParsedCommandLine) throws(UsageError) -> PhotoSource {
        let direction = SharedOptions.direction(parsed)
        switch source {
        case .stream(var query):
            query.sort = try SharedOptions.streamSort(parsed) ?? query.sort
            query.sortDirection = direction ?? query.sortDirection
            return .stream(query)
        case .search(var query):
            query.sort = try SharedOptions.streamSort(parsed, search: true)
            query.sortDirection = direction
            return .search(query)
        case .ids(let ids) where !ids.isEmpty:
            guard parsed.value("sort") == nil, direction == nil else {
                throw parsed.usageError("'--sort', '--asc' and '--desc' order a stream, a search or a gallery", hint: "photos given by id are fetched in the order given")
            }
            return source
        case .ids, .gallery:
            return source
        }
    }

    func run(_ context: CommandContext) async throws -> ExitCode {
        var plan = self.plan
        plan.naming = naming
        let api = try context.api()
        if let gallery { plan.source = try await gallery.source(api, galleryOrder) }
        if let user = plan.source.namedUser { _ = try await lookUpUser(user, api) }
        plan.source = try context.withSignedInUser(plan.source) { _ in context.likedPageNeedsSignIn }
        if let exactFolder { plan.folder = DownloadFolder(ByteExactPath.folder(exactFolder, creating: !plan.dryRun)) }
        do {
            if !plan.dryRun { try plan.folder.create() }
        } catch {
            throw CommandFailure(message: error.description, hint: "pick another with -o DIR")
        }
        if useArchive { plan.archive = context.opened(try plan.folder.openArchive(at: archiveFile, service: APIClient.serviceName)) }
        let engine = DownloadEngine(api: api, plan: plan, keepsPhotos: writeMetadata && !plan.dryRun)
        let display = ProgressDisplay(
            output: json ? context.console.standardOutput : context.console.standardError,
            mode: displayMode(context),
            width: { [console = context.console] in console.standardError.columns ?? 80 }
        )
        let observers = DownloadObservers(
            display: display,
            sidecars: writeMetadata && !plan.dryRun ? MetadataSidecars(
                source: MetadataSidecars.source(of: plan.source), folder: plan.folder.path, archiveFolder: plan.archive?.directory,
                warn: { item, notice in display.handle(.notice(item, notice)) }
            ) : nil,
            paths: SavedPaths.wanted(standardOutput: context.console.standardOutput, json: json, dryRun: plan.dryRun, print0: print0)
                ? SavedPaths(output: context.console.standardOutput, folder: givenFolder, nulTerminated: print0) : nil
        )
        let started = Date()
        let signals = InterruptSignals(onResize: display.resized, onSecondInterrupt: display.abandon)
        defer { signals.restore() }
        let finished = await signals.cancelling { await engine.run(observer: observers) }
        await observers.drain()
        // A finished run leaves one archive file: its log folded in, no -wal or -shm beside.
        plan.archive?.close()
        var outcome = finished ?? DownloadOutcome()
        if let stop = outcome.listingStop { context.notice(stop.description) }
        outcome.interrupted = outcome.interrupted || finished == nil
        // A dry run's planned photos are skips to the engine, not to the user.
        let planned = plan.dryRun ? outcome.planned.count : nil
        await display.finish(summary: DownloadSummary(
            downloaded: outcome.downloaded, skipped: outcome.skipped - (planned ?? 0), failedIDs: outcome.failedIDs,
            bytes: outcome.bytes, elapsed: Date().timeIntervalSince(started), interrupted: outcome.interrupted,
            partial: outcome.partial, notStarted: finished == nil ? nil : outcome.notStarted, hiddenNSFW: outcome.hiddenNSFW,
            wouldDownload: planned
        ))
        // With --json the plan is in the events: stdout stays JSON Lines.
        for planned in outcome.planned where !json {
            context.console.print(Table.tsvRow([String(planned.item.photoID), (planned.isCertain ? "" : "~") + planned.fileName, planned.item.url]))
        }
        return exitCode(outcome, stoppedBy: signals.firstSignal, context: context)
    }

    private func exitCode(_ outcome: DownloadOutcome, stoppedBy signal: Int32?, context: CommandContext) -> ExitCode {
        if outcome.interrupted { return signal.map(ExitCode.init(stoppedBy:)) ?? .interrupted }
        let succeeded = outcome.downloaded + outcome.skipped > 0
        if let failure = outcome.listingFailure {
            let report = ErrorReport(failure, program: context.parsed.spec.program)
            _ = report.write(to: context.console.standardError)
            return succeeded ? .partial : report.exitCode
        }
        guard !outcome.failedIDs.isEmpty else { return .success }
        return succeeded ? .partial : .failure
    }

    private func displayMode(_ context: CommandContext) -> ProgressDisplay.Mode {
        if json { return .jsonLines }
        if context.settings.quiet { return .quiet }
        return context.console.standardError.isTerminal ? .terminal(colors: context.settings.colors) : .plain
    }
}
