import Foundation
import PhotomaniaKit

/// The program: parses the command line, runs one command, and answers an exit code.
/// Never calls `exit()`, so that tests can run it in-process.
public enum Photomania {
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
        let settings: Settings
        let command: any Command
        do throws(UsageError) {
            guard let type = PhotomaniaCommandLine.command(named: parsed.commandName) else {
                throw parsed.usageError("no command given")
            }
            settings = try Settings.resolve(parsed, environment: console.environment)
            command = try type.init(parsed, settings: settings)
        } catch {
            console.standardError.write(error.description + "\n")
            return ExitCode.usage.rawValue
        }
        let context = CommandContext(parsed: parsed, settings: settings, console: console, writesDemoState: Swift.type(of: command).writesDemoState)
        let code: ExitCode
        do {
            code = try await command.run(context)
        } catch {
            code = ErrorReport(error, program: parsed.spec.program).write(to: context.console.standardError)
        }
        await context.finish()
        return code.rawValue
    }
}
