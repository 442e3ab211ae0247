/// One option that a command, or the whole program, accepts.
///
/// Commands declare options as typed `Option` values, whose `spec` this is; the factory methods
/// make the spec alone: `.flag("json", help: "Print JSON")`,
/// `.value("jobs", "N", short: "j", help: "Transfers at once")`,
/// `.repeatable("category", "NAME", help: "Only this category")`.
public struct OptionSpec: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// Present or absent: `--json`.
        case flag
        /// Takes one value; given twice, the last one wins: `--page 2`.
        case value
        /// Takes one value each time and collects them all: `--category A --category B`.
        case repeatable
        /// A flag that may carry a value: `--json`, `--json=id,name`, or `--json id,name` when
        /// the next argument has the value's shape.
        case optionalValue(ValueShape)
    }

    /// The long name without dashes: `"page"` for `--page`.
    public let name: String
    public let short: Character?
    public let kind: Kind
    /// The placeholder shown in help and errors: `"N"` in `--page N`. Empty for flags.
    public let valueName: String
    public let help: String
    /// When not empty, the only values accepted; also listed in help and usable for completions.
    public let choices: [String]
    /// The canonical spellings of a value set that the command checks itself, because it takes
    /// other spellings too (`fresh-today`, `Black and White`, an id): what completions offer and
    /// what a value that does not convert is compared with ("did you mean 'popular'?").
    public let knownValues: [String]

    public init(
        name: String,
        short: Character? = nil,
        kind: Kind,
        valueName: String = "",
        help: String,
        choices: [String] = [],
        knownValues: [String] = []
    ) {
        self.name = name
        self.short = short
        self.kind = kind
        self.valueName = valueName
        self.help = help
        self.choices = choices
        self.knownValues = knownValues
    }

    public static func flag(_ name: String, short: Character? = nil, help: String) -> OptionSpec {
        OptionSpec(name: name, short: short, kind: .flag, help: help)
    }

    public static func value(
        _ name: String,
        _ valueName: String,
        short: Character? = nil,
        help: String,
        choices: [String] = [],
        known: [String] = []
    ) -> OptionSpec {
        OptionSpec(name: name, short: short, kind: .value, valueName: valueName, help: help, choices: choices, knownValues: known)
    }

    public static func repeatable(
        _ name: String,
        _ valueName: String,
        short: Character? = nil,
        help: String,
        choices: [String] = [],
        known: [String] = []
    ) -> OptionSpec {
        OptionSpec(name: name, short: short, kind: .repeatable, valueName: valueName, help: help, choices: choices, knownValues: known)
    }

    /// A flag that may carry a value of the given shape: `--json`, `--json=FIELDS`.
    public static func optionalValue(_ name: String, _ valueName: String, shape: ValueShape, help: String) -> OptionSpec {
        OptionSpec(name: name, kind: .optionalValue(shape), valueName: valueName, help: help)
    }

    /// `--page`
    public var longForm: String { "--" + name }

    /// Whether the option always takes a value (an `.optionalValue` one may go without).
    public var takesValue: Bool { kind == .value || kind == .repeatable }
}

extension OptionSpec {
    /// `-h, --help`: always accepted, before or after the command.
    public static let helpOption = OptionSpec.flag("help", short: "h", help: "Show help")

    /// `--version`: always accepted.
    public static let versionOption = OptionSpec.flag("version", help: "Print the version")
}
