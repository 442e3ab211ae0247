import PhotomaniaKit

/// A failure a command words itself, e.g. "no photo 42".
struct CommandFailure: Error {
    var message: String
    var hint: String?
    var exitCode: ExitCode = .failure
}

/// Turns any error into the one line a user reads — what failed, then what to do — and the
/// documented exit code. The library's errors state facts; the advice, which names this
/// program's options and the commands that work for `service`, is added here. A request is
/// named by its method and path (or API call); its whole URL only with `verbose` (`-v`).
struct ErrorReport {
    let line: String
    let exitCode: ExitCode

    init(_ error: any Error, program: String, service: ServiceRegistry.Entry = ServiceRegistry.current.defaultEntry, verbose: Bool = false) {
        let compose = { (message: String, hint: String?) in
            Self.compose(program, message, hint.map { service.addressing($0, program: program) })
        }
        switch error {
        case let usage as UsageError:
            (line, exitCode) = (service.addressing(usage.description, program: program), .usage)
        case let failure as CommandFailure:
            (line, exitCode) = (compose(failure.message, failure.hint), failure.exitCode)
        case let error as PhotomaniaError:
            let message = verbose ? error.description : error.briefDescription
            (line, exitCode) = (compose(message, Advice.hint(for: error, service: service.access)), Self.exitCode(for: error))
        case let error as ArchiveError:
            (line, exitCode) = (compose(error.description, Advice.hint(for: error)), .failure)
        case let failure as DownloadFailure:
            (line, exitCode) = (compose(failure.description, Advice.hint(for: failure, service: service.access)), .failure)
        default:
            (line, exitCode) = (compose(String(describing: error), nil), .failure)
        }
    }

    static func exitCode(for error: PhotomaniaError) -> ExitCode {
        switch error {
        case .cancelled: return .interrupted
        case .unsupported: return .usage
        case _ where error.isCredentialFailure: return .credentials
        default: return .failure
        }
    }

    /// The line without the program's name: for a status line.
    static func sentence(_ error: any Error, service: ServiceRegistry.Entry = ServiceRegistry.current.defaultEntry) -> String {
        let program = programName
        let line = ErrorReport(error, program: program, service: service).line
        return line.hasPrefix(program + ": ") ? String(line.dropFirst(program.count + 2)) : line
    }

    private static func compose(_ program: String, _ message: String, _ hint: String?) -> String {
        let text = "\(program): \(message)" + (hint.map { "; \($0)" } ?? "")
        return sanitizedForTerminal(Redaction.redact(text), singleLine: true)
    }

    func write(to output: any TextOutput) -> ExitCode {
        output.write(line + "\n")
        return exitCode
    }
}
