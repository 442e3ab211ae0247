import PhotomaniaKit

/// A failure a command words itself, e.g. "no photo 42".
struct CommandFailure: Error {
    var message: String
    var hint: String?
    var exitCode: ExitCode = .failure
}

/// Turns any error into the one line a user reads — what failed, then what to do — and the
/// documented exit code. The library's errors state facts; the advice, which names this
/// program's options, is added here.
struct ErrorReport {
    let line: String
    let exitCode: ExitCode

    init(_ error: any Error, program: String) {
        switch error {
        case let usage as UsageError:
            (line, exitCode) = (usage.description, .usage)
        case let failure as CommandFailure:
            (line, exitCode) = (Self.compose(program, failure.message, failure.hint), failure.exitCode)
        case let error as PhotomaniaError:
            (line, exitCode) = (Self.compose(program, error.description, Advice.hint(for: error)), Self.exitCode(for: error))
        case let error as ArchiveError:
            (line, exitCode) = (Self.compose(program, error.description, Advice.hint(for: error)), .failure)
        case let failure as DownloadFailure:
            (line, exitCode) = (Self.compose(program, failure.description, Advice.hint(for: failure)), .failure)
        default:
            (line, exitCode) = (Self.compose(program, String(describing: error), nil), .failure)
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
    static func sentence(_ error: any Error) -> String {
        let line = ErrorReport(error, program: "").line
        return line.hasPrefix(": ") ? String(line.dropFirst(2)) : line
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
