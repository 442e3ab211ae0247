/// The result of parsing: what the user asked for, and the values they gave.
///
/// Options are read through their typed declarations (`parsed[option]`, see `Option`),
/// positionals through theirs (`Argument`). Global options are read the same way as the
/// command's own.
public struct ParsedCommandLine: Sendable, Equatable {
    public enum Request: Sendable, Equatable {
        /// Run `command` (never nil for this request).
        case run
        /// Print `helpText(width:)`: the overview when `command` is nil, else the command's help.
        case help
        /// Print `spec.versionLine`.
        case version
    }

    public let request: Request
    public let spec: CommandLineSpec
    /// The command and, for a subcommand, the group above it: `[archive, import]`.
    public let commandPath: [CommandSpec]
    /// Every positional argument, in order, whatever names they were assigned to.
    public let positionals: [String]
    let flags: Set<String>
    let optionValues: [String: [String]]
    let positionalValues: [String: [String]]
    /// The option values byte for byte (`RawArguments`), for `PathArgument`; the others hold
    /// U+FFFD for a byte that was not UTF-8.
    private let exactOptionValues: [String: [String]]

    init(
        request: Request,
        spec: CommandLineSpec,
        commandPath: [CommandSpec],
        positionals: [String] = [],
        flags: Set<String> = [],
        optionValues: [String: [String]] = [:],
        positionalValues: [String: [String]] = [:]
    ) {
        self.request = request
        self.spec = spec
        self.commandPath = commandPath
        self.positionals = positionals.map(RawArguments.lossy)
        self.flags = flags
        self.optionValues = optionValues.mapValues { $0.map(RawArguments.lossy) }
        self.positionalValues = positionalValues.mapValues { $0.map(RawArguments.lossy) }
        exactOptionValues = optionValues
    }

    /// The command to run or to show the help of: a subcommand, not its group.
    public var command: CommandSpec? { commandPath.last }

    /// `photos`, or `archive import` for a subcommand.
    public var commandName: String? { CommandSpec.name(of: commandPath) }

    /// Whether the option was given (a flag, or an option with a value).
    func isGiven(_ option: OptionSpec) -> Bool {
        flags.contains(option.name) || optionValues[option.name] != nil
    }

    /// Every value given to the option, in order (U+FFFD for bytes that are not UTF-8).
    func texts(of option: OptionSpec) -> [String] {
        optionValues[option.name] ?? []
    }

    /// The option's last value byte for byte, bytes that are not UTF-8 included.
    func exactText(of option: OptionSpec) -> String? {
        exactOptionValues[option.name]?.last
    }

    /// Every value assigned to the positional, in order.
    func texts(of positional: PositionalSpec) -> [String] {
        positionalValues[positional.name] ?? []
    }

    /// A usage error in the same style as the parser's, for checks a command makes itself.
    /// The hint ends with "See 'photomania COMMAND --help'."; `hint` goes before that sentence,
    /// ended with a full stop if it has no end of its own.
    public func usageError(_ message: String, hint: String? = nil, list: [String] = []) -> UsageError {
        let see = UsageError.seeHelp(program: spec.program, command: commandName)
        return UsageError(program: spec.program, message: message, hint: hint.map { "\(UsageError.sentence($0)) \(see)" } ?? see, list: list)
    }

    func declaredOption(_ name: String) -> OptionSpec? {
        command?.option(named: name) ?? spec.allGlobalOptions.first { $0.name == name }
    }
}
