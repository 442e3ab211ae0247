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
            .value("pages", "A-B", help: "Walk pages A to B (100 photos a page)"),
            .flag("all", help: "Walk every page"),
            .value("limit", "N", help: "Stop after N photos"),
            SharedOptions.sortOption(help: "Sort a stream, search or gallery by _score (searches) or " + SharedOptions.streamSorts, search: true),
        ] + SharedOptions.sortDirectionOptions() + [
            SharedOptions.sizeOption(help: SharedOptions.sizeHelp + " (default: the largest offered)"),
            .value("output", "DIR", short: "o", help: "Directory for the files (default: the config's download_dir, else the current one)"),
            .value("filename", "FORMAT", help: NameTemplateOptions.fileNameHelp),
            .value("dir", "FORMAT", help: NameTemplateOptions.directoryHelp),
            .flag("restrict-filenames", help: NameTemplateOptions.restrictHelp),
            .value("jobs", "N", short: "j", help: "Transfers at once (default 6)"),
            .value("sleep", "SECONDS", help: "Start photos at least SECONDS apart, or a random A-B seconds apart, e.g. 1-3"),
            .value("archive", "FILE", help: "Archive of downloaded photos (default DIR/.photomania-archive.sqlite3)"),
            .flag("no-archive", help: "Keep no archive"),
            .value("retries", "N", help: "Retries of a failed photo (default 3)"),
            .flag("force", help: "Download again even when archived, or (with --no-archive) already in DIR"),
            .flag("verify", help: "Also decode each JPEG before naming it (slower: catches damage inside the image data)"),
            .flag("dry-run", help: "List what would be fetched and the file names"),
            .flag("nsfw", help: "Include photos marked NSFW"),
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

    /// How to download, made into the plan when the run starts, once `source` is resolved.
    let options: DownloadPlanOptions
    let source: PhotoSource
    /// A gallery to download instead of `source`, once its user's id is known, in this order.
    let gallery: GalleryTarget?
    let galleryOrder: GalleryItemsQuery
    let json: Bool
    /// `--print0`: the saved paths ended by NULs rather than newlines.
    let print0: Bool
    /// The folder as given (relative if it was), for the saved paths printed on stdout.
    let givenFolder: String

    init(_ parsed: ParsedCommandLine, settings: Settings) throws(UsageError) {
        let listing = try DownloadPlanOptions.listing(parsed, settings: settings)
        let output = try parsed.folder("output")
        let (listed, gallery) = try Self.source(parsed)
        source = try Self.ordered(listed, parsed)
        self.gallery = gallery
        galleryOrder = gallery == nil ? GalleryItemsQuery() : GalleryItemsQuery(sort: try SharedOptions.streamSort(parsed), sortDirection: SharedOptions.direction(parsed))
        options = try DownloadPlanOptions(parsed, settings: settings, listing: listing, output: output)
        json = parsed.flag("json")
        print0 = parsed.flag("print0")
        givenFolder = output ?? settings.downloadDirectory ?? "."
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
        let api = try context.api()
        var source = self.source
        if let gallery { source = try await gallery.source(api, galleryOrder) }
        if let user = source.namedUser { _ = try await lookUpUser(user, api) }
        source = try context.withSignedInUser(source) { _ in context.likedPageNeedsSignIn }
        let plan: DownloadPlan
        do {
            plan = try options.plan(for: source)
        } catch .folder(let error) {
            throw CommandFailure(message: error.description, hint: "pick another with -o DIR")
        } catch .archive(let error) {
            throw error
        }
        if let archive = plan.files.archive { _ = context.opened(archive) }
        let job = plan.job(api: api)
        let display = ProgressDisplay(
            output: json ? context.console.standardOutput : context.console.standardError,
            mode: displayMode(context),
            width: { [console = context.console] in console.standardError.columns ?? 80 }
        )
        let observers = DownloadObservers(
            display: display,
            paths: SavedPaths.wanted(standardOutput: context.console.standardOutput, json: json, dryRun: plan.isDryRun, print0: print0)
                ? SavedPaths(output: context.console.standardOutput, folder: givenFolder, nulTerminated: print0) : nil
        )
        let started = Date()
        let signals = InterruptSignals(onResize: display.resized, onSecondInterrupt: display.abandon)
        defer { signals.restore() }
        let finished = await signals.cancelling { await job.run(observer: observers) }
        // A finished run leaves one archive file: its log folded in, no -wal or -shm beside.
        plan.files.archive?.close()
        var outcome = finished ?? DownloadOutcome()
        if let stop = outcome.listingStop { context.notice(stop.description) }
        outcome.interrupted = outcome.interrupted || finished == nil
        // A dry run's planned photos are skips to the engine, not to the user.
        let planned = plan.isDryRun ? outcome.planned.count : nil
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
