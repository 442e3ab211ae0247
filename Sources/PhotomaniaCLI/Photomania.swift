import Foundation
import PhotomaniaKit

/// The program: parses the command line, runs one command, and answers an exit code.
/// Never calls `exit()`, so that tests can run it in-process.
public enum Photomania {
    public static func run(arguments: [String], console: Console = .live) async -> Int32 {
        await run(arguments: arguments, console: console, makeService: nil)
    }

    /// The same, with the commands' service made by `makeService` (a test's, against its own
    /// server) rather than from the provider and API base the options choose.
    static func run(arguments: [String], console: Console, makeService: Factory.ServiceMaker?) async -> Int32 {
        // A reader that closed the pipe (`| head`) is an EPIPE for the output alone: a download
        // goes on, and its summary still reaches stderr.
        signal(SIGPIPE, SIG_IGN)
        let code = await run(arguments, console: console, makeService: makeService)
        return finished(code, console: console, program: programName).rawValue
    }

    /// A closed pipe ends the output quietly; any other failed write to stdout (a full disk) is
    /// an error, and exit 1 if the command had succeeded.
    private static func finished(_ code: ExitCode, console: Console, program: String) -> ExitCode {
        guard case .failed(let errno)? = console.standardOutput.writeFailure else { return code }
        console.standardError.write("\(program): could not write to standard output: \(String(cString: strerror(errno)).lowercased())\n")
        return code == .success ? .failure : code
    }

    /// `--help` in the words of the service `--provider` or `PHOTOMANIA_PROVIDER` names: its
    /// streams, sizes, kinds and options.
    private static func helpText(_ arguments: [String], _ parsed: ParsedCommandLine, environment: [String: String], width: Int) -> String {
        let named = (try? parsed[GlobalOptions.provider]) ?? environment["PHOTOMANIA_PROVIDER"].flatMap { $0.isEmpty ? nil : $0 }
        let entry = named.flatMap { ServiceRegistry.current.entry(named: ServiceName(rawValue: $0)) } ?? ServiceRegistry.current.defaultEntry
        return ChosenService.$provider.withValue(entry) {
            ((try? parse(arguments: arguments, spec: PhotomaniaCommandLine.spec)) ?? parsed).helpText(width: width)
        }
    }

    private static func run(_ arguments: [String], console: Console, makeService: Factory.ServiceMaker?) async -> ExitCode {
        let parsed: ParsedCommandLine
        do {
            parsed = try parse(arguments: arguments, spec: PhotomaniaCommandLine.spec)
        } catch {
            console.standardError.write(error.description + "\n")
            return .usage
        }
        switch parsed.request {
        case .help:
            console.print(helpText(arguments, parsed, environment: console.environment, width: min(console.width, 100)))
            return .success
        case .version:
            console.print(parsed.spec.versionLine)
            return .success
        case .run:
            break
        }
        let settings: Settings
        let command: any Command
        // Once the service is known, a hint's commands name it.
        var service = ServiceRegistry.current.defaultEntry
        do throws(UsageError) {
            guard let type = PhotomaniaCommandLine.command(at: parsed.commandPath.map(\.name)) else {
                throw parsed.usageError("no command given")
            }
            settings = try Settings.resolve(parsed, environment: console.environment)
            service = settings.provider
            // Ids and page URLs read as the service's the run talks to.
            command = try ChosenService.$provider.withValue(settings.provider) {
                Result { () throws(UsageError) in try type.init(parsed, settings: settings) }
            }.get()
        } catch {
            return ErrorReport(error, program: parsed.spec.program, service: service).write(to: console.standardError)
        }
        let type = Swift.type(of: command)
        let context = Factory(
            parsed: parsed, settings: command.settingsForRun(settings), console: console, writesDemoState: type.writesDemoState, savesFiles: type.savesFiles,
            readsKeys: type.readsKeys, makeService: makeService
        )
        let code: ExitCode
        do {
            code = try await ChosenService.$provider.withValue(settings.provider) { try await command.run(context) }
        } catch {
            code = ErrorReport(error, program: parsed.spec.program, service: settings.provider, verbose: settings.verbose).write(to: context.console.standardError)
        }
        await context.finish()
        return code
    }
}
