import Foundation
import PhotomaniaKit

/// `photomania browse`: the interactive browser, on the alternate screen until it ends.
struct BrowseCommand: Command {
    static let writesDemoState = true
    static let savesFiles = true
    static let readsKeys = true
    static var spec: CommandSpec {
        CommandSpec(
            "browse",
            summary: "Page through photos interactively, with thumbnails (press ? for keys)",
            options: SharedOptions.offeredByChosen([
                SharedOptions.featureOption(help: "Start with this stream (default \(SharedOptions.defaultFeature)): " + SharedOptions.features),
                SelectionKeys.search.withHelp("Start with a search").spec,
                SelectionKeys.user.withHelp("Start with a user's photos (a name, an id or a profile URL); with --feature user_friends, user_favorites or user_liked, whose (default: you, when signed in)").spec,
                SelectionKeys.liked.withHelp("Start with the photos USER liked (shown to USER only)").spec,
                SelectionKeys.gallery.withHelp("Start with a gallery, in its order (GALLERY: id or slug), or its page URL").spec,
                PagingOptions.page.withHelp("Start at page N (default 1)").spec, PagingOptions.rpp.spec, SharedOptions.nsfw.spec,
            ] + FilterOption.specs + [
                SharedOptions.output.withHelp("Where d saves photos (default: the configured download_dir, else the current directory)").spec,
                NameTemplateOptions.fileName.withHelp("File name FORMAT for d, as download's (default: the configured filename, else {id}.{name})").spec,
                NameTemplateOptions.directory.withHelp("Subfolder FORMAT inside DIR for d, as download's (default: the configured dir)").spec,
            ]),
            positionals: [.optional("PAGE", help: "A profile, gallery or liked-photos page URL to start with")],
            // `--user` goes with `--feature` (whose stream), as in `photos`.
            exclusive: SharedOptions.offeredByChosen(exclusive: [["feature", "search", "liked", "gallery"], ["user", "search", "liked", "gallery"]]),
            discussion: "Needs a terminal. ? in the browser lists the same keys.",
            sections: [BrowseKeys.helpSection],
            examples: ["photomania browse", "photomania browse --feature editors", "photomania browse --search lighthouse", "photomania browse --gallery jose_alvarez/lisbon-2022"]
        )
    }

    let start: LinkedArguments<SelectionArguments>
    let firstPage: Int
    let perPage: Int
    let includeNSFW: Bool
    let filter: FilterExpression?
    let folder: DownloadFolder
    let naming: NameTemplate

    init(_ parsed: ParsedCommandLine, settings: Settings) throws(UsageError) {
        start = try SelectionOptions.read(parsed, .startPage)
        firstPage = try parsed[PagingOptions.page] ?? 1
        perPage = try parsed[PagingOptions.rpp] ?? PagingOptions.defaultPerPage
        includeNSFW = parsed[SharedOptions.nsfw]
        filter = try FilterOption.read(parsed)
        folder = settings.downloadFolder(try parsed[SharedOptions.output]?.text)
        naming = try NameTemplateOptions.template(parsed, settings: settings)
    }

    func run(_ context: Factory) async throws -> ExitCode {
        guard isatty(STDIN_FILENO) == 1, context.console.standardOutput.isTerminal else {
            throw CommandFailure(
                message: "browse needs a terminal to draw on and read keys from",
                hint: "for scripts and pipes use 'photomania photos' or 'photomania search'", exitCode: .usage
            )
        }
        let service = try context.service()
        try service.require(filter)
        let stream = try await context.resolve(start, on: service, naming: true)
        let drawing = await context.pictures()
        let pictures = drawing.isEnabled ? drawing : nil
        let loader = context.thumbnailLoader(session: service.session)
        let setup = BrowseSetup(
            service: service,
            drawing: pictures,
            tiles: pictures.map { TileThumbnails(loader: loader, drawing: $0) },
            style: TerminalStyle(colors: context.settings.colors),
            stream: stream,
            firstPage: firstPage,
            perPage: perPage,
            showNSFW: includeNSFW,
            filter: filter,
            downloadFolder: folder,
            archiveOrigin: context.archiveOrigin,
            naming: naming,
            typedAhead: context.takeTypedKeys()
        )
        let terminal = TerminalMode(cleanup: drawing.mode == .kitty ? KittyGraphics.deleteAll : "")
        do {
            try terminal.enter()
        } catch {
            throw CommandFailure(message: "cannot read the terminal's settings: \(error.reason)")
        }
        defer { terminal.leave() }
        return await BrowseSession(setup: setup, terminal: terminal).run()
    }
}
