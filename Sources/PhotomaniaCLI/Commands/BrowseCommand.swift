import Foundation
import PhotomaniaKit

/// `photomania browse`: the interactive browser, on the alternate screen until it ends.
struct BrowseCommand: Command {
    static let writesDemoState = true
    static let spec = CommandSpec(
        "browse",
        summary: "Page through photos interactively, with thumbnails (press ? for keys)",
        options: [
            .value("feature", "F", short: "f", help: "Start with this stream (default popular): " + SharedOptions.features),
            .value("search", "TERM", help: "Start with a search"),
            .value("user", "NAME", short: "u", help: "Start with a user's photos"),
            .value("page", "N", help: "Start at page N (default 1)"),
            .value("rpp", "N", help: "Photos per page, 1-100 (default 20)"),
            .flag("nsfw", help: "Also show photos marked NSFW (hidden by default)"),
            .value("output", "DIR", short: "o", help: "Where d saves photos (default: the configured download_dir, else the current directory)"),
        ],
        exclusive: [["feature", "search", "user"]],
        discussion: "Keys: j/k move, n/p page, Enter details and comments, q back or quit, f feature, / search, d download, l like, F favorite, c comment (signed in), r refresh, ? help. Needs a terminal.",
        examples: ["photomania browse", "photomania browse --feature editors", "photomania browse --search lighthouse"]
    )

    let stream: BrowseStream
    let firstPage: Int
    let perPage: Int
    let includeNSFW: Bool
    let folder: DownloadFolder

    init(_ parsed: ParsedCommandLine, settings: Settings) throws(UsageError) {
        if let term = parsed.value("search") {
            stream = .search(term)
        } else if let user = parsed.value("user") {
            stream = .user(user)
        } else {
            let feature = try parsed.value("feature", as: Feature.init(argument:), expected: SharedOptions.expectedFeature) ?? .popular
            guard !feature.needsUser else { throw parsed.usageError("'--feature \(feature.rawValue)' needs a user", hint: "use '--user NAME'") }
            stream = .feature(feature)
        }
        firstPage = try parsed.int("page", range: 1...) ?? 1
        perPage = try parsed.int("rpp", range: 1...100) ?? 20
        includeNSFW = parsed.flag("nsfw")
        folder = settings.downloadFolder(parsed.value("output"))
    }

    func run(_ context: CommandContext) async throws -> ExitCode {
        guard isatty(STDIN_FILENO) == 1, context.console.standardOutput.isTerminal else {
            throw CommandFailure(
                message: "browse needs a terminal to draw on and read keys from",
                hint: "for scripts and pipes use 'photomania photos' or 'photomania search'", exitCode: .usage
            )
        }
        let api = try context.api()
        let drawing = context.pictures
        let pictures = drawing.isEnabled ? drawing : nil
        let loader = context.thumbnailLoader(session: api.session)
        let setup = BrowseSetup(
            api: api,
            drawing: pictures,
            tiles: pictures.map { _ in TileThumbnails(loader: loader) },
            style: ScreenStyle(colors: context.settings.colors),
            stream: stream,
            firstPage: firstPage,
            perPage: perPage,
            showNSFW: includeNSFW,
            downloadFolder: folder
        )
        let terminal = TerminalMode()
        do {
            try terminal.enter()
        } catch {
            throw CommandFailure(message: "cannot read the terminal's settings: \(error.reason)")
        }
        defer { terminal.leave() }
        return await BrowseSession(setup: setup, terminal: terminal).run()
    }
}
