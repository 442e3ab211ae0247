import PhotomaniaKit

/// A failure a command words itself, e.g. "no photo 42".
struct CommandFailure: Error {
    var message: String
    var hint: String?
    var exitCode: ExitCode = .failure
}

/// Turns any error into the one line a user reads and the documented exit code.
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
            (line, exitCode) = (Self.compose(program, error.description, error.hint), Self.exitCode(for: error))
        default:
            (line, exitCode) = ("\(program): \(Redaction.redact(String(describing: error)))", .failure)
        }
    }

    static func exitCode(for error: PhotomaniaError) -> ExitCode {
        switch error {
        case .cancelled: return .interrupted
        case _ where error.isCredentialFailure: return .credentials
        default: return .failure
        }
    }

    private static func compose(_ program: String, _ message: String, _ hint: String?) -> String {
        let text = "\(program): \(message)" + (hint.map { "; \($0)" } ?? "")
        return sanitizedForTerminal(Redaction.redact(text))
    }

    func write(to output: any TextOutput) -> ExitCode {
        output.write(line + "\n")
        return exitCode
    }
}

extension PhotomaniaError {
    /// A 401, or a 403 that is about the application or its key rather than one photo or user.
    var isCredentialFailure: Bool {
        guard case .responseValidationFailed(_, .unacceptableStatusCode(let code, let message, _)) = self else { return false }
        if code == 401 { return true }
        guard code == 403 else { return false }
        let text = (message ?? "").lowercased()
        return text.isEmpty || ["key", "application", "consumer", "authoriz", "oauth"].contains { text.contains($0) }
    }
}
