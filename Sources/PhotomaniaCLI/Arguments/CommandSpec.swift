/// What one command accepts, and the text its help is generated from.
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
        aliases: [String: String] = [:]
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
    }

    public func option(named name: String) -> OptionSpec? {
        options.first { $0.name == name }
    }

    public func positional(named name: String) -> PositionalSpec? {
        positionals.first { $0.name == name }
    }
}
