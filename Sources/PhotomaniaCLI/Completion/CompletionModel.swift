import PhotomaniaKit

/// What shell completion offers, read from a `CommandLineSpec` by one walk; the bash, zsh and
/// fish renderers only spell it in their shell's syntax.
struct CompletionModel: Sendable, Equatable {
    /// What may follow an option, or stand in a positional's place.
    enum Values: Sendable, Equatable {
        /// Nothing to offer: free text such as a number or a name.
        case free
        /// A fixed set of words.
        case words([String])
        case files
        case directories
    }

    struct Option: Sendable, Equatable {
        /// Without dashes: `"feature"`.
        let name: String
        let short: Character?
        let help: String
        /// Empty for flags: `"F"`.
        let valueName: String
        let repeatable: Bool
        /// `nil` for a flag.
        let values: Values?

        var long: String { "--" + name }
        /// `--feature` and `-f`, as typed.
        var spellings: [String] { [long] + (short.map { ["-\($0)"] } ?? []) }
    }

    struct Positional: Sendable, Equatable {
        let name: String
        let help: String
        let optional: Bool
        /// Takes every remaining word.
        let variadic: Bool
        let values: Values
    }

    struct CommandEntry: Sendable, Equatable {
        /// `["photos"]`, or a group and its command: `["cache", "clear"]`.
        let path: [String]
        let summary: String
        let options: [Option]
        let positionals: [Positional]
        /// A group's commands: the words that may follow its name.
        let subcommands: [Subcommand]

        /// `photos`, `cache clear`: the words typed.
        var name: String { path.joined(separator: " ") }
        var isSubcommand: Bool { path.count > 1 }
        var isGroup: Bool { !subcommands.isEmpty }
    }

    struct Subcommand: Sendable, Equatable {
        let name: String
        let summary: String
    }

    let program: String
    /// Every command in the spec's order, each group followed by its commands.
    let commands: [CommandEntry]
    /// The spec's global options with `--help` and `--version`.
    let globalOptions: [Option]

    /// Every command name that may follow the program, in the spec's order.
    var commandNames: [String] { commands.filter { !$0.isSubcommand }.map(\.name) }

    /// The commands of the group `name`.
    func subcommandEntries(of name: String) -> [CommandEntry] {
        commands.filter { $0.isSubcommand && $0.path.first == name }
    }

    /// `help COMMAND` is accepted besides the commands.
    static let helpWord = "help"

    init(spec: CommandLineSpec) {
        program = spec.program
        globalOptions = spec.allGlobalOptions.map { Self.option($0, command: nil) }
        commands = spec.commands.flatMap { group in
            ([[group]] + group.subcommands.map { [group, $0] }).map { path in
                let command = path[path.count - 1]
                let name = path.map(\.name).joined(separator: " ")
                return CommandEntry(
                    path: path.map(\.name),
                    summary: command.summary,
                    options: command.options.map { Self.option($0, command: name) },
                    positionals: command.positionals.map(Self.positional),
                    subcommands: command.subcommands.map { Subcommand(name: $0.name, summary: $0.summary) }
                )
            }
        }
    }

    private static func option(_ option: OptionSpec, command: String?) -> Option {
        Option(
            name: option.name,
            short: option.short,
            help: option.help,
            valueName: option.valueName,
            repeatable: option.kind == .repeatable,
            values: option.takesValue ? values(for: option, command: command) : nil
        )
    }

    private static func positional(_ positional: PositionalSpec) -> Positional {
        let variadic: Bool
        if case .variadic = positional.arity { variadic = true } else { variadic = false }
        let values: Values = positional.choices.isEmpty ? pathValues(positional.name) : .words(positional.choices)
        return Positional(name: positional.name, help: positional.help, optional: positional.arity != .required, variadic: variadic, values: values)
    }

    /// The declared `choices`, else its `knownValues`, else files or folders for a `FILE` or
    /// `DIR` value, else free text.
    static func values(for option: OptionSpec, command: String?) -> Values {
        if !option.choices.isEmpty { return .words(option.choices) }
        if !option.knownValues.isEmpty { return .words(option.knownValues) }
        return pathValues(option.valueName)
    }

    private static func pathValues(_ valueName: String) -> Values {
        switch valueName {
        case "FILE": .files
        case "DIR": .directories
        default: .free
        }
    }

}

extension CompletionModel {
    /// The shells a script can be generated for, in the order `completions` lists them.
    enum Shell: String, CaseIterable, Sendable {
        case bash, zsh, fish
    }

    /// The whole completion script for `shell`.
    func script(for shell: Shell) -> String {
        switch shell {
        case .bash: BashCompletion(model: self).script()
        case .zsh: ZshCompletion(model: self).script()
        case .fish: FishCompletion(model: self).script()
        }
    }

    /// The sets of option spellings that share one value set, in first-seen order, so that a
    /// renderer writes each set once: `(["photos --feature", "photos -f", …], .words([…]))`.
    /// `nil` as command stands for the global options.
    func valueGroups() -> [(keys: [(command: String?, spelling: String)], values: Values)] {
        var groups: [(keys: [(command: String?, spelling: String)], values: Values)] = []
        let owned = commands.flatMap { command in command.options.map { (command.name as String?, $0) } } + globalOptions.map { (nil as String?, $0) }
        for (command, option) in owned {
            guard let values = option.values else { continue }
            let keys = option.spellings.map { (command: command, spelling: $0) }
            if let index = groups.firstIndex(where: { $0.values == values }) {
                groups[index].keys += keys
            } else {
                groups.append((keys, values))
            }
        }
        return groups
    }
}
