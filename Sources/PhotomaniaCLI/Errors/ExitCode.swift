/// The documented exit codes (`photomania --help`, cli.md).
public enum ExitCode: Int32, Sendable {
    case success = 0
    case failure = 1
    case usage = 2
    case partial = 3
    case credentials = 4
    case interrupted = 130
    /// Ended by SIGHUP (128 + 1) or SIGTERM (128 + 15), as shells report them.
    case hangUp = 129
    case terminated = 143
}

extension ExitCode {
    /// A run that a signal stopped: 128 + its number (130 for SIGINT, 143 for SIGTERM).
    init(stoppedBy signal: Int32) {
        self = ExitCode(rawValue: 128 + signal) ?? .interrupted
    }
}
