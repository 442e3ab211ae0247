import Foundation
import PhotomaniaKit

/// `photomania browse`: the interactive browser, on the alternate screen until it ends.
enum BrowseCommand {
    static func run(_ context: CommandContext) async throws -> ExitCode {
        let parsed = context.parsed
        guard isatty(STDIN_FILENO) == 1, context.console.standardOutput.isTerminal else {
            throw CommandFailure(
                message: "browse needs a terminal to draw on and read keys from",
                hint: "for scripts and pipes use 'photomania photos' or 'photomania search'", exitCode: .usage
            )
        }
        let stream: BrowseStream
        if let term = parsed.value("search") {
            stream = .search(term)
        } else if let user = parsed.value("user") {
            stream = .user(user)
        } else {
            let feature = try parsed.value("feature", as: Feature.init(argument:), expected: "a feature such as popular or editors") ?? .popular
            guard !feature.needsUser else { throw parsed.usageError("'--feature \(feature.rawValue)' needs a user", hint: "use '--user NAME'") }
            stream = .feature(feature)
        }
        let api = try context.api()
        let drawing = try PictureDrawing(context)
        let pictures = drawing.isEnabled ? drawing : nil
        let loader = context.thumbnailLoader(session: api.session)
        let setup = BrowseSetup(
            api: api,
            drawing: pictures,
            tiles: pictures.map { _ in TileThumbnails(loader: loader) },
            style: ScreenStyle(colors: context.settings.colors),
            stream: stream,
            firstPage: try parsed.int("page", range: 1...) ?? 1,
            perPage: try parsed.int("rpp", range: 1...100) ?? 20,
            showNSFW: parsed.flag("nsfw"),
            downloadDirectory: parsed.value("output") ?? "."
        )
        let terminal = TerminalMode()
        try terminal.enter()
        defer { terminal.leave() }
        return await BrowseSession(setup: setup, terminal: terminal).run()
    }
}
