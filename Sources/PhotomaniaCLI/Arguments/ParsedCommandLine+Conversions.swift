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

/// Converting by name, for the commands that still read options by name (the photo-selection
/// parsers) until they read typed keys.
extension ParsedCommandLine {
    /// Converts with `convert`; nil from it means the value is bad and `expected` says what
    /// would have been good (`"a size ID or name such as 4 or large"`). Nil when not given.
    func value<T>(_ name: String, as convert: (String) -> T?, expected: String) throws(UsageError) -> T? {
        guard let raw = value(name) else { return nil }
        return try converted(raw, name: name, convert: convert, expected: expected)
    }

    /// Every value of a repeatable option or variadic positional, each converted.
    func values<T>(_ name: String, as convert: (String) -> T?, expected: String) throws(UsageError) -> [T] {
        var result: [T] = []
        for raw in values(name) {
            result.append(try converted(raw, name: name, convert: convert, expected: expected))
        }
        return result
    }

    func int(_ name: String) throws(UsageError) -> Int? {
        try int(name, range: AnyWholeNumber())
    }

    func int(_ name: String, range: some WholeNumberRange) throws(UsageError) -> Int? {
        try value(name, as: { Int($0).flatMap { range.contains($0) ? $0 : nil } }, expected: range.phrase)
    }

    func ints(_ name: String) throws(UsageError) -> [Int] {
        try ints(name, range: AnyWholeNumber())
    }

    func ints(_ name: String, range: some WholeNumberRange) throws(UsageError) -> [Int] {
        try values(name, as: { Int($0).flatMap { range.contains($0) ? $0 : nil } }, expected: range.phrase)
    }

    /// `--pages 2-5`, `--pages 3-` or `--pages 4`.
    func pageRange(_ name: String) throws(UsageError) -> PageRange? {
        try value(name, as: PageRange.init(argument:), expected: PageRange.expected)
    }

    private func converted<T>(_ raw: String, name: String, convert: (String) -> T?, expected: String) throws(UsageError) -> T {
        let label = command?.positional(named: name).map(\.name) ?? "'--\(name)'"
        return try converted(raw, label: label, known: declaredOption(name)?.knownValues ?? [], expected: expected, convert: convert)
    }
}

extension PageRange {
    /// What `--pages` takes, as its error says it.
    static let expected = "a page range such as 2-5, 3- or 4"
}
