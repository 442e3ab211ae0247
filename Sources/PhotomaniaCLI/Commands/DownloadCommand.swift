import Foundation
import PhotomaniaKit

/// `photomania download`: photos by id or by stream into `<id>.<name>` files, with progress,
/// resume, polite retries and the archive.
struct DownloadCommand: Command {
    static let savesFiles = true
    static var spec: CommandSpec {
        CommandSpec(
            "download",
            summary: "Download photos into <id>.<name> files, resumably, with progress",
            options: SharedOptions.offeredByChosen([
                SharedOptions.featureOption(help: "Download a stream: " + SharedOptions.features),
                SelectionKeys.search.withHelp("Download a search's results").spec,
                SelectionKeys.tag.withHelp("With --search: TERM is a complete tag, not a keyword").spec,
                SelectionKeys.allMedia.withHelp("With --search: find drawings, documents, video and audio too").spec,
                SelectionKeys.user.withHelp("Download a user's photos; with --feature user_friends, user_favorites or user_liked, whose (default: you, when signed in)").spec,
                SelectionKeys.gallery.withHelp("Download a gallery, in its order (GALLERY: id or slug)").spec,
                SelectionKeys.liked.withHelp("Download the photos USER liked (the API shows them to USER only)").spec,
                SelectionKeys.group.withHelp("Download a group's pool (GROUP: its name in its URL, its id, or its page URL)").spec,
                PagingOptions.page.withHelp("Walk page N only (100 photos a page)").spec,
                PagingOptions.pages.withHelp("Walk pages A to B (100 photos a page)").spec, PagingOptions.all.spec,
                DownloadOptions.limit.withHelp("Stop after N photos (of each selection)").spec,
                SharedOptions.categoryOption, SharedOptions.excludeOption,
                SharedOptions.sortOption(help: "Sort a stream, search or gallery by _score (searches) or " + SharedOptions.streamSorts, search: true),
            ] + SharedOptions.sortDirectionOptions() + [
                SharedOptions.sizeOption(help: SharedOptions.sizeHelp + " (default: the largest offered)"),
                SharedOptions.output.spec,
                NameTemplateOptions.fileName.spec, NameTemplateOptions.directory.spec, NameTemplateOptions.restrictFileNames.spec,
                DownloadOptions.sync.spec,
                DownloadOptions.jobs.spec, DownloadOptions.sleep.spec, DownloadOptions.archive.spec, DownloadOptions.noArchive.spec,
                DownloadOptions.retries.spec, DownloadOptions.force.spec, DownloadOptions.verify.spec, DownloadOptions.noSync.spec, DownloadOptions.dryRun.spec,
                SharedOptions.nsfw.withHelp("Include photos marked NSFW").spec,
            ] + FilterOption.specs + [
                InputList.inputFile.spec,
                DownloadOptions.ignoreDownloadPermission.spec,
                DownloadOptions.json.spec, DownloadOptions.print0.spec, DownloadOptions.writeMetadata.spec, DownloadOptions.embedMetadata.spec,
                DownloadOptions.mtime.spec,
            ]),
            positionals: [SelectionKeys.photosOrPages.spec],
            exclusive: SharedOptions.offeredByChosen(exclusive: [
                ["page", "pages", "all"], ["archive", "no-archive"], ["feature", "search"], ["asc", "desc"],
                ["sync", "page", "pages", "all"], ["sync", "no-archive"], ["sync", "force"],
            ]),
            discussion: "A collection is downloaded whole: an album, a gallery, favorites, likes, a user's photos, photos by id. An endless stream (popular, the newest, a search, user_friends) gives its first page of 100 photos unless --limit, --pages or --all says how far. Files are written as <id>.<name>.part and renamed when complete. Run the same command again to resume. With --no-archive, a complete file already under its final name is skipped; --force replaces it.",
            sections: [SharedOptions.pageURLSection],
            examples: SharedOptions.examples("download", [
                "photomania download 1006721 1000344", "photomania download --feature popular --limit 50 -o photos",
                "photomania download --user jose_alvarez --size 1080",
                "photomania download --category Landscapes --sort rating --limit 5 -o landscapes",
                "photomania download --feature popular --filter 'width >= 2000 && !nsfw' --limit 5 -o wide",
                "photomania download --user jose_alvarez --sync -o jose",
                "photomania download 1006721 --embed-metadata -o tagged",
            ]),
            aliases: ["simulate": "dry-run", "skip-download": "dry-run", "directory": "output", "destination": "output"]
        )
    }

