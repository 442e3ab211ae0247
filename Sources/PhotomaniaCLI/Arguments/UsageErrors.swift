/// The wording of every usage error the parser reports, in one place.
struct UsageErrors {
    let spec: CommandLineSpec
    /// The command read so far: none, a command, or a group and its subcommand.
    let commandPath: [CommandSpec]

    private var program: String { spec.program }
    private var command: CommandSpec? { commandPath.last }
    /// `photos`, `archive import`.
    private var commandName: String? { CommandSpec.name(of: commandPath) }

    private func make(_ message: String, hint: String) -> UsageError {
        UsageError(program: program, message: message, hint: hint)
    }

    private var seeHelp: String {
        UsageError.seeHelp(program: program, command: commandName)
    }

    /// `--pgae` → `--page`, comparing the names without their dashes.
    private func suggestedOption(for typed: String, among options: [OptionSpec]) -> String? {
        guard typed.hasPrefix("--") else { return nil }
        return closestMatch(to: String(typed.dropFirst(2)), among: options.map(\.name)).map { "--" + $0 }
    }

    func unknownCommand(_ name: String) -> UsageError {
        let suggestion = closestMatch(to: name, among: spec.commands.map(\.name) + ["help"])
        return make(
            "unknown command '\(name.echoed)'",
            hint: UsageError.hint(suggestion: suggestion, program: program, command: nil)
        )
    }

    /// An option the command does not take. When another command of its group does
    /// (`cache stats --http`), the hint names that one.
    func unknownOption(_ typed: String) -> UsageError {
        let message = "unknown option '\(typed.echoed)' for '\(commandName ?? program)'"
        let siblings = commandPath.count > 1 ? commandPath[commandPath.count - 2].subcommands.map { Array(commandPath.dropLast()) + [$0] } : []
        if let owner = siblings.first(where: { $0.last?.options.contains { $0.isSpelled(typed) } == true }), let name = CommandSpec.name(of: owner) {
            return make(message, hint: "'\(typed.echoed)' belongs to '\(name)'. \(UsageError.seeHelp(program: program, command: name))")
        }
        let alias = typed.hasPrefix("--") ? command?.aliases[String(typed.dropFirst(2))].map { "--" + $0 } : nil
        let suggestion = alias ?? suggestedOption(for: typed, among: (command?.options ?? []) + spec.allGlobalOptions)
        return make(message, hint: UsageError.hint(suggestion: suggestion, program: program, command: commandName))
    }

    /// Before the command name (or a group's subcommand) only global options are known; the
    /// hint says where a command's option belongs when the user put it too early. `after` is
    /// the group it followed, if any: `unknown option '--http' for 'cache'`.
    func unknownOptionBeforeCommand(_ typed: String, after: [CommandSpec]) -> UsageError {
        let message = "unknown option '\(typed.echoed)'" + (CommandSpec.name(of: after).map { " for '\($0)'" } ?? "")
        let owners: [[CommandSpec]] = if let command, command.subcommands.isEmpty {
            [commandPath]
        } else if let group = command {
            group.subcommands.map { commandPath + [$0] }
        } else {
            spec.runnablePaths
        }
        let declaring = owners.filter { $0.last?.options.contains { $0.isSpelled(typed) } == true }.compactMap(CommandSpec.name(of:)).map { "'\($0)'" }
        if !declaring.isEmpty {
            let names = declaring.joined(separator: ", ")
            return make(message, hint: "'\(typed.echoed)' belongs to \(names); write it after the command name.")
        }
        let suggestion = suggestedOption(for: typed, among: spec.allGlobalOptions)
        return make(message, hint: UsageError.hint(suggestion: suggestion, program: program, command: CommandSpec.name(of: after)))
    }

    /// A word after a group that names none of its commands: `cache stat`.
    func unknownSubcommand(_ name: String) -> UsageError {
        let choices = command?.subcommands.map(\.name) ?? []
        return make("unknown command '\(name.echoed)' for '\(commandName ?? program)'", hint: choicesHint(name, choices))
    }

    func missingValue(_ option: OptionSpec, typed: String, next: String?) -> UsageError {
        let message = "option '\(typed)' needs a value (\(option.valueName))"
        guard let next else { return make(message, hint: seeHelp) }
        return make(message, hint: "To give a value that starts with '-', write '\(option.longForm)=\(next.echoed)'.")
    }

    func flagGivenValue(_ option: OptionSpec) -> UsageError {
        make("option '\(option.longForm)' does not take a value", hint: seeHelp)
    }

    func notAChoice(_ value: String, for option: OptionSpec) -> UsageError {
        make("unknown value '\(value.echoed)' for '\(option.longForm)'", hint: choicesHint(value, option.choices))
    }

    func notAChoice(_ value: String, for positional: PositionalSpec) -> UsageError {
        let owner = commandName.map { " for '\($0)'" } ?? ""
        return make("unknown \(positional.name) '\(value.echoed)'\(owner)", hint: choicesHint(value, positional.choices))
    }

    private func choicesHint(_ value: String, _ choices: [String]) -> String {
        let list = "Expected one of: \(choices.joined(separator: ", "))."
        guard let suggestion = closestMatch(to: value, among: choices) else { return list }
        return "did you mean '\(suggestion)'? \(list)"
    }

    func missingArgument(_ positional: PositionalSpec) -> UsageError {
        make("missing \(positional.name) for '\(commandName ?? program)'", hint: seeHelp)
    }

    func unexpectedArgument(_ argument: String) -> UsageError {
        let hint = command?.extraArgumentHint.map { "\(UsageError.sentence($0)) \(seeHelp)" } ?? seeHelp
        return make("unexpected argument '\(argument.echoed)' for '\(commandName ?? program)'", hint: hint)
    }

    func conflict(_ first: String, _ second: String, group: [String]) -> UsageError {
        let choices = group.map { "--\($0)" }.joined(separator: ", ")
        return make(
            "'--\(first)' and '--\(second)' cannot be used together",
            hint: "Give only one of \(choices). \(seeHelp)"
        )
    }
}

extension OptionSpec {
    fileprivate func isSpelled(_ typed: String) -> Bool {
        typed == longForm || short.map { "-\($0)" == typed } == true
    }
}
