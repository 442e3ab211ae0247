/// The documented exit codes (`photomania --help`, cli.md).
public enum ExitCode: Int32, Sendable {
    case success = 0
    case failure = 1
    case usage = 2
    case partial = 3
    case credentials = 4
    case interrupted = 130
}
