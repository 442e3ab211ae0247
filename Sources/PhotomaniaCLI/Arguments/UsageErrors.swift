/// The wording of every usage error the parser reports, in one place.
struct UsageErrors {
    let spec: CommandLineSpec
    let command: CommandSpec?

    private var program: String { spec.program }

    private func make(_ message: String, hint: String) -> UsageError {
        UsageError(program: program, message: message, hint: hint)
    }

    private var seeHelp: String {
        UsageError.seeHelp(program: program, command: command?.name)
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

    func unknownOption(_ typed: String, command: CommandSpec) -> UsageError {
        let alias = typed.hasPrefix("--") ? command.aliases[String(typed.dropFirst(2))].map { "--" + $0 } : nil
        let suggestion = alias ?? suggestedOption(for: typed, among: command.options + spec.allGlobalOptions)
        return make(
            "unknown option '\(typed.echoed)' for '\(command.name)'",
            hint: UsageError.hint(suggestion: suggestion, program: program, command: command.name)
        )
    }

    /// Before the command name only global options are known; the hint says where a
    /// command's option belongs when the user put it too early.
    func unknownOptionBeforeCommand(_ typed: String, command: CommandSpec?) -> UsageError {
        let message = "unknown option '\(typed.echoed)'"
        let owners = command.map { [$0] } ?? spec.commands
        let declaring = owners.filter { $0.options.contains { $0.isSpelled(typed) } }.map { "'\($0.name)'" }
        if !declaring.isEmpty {
            let names = declaring.joined(separator: ", ")
            return make(message, hint: "'\(typed.echoed)' belongs to \(names); write it after the command name.")
        }
        let suggestion = suggestedOption(for: typed, among: spec.allGlobalOptions)
        return make(message, hint: UsageError.hint(suggestion: suggestion, program: program, command: nil))
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
        let owner = command.map { " for '\($0.name)'" } ?? ""
        return make("unknown \(positional.name) '\(value.echoed)'\(owner)", hint: choicesHint(value, positional.choices))
    }

    private func choicesHint(_ value: String, _ choices: [String]) -> String {
        let list = "Expected one of: \(choices.joined(separator: ", "))."
        guard let suggestion = closestMatch(to: value, among: choices) else { return list }
        return "did you mean '\(suggestion)'? \(list)"
    }

    func missingArgument(_ positional: PositionalSpec) -> UsageError {
        make("missing \(positional.name) for '\(command?.name ?? program)'", hint: seeHelp)
    }

    func unexpectedArgument(_ argument: String) -> UsageError {
        make("unexpected argument '\(argument.echoed)' for '\(command?.name ?? program)'", hint: seeHelp)
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
