import Foundation
import PhotomaniaKit

/// The program: parses the command line, runs one command, and answers an exit code.
/// Never calls `exit()`, so that tests can run it in-process.
public enum Photomania {
    static let commands: [String: @Sendable (CommandContext) async throws -> ExitCode] = [
        "photos": PhotoListCommand.runPhotos,
        "search": PhotoListCommand.runSearch,
        "photo": PhotoCommand.run,
        "comments": CommentsCommand.run,
        "user": UserCommand.run,
        "download": DownloadCommand.run,
        "browse": BrowseCommand.run,
        "archive": ArchiveCommand.run,
        "cache": CacheCommand.run,
        "serve": ServeCommand.run,
    ]

    public static func run(arguments: [String], console: Console = .live) async -> Int32 {
        let parsed: ParsedCommandLine
        do {
            parsed = try parse(arguments: arguments, spec: PhotomaniaCommandLine.spec)
        } catch {
            console.standardError.write(error.description + "\n")
            return ExitCode.usage.rawValue
        }
        switch parsed.request {
        case .help:
            console.print(parsed.helpText(width: min(console.width, 100)))
            return ExitCode.success.rawValue
        case .version:
            console.print(parsed.spec.versionLine)
            return ExitCode.success.rawValue
        case .run:
            break
        }
        guard let name = parsed.commandName, let command = commands[name] else {
            preconditionFailure("every command in the spec has a runner")
        }
        let context: CommandContext
        do {
            context = CommandContext(parsed: parsed, settings: try Settings.resolve(parsed, environment: console.environment), console: console)
        } catch {
            console.standardError.write(error.description + "\n")
            return ExitCode.usage.rawValue
        }
        defer { context.finish() }
        do {
            return try await command(context).rawValue
        } catch {
            return ErrorReport(error, program: parsed.spec.program).write(to: console.standardError).rawValue
        }
    }
}