    /// How to download, made into the plans when the run starts, once `selections` are resolved.
    let options: DownloadPlanOptions
    /// The selections walked in turn, in the order given.
    let selections: LinkedArguments<[DownloadSelection]>
    let json: Bool
    /// `--print0`: the saved paths ended by NULs rather than newlines.
    let print0: Bool
    /// The folder as given (relative if it was), for the saved paths printed on stdout.
    let givenFolder: String

    init(_ parsed: ParsedCommandLine, settings: Settings) throws(UsageError) {
        let listing = try DownloadPlanOptions.listing(parsed, settings: settings)
        let output = try parsed[SharedOptions.output]
        selections = try SelectionOptions.downloadSelections(parsed)
        options = try DownloadPlanOptions(parsed, settings: settings, listing: listing, output: output)
        json = parsed[DownloadOptions.json]
        print0 = parsed[DownloadOptions.print0]
        givenFolder = output?.text ?? settings.downloadDirectory ?? "."
        if listing.syncs, settings.cacheMode == .offline {
            throw parsed.usageError("--sync asks the server what is new: it cannot run offline")
        }
    }

    /// A sync asks the server for every listing page: a kept answer may predate the newest photos.
    func settingsForRun(_ settings: Settings) -> Settings {
        guard options.listing.syncs, settings.cacheMode == .normal else { return settings }
        var settings = settings
        settings.cacheMode = .refresh
        return settings
    }

    func run(_ context: Factory) async throws -> ExitCode {
        let service = try context.service()
        try service.require(options.listing.filter)
        let (sources, badLines) = try await context.resolve(
            try await context.follow(selections, on: service), on: service, naming: options.naming.uses(.gallery)
        )
        if options.listing.syncs, case .ids? = sources.first {
            throw CommandFailure(message: "--sync walks a stream, a search, a user's photos or a gallery, not photos given by id", hint: "drop --sync", exitCode: .usage)
        }
        let plans: [DownloadPlan]
        do {
            plans = try options.plans(for: sources, from: context.archiveOrigin)
        } catch .folder(let error) {
            throw CommandFailure(message: error.description, hint: "pick another with -o DIR")
        } catch .archive(let error) {
            throw error
        }
        guard let plan = plans.first else { return .success }
        if let archive = plan.files.archive { _ = context.opened(archive) }
        let job = plans.count == 1 ? plan.job(service: service) : DownloadSequence(plans: plans, service: service)
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
        for notice in outcome.notices.sorted(by: { $0.sentence < $1.sentence }) { context.notice(notice.sentence) }
        outcome.interrupted = outcome.interrupted || finished == nil
        // A dry run's planned photos are skips to the engine, not to the user.
        let planned = plan.isDryRun ? outcome.planned.count : nil
        await display.finish(summary: DownloadSummary(
            downloaded: outcome.downloaded, skipped: outcome.skipped - (planned ?? 0), failedIDs: outcome.failedIDs,
            bytes: outcome.bytes, elapsed: Date().timeIntervalSince(started), interrupted: outcome.interrupted,
            partial: outcome.partial, notStarted: finished == nil ? nil : outcome.notStarted, hiddenNSFW: outcome.hiddenNSFW, filteredOut: outcome.filteredOut,
            wouldDownload: planned
        ))
        if let sync = outcome.sync { context.notice(SyncSentence.text(sync, downloaded: planned ?? outcome.downloaded, dryRun: plan.isDryRun)) }
        // With --json the plan is in the events: stdout stays JSON Lines.
        for planned in outcome.planned where !json {
            context.console.print(Table.tsvRow([String(planned.item.photoID), (planned.isCertain ? "" : "~") + planned.fileName, planned.item.url]))
        }
        let code = exitCode(outcome, stoppedBy: signals.firstSignal, context: context)
        // A list with lines that named no photo was done in part.
        return code == .success && badLines > 0 ? .partial : code
    }

    private func exitCode(_ outcome: DownloadOutcome, stoppedBy signal: Int32?, context: Factory) -> ExitCode {
        if outcome.interrupted { return signal.map(ExitCode.init(stoppedBy:)) ?? .interrupted }
        let succeeded = outcome.downloaded + outcome.skipped > 0
        if let failure = outcome.listingFailure {
            let report = ErrorReport(failure, program: context.parsed.spec.program, service: context.settings.provider, verbose: context.settings.verbose)
            _ = report.write(to: context.console.standardError)
            return succeeded ? .partial : report.exitCode
        }
        guard !outcome.failedIDs.isEmpty else { return .success }
        return succeeded ? .partial : .failure
    }

    private func displayMode(_ context: Factory) -> ProgressDisplay.Mode {
        if json { return .jsonLines }
        if context.settings.quiet { return .quiet }
        return context.console.standardError.isTerminal ? .terminal(colors: context.settings.colors) : .plain
    }
}
