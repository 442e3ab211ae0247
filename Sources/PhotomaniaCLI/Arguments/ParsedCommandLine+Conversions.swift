import PhotomaniaKit
/// Typed reading of option and positional values. A value that does not convert becomes a
/// usage error naming the option, what was expected and what was given:
/// `photomania: '--rpp' must be a whole number from 1 to 100, not 'abc'`.
extension ParsedCommandLine {
    /// `raw` converted, or the usage error: `label` (`'--rpp'`, `ID`) must be `expected`, with
    /// the `known` value the text is closest to (`did you mean 'popular'?`).
    func converted<T>(_ raw: String, label: String, known: [String], expected: String, convert: (String) -> T?) throws(UsageError) -> T {
        if let value = convert(raw) { return value }
        let suggestion = closestMatch(to: raw, among: known, ignoringCase: true).map { "did you mean '\($0)'?" }
        throw usageError("\(label) must be \(expected), not '\(raw.echoed)'", hint: suggestion)
    }
}

extension PageRange {
    /// What `--pages` takes, as its error says it.
    static let expected = "a page range such as 2-5, 3- or 4"
}
