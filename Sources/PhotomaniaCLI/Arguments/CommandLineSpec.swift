/// The whole command line of the program: its commands, global options and help sections.
public struct CommandLineSpec: Sendable, Equatable {
    public let program: String
    public let version: String
    /// One line shown at the top of the overview help.
    public let summary: String
    public let commands: [CommandSpec]
    /// Options accepted before or after any command. `-h/--help` and `--version` are added.
    public let globalOptions: [OptionSpec]
    /// Groups of global option names of which at most one may be given: `[["verbose", "quiet"]]`.
    public let exclusive: [[String]]
    /// Shown at the end of the overview help (exit codes, where the data comes from).
    public let sections: [HelpSection]

    public init(
        program: String,
        version: String,
        summary: String,
        commands: [CommandSpec],
        globalOptions: [OptionSpec] = [],
        exclusive: [[String]] = [],
        sections: [HelpSection] = []
    ) {
        self.program = program
        self.version = version
        self.summary = summary
        self.commands = commands
        self.globalOptions = globalOptions
        self.exclusive = exclusive
        self.sections = sections
    }

    /// The declared global options followed by `--help` and `--version`.
    public var allGlobalOptions: [OptionSpec] {
        globalOptions + [.helpOption, .versionOption]
    }

    /// What `--version` prints: `photomania 0.3.0`.
    public var versionLine: String { "\(program) \(version)" }

    public func command(named name: String) -> CommandSpec? {
        commands.first { $0.name == name }
    }

    /// Every command that runs, each with the group it is in: `[photos]`, …, `[archive, list]`.
    var runnablePaths: [[CommandSpec]] {
        commands.flatMap { command in command.subcommands.isEmpty ? [[command]] : command.subcommands.map { [command, $0] } }
    }
}

/// A titled block of the overview help: either rows of `term  text` or a paragraph.
public struct HelpSection: Sendable, Equatable {
    public struct Row: Sendable, Equatable {
        public let term: String
        public let text: String

        public init(_ term: String, _ text: String) {
            self.term = term
            self.text = text
        }
    }

    public let title: String
    public let rows: [Row]
    public let text: String

    public static func rows(_ title: String, _ rows: [Row]) -> HelpSection {
        HelpSection(title: title, rows: rows, text: "")
    }

    public static func text(_ title: String, _ text: String) -> HelpSection {
        HelpSection(title: title, rows: [], text: text)
    }
}
