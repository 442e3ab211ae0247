/// What one command accepts, and the text its help is generated from. A command with
/// `subcommands` is a group (`archive`): the word after it names one of them (`archive list`),
/// which has its own options, arguments and help; the group takes none of its own.
public struct CommandSpec: Sendable, Equatable {
    public let name: String
    /// One line, shown in the command list and at the top of the command's help.
    public let summary: String
    public let options: [OptionSpec]
    public let positionals: [PositionalSpec]
    /// Groups of option names of which at most one may be given: `[["page", "pages", "all"]]`.
    public let exclusive: [[String]]
    /// Usage lines after `photomania NAME`; when empty, one is generated from the declarations.
    public let usage: [String]
    /// Extra paragraphs shown after the usage lines.
    public let discussion: String
    /// Tables shown after the discussion, e.g. browse's "Keys:".
    public let sections: [HelpSection]
    /// Complete command lines, shown under "Examples:".
    public let examples: [String]
    /// What users of other tools type, and the option meant: `["simulate": "dry-run"]`.
    public let aliases: [String: String]
    public let subcommands: [CommandSpec]
    /// What an argument the command does not take may have meant, said before the pointer to
    /// the help: `use -o DIR for the download folder` (`archive list photos`).
    public let extraArgumentHint: String?

    public init(
        _ name: String,
        summary: String,
        options: [OptionSpec] = [],
        positionals: [PositionalSpec] = [],
        exclusive: [[String]] = [],
        usage: [String] = [],
        discussion: String = "",
        sections: [HelpSection] = [],
        examples: [String] = [],
        aliases: [String: String] = [:],
        subcommands: [CommandSpec] = [],
        extraArgumentHint: String? = nil
    ) {
        self.name = name
        self.summary = summary
        self.options = options
        self.positionals = positionals
        self.exclusive = exclusive
        self.usage = usage
        self.discussion = discussion
        self.sections = sections
        self.examples = examples
        self.aliases = aliases
        self.subcommands = subcommands
        self.extraArgumentHint = extraArgumentHint
    }

    public func option(named name: String) -> OptionSpec? {
        options.first { $0.name == name }
    }

    public func positional(named name: String) -> PositionalSpec? {
        positionals.first { $0.name == name }
    }

    public func subcommand(named name: String) -> CommandSpec? {
        subcommands.first { $0.name == name }
    }

    /// The usage lines after `photomania NAME`: the declared ones, else each subcommand's after
    /// its name, else `[options]` and the positionals.
    var usageLines: [String] {
        if !usage.isEmpty { return usage }
        if !subcommands.isEmpty { return subcommands.flatMap { command in command.usageLines.map { command.name + " " + $0 } } }
        return [(["[options]"] + positionals.map(\.synopsis)).joined(separator: " ")]
    }

    /// `photos`, `archive import`: a command as it is typed after the program; nil for none.
    static func name(of path: [CommandSpec]) -> String? {
        path.isEmpty ? nil : path.map(\.name).joined(separator: " ")
    }
}
