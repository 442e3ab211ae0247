/// An option declared once, with its type: the spec that `--help`, the man page and the
/// completions read, and how the text given becomes a `Value`. A command lists `option.spec`
/// among its options and reads `parsed[option]`: an option nobody declared has no name to be
/// read by, so a misspelt one does not compile.
///
/// `Option<Bool>` is a flag; `Option<T?>` takes a value (nil when not given, the last one when
/// given twice); `Option<[T]>` collects every value of a repeatable option.
public struct Option<Value: Sendable>: Sendable {
    public let spec: OptionSpec
    let read: @Sendable (ParsedCommandLine, OptionSpec) throws(UsageError) -> Value

    init(_ spec: OptionSpec, read: @escaping @Sendable (ParsedCommandLine, OptionSpec) throws(UsageError) -> Value) {
        self.spec = spec
        self.read = read
    }

    /// The long name without dashes, for an exclusive group: `[[Self.http.name, Self.thumbnails.name]]`.
    public var name: String { spec.name }

    /// The same option with the help one command shows for it (`--page` of `browse`: "Start at
    /// page N"); it reads the same.
    public func withHelp(_ text: String) -> Option {
        let spec = spec
        return Option(
            OptionSpec(name: spec.name, short: spec.short, kind: spec.kind, valueName: spec.valueName, help: text, choices: spec.choices, knownValues: spec.knownValues),
            read: read
        )
    }
}

extension Option where Value == Bool {
    /// Present or absent: `--force`.
    public static func flag(_ name: String, short: Character? = nil, help: String) -> Option {
        Option(.flag(name, short: short, help: help)) { parsed, spec in parsed.isGiven(spec) }
    }
}

extension Option where Value == String? {
    /// The text as given (U+FFFD for bytes that are not UTF-8): `--user-agent TEXT`.
    public static func text(_ name: String, _ valueName: String, short: Character? = nil, help: String, choices: [String] = []) -> Option {
        Option(.value(name, valueName, short: short, help: help, choices: choices)) { parsed, spec in parsed.texts(of: spec).last }
    }
}

extension Option where Value == Int? {
    /// A whole number in `range`: `'--rpp' must be a whole number from 1 to 100, not 'abc'`.
    public static func number(_ name: String, _ valueName: String = "N", short: Character? = nil, help: String, in range: some WholeNumberRange) -> Option {
        .value(name, valueName, short: short, help: help, expected: range.phrase) { Int($0).flatMap { range.contains($0) ? $0 : nil } }
    }
}

extension Option {
    /// A value `convert` reads; nil from it is a usage error saying what was `expected`, with the
    /// `known` spelling the text is closest to: `did you mean 'popular'?`.
    public static func value<T: Sendable>(
        _ name: String, _ valueName: String, short: Character? = nil, help: String, known: [String] = [], expected: String,
        as convert: @escaping @Sendable (String) -> T?
    ) -> Option where Value == T? {
        Option(.value(name, valueName, short: short, help: help, known: known)) { parsed, spec throws(UsageError) in
            guard let raw = parsed.texts(of: spec).last else { return nil }
            return try parsed.converted(raw, label: "'\(spec.longForm)'", known: spec.knownValues, expected: expected, convert: convert)
        }
    }

    /// Every value of a repeatable option, each read by `convert`, in the order given.
    public static func repeatable<T: Sendable>(
        _ name: String, _ valueName: String, short: Character? = nil, help: String, known: [String] = [], expected: String,
        as convert: @escaping @Sendable (String) -> T?
    ) -> Option where Value == [T] {
        Option(.repeatable(name, valueName, short: short, help: help, known: known)) { parsed, spec throws(UsageError) in
            var values: [T] = []
            for raw in parsed.texts(of: spec) {
                values.append(try parsed.converted(raw, label: "'\(spec.longForm)'", known: spec.knownValues, expected: expected, convert: convert))
            }
            return values
        }
    }

    /// A flag that may carry a value of `shape` (`--json`, `--json=id,name`, `--json id,name`):
    /// nil when absent, else what `read` makes of the value, if there is one.
    public static func optionalValue<T: Sendable>(
        _ name: String, _ valueName: String, shape: ValueShape, help: String, as read: @escaping @Sendable (String?) -> T
    ) -> Option where Value == T? {
        Option(.optionalValue(name, valueName, shape: shape, help: help)) { parsed, spec in
            parsed.isGiven(spec) ? read(parsed.texts(of: spec).last) : nil
        }
    }
}

extension ParsedCommandLine {
    /// The value of a declared option: `try parsed[PagingOptions.rpp]`. A value that does not
    /// convert is a usage error naming the option.
    public subscript<Value>(option: Option<Value>) -> Value {
        get throws(UsageError) {
            let declared = declaredOption(option.name)
            assert(declared != nil, "'\(option.name)' is not declared by '\(commandName ?? spec.program)'")
            // As the command declares it: the values it knows are the ones a typo is compared with.
            return try option.read(self, declared ?? option.spec)
        }
    }

    /// Whether the option was given at all, its value read or not.
    public func isGiven<Value>(_ option: Option<Value>) -> Bool {
        isGiven(option.spec)
    }

    /// Whether a flag was given: `parsed[SharedOptions.nsfw]`, no `try` needed.
    public subscript(option: Option<Bool>) -> Bool {
        assert(declaredOption(option.name) != nil, "'\(option.name)' is not declared by '\(commandName ?? spec.program)'")
        return isGiven(option.spec)
    }
}
