/// A mistake on the command line: one line saying what is wrong and one hint line, then the
/// items of a list the hint offers, one a line.
///
/// `description` is what goes to stderr before exiting with status 2:
/// ```
/// photomania: unknown option '--pgae' for 'photos'
/// hint: did you mean '--page'? See 'photomania photos --help'.
/// ```
public struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
    public let program: String
    public let message: String
    public let hint: String
    public let list: [String]

    public init(program: String, message: String, hint: String, list: [String] = []) {
        self.program = program
        self.message = message
        self.hint = hint
        self.list = list
    }

    public var description: String {
        (["\(program): \(message)", "hint: \(hint)"] + list.map { "  " + $0 }).joined(separator: "\n")
    }
}

extension UsageError {
    /// The hint's last sentence: `See 'photomania photos --help'.`
    static func seeHelp(program: String, command: String?) -> String {
        let target = command.map { "\(program) \($0)" } ?? program
        return "See '\(target) --help'."
    }

    /// `text` with a full stop unless it already ends in `.`, `?` or `!`.
    static func sentence(_ text: String) -> String {
        guard let last = text.last, !".?!".contains(last) else { return text }
        return text + "."
    }

    /// `did you mean '--page'? See 'photomania photos --help'.`, or just the second sentence.
    static func hint(suggestion: String?, program: String, command: String?) -> String {
        let see = seeHelp(program: program, command: command)
        guard let suggestion else { return see }
        return "did you mean '\(suggestion)'? \(see)"
    }
}

extension StringProtocol {
    /// The user's value as an error repeats it: whole up to 60 characters, else its first 59 and
    /// `…`, so that a 50 MB argument makes a one-line error.
    public var echoed: String {
        guard let end = index(startIndex, offsetBy: 60, limitedBy: endIndex), end < endIndex else { return String(self) }
        return String(self[..<index(before: end)]) + "…"
    }
}
