/// Parses the arguments that follow the program name.
///
/// Accepted forms: `--name value`, `--name=value` (the only way to give a value that starts
/// with `-`), `-j 4`, `-j4`, flag clusters `-vq`, and `--` to end options. Global options may
/// come before or after the command. The word after a group (`archive`) names its subcommand
/// (`archive list`), whose options come after it. `--help`, `-h` and `help COMMAND` win over
/// any other mistake, so asking for help always works.
public func parse(arguments: [String], spec: CommandLineSpec) throws(UsageError) -> ParsedCommandLine {
    var parser = ArgumentParser(spec: spec, arguments: arguments)
    return try parser.run()
}

extension CommandLineSpec {
    /// `try spec.parse(Array(CommandLine.arguments.dropFirst()))`
    public func parse(_ arguments: [String]) throws(UsageError) -> ParsedCommandLine {
        try PhotomaniaCLI.parse(arguments: arguments, spec: self)
    }
}

struct ArgumentParser {
    enum Problem {
        case error(UsageError)
        /// An option no command before it knows: before the command, or after a group's name.
        case unknownBeforeCommand(String, after: [CommandSpec])
    }

    let spec: CommandLineSpec
    let arguments: [String]
    var index = 0
    /// The command so far: empty, a command, or a group and its subcommand.
    var commandPath: [CommandSpec] = []
    var helpWordSeen = false
    var helpRequested = false
    var versionRequested = false
    var positionals: [String] = []
    var flags: Set<String> = []
    var optionValues: [String: [String]] = [:]
    var givenOrder: [String] = []
    var firstProblem: Problem?
    /// Words an option with an optional value took from the next argument, each with where it
    /// stood among the positionals: given back when a required positional would be missing.
    var lentWords: [LentWord] = []

    struct LentWord {
        let option: String
        /// Its place in `optionValues[option]` and in `positionals`, when it was taken.
        let valueIndex: Int
        let positionIndex: Int
    }

    init(spec: CommandLineSpec, arguments: [String]) {
        self.spec = spec
        self.arguments = arguments
    }

    var command: CommandSpec? { commandPath.last }

    mutating func run() throws(UsageError) -> ParsedCommandLine {
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !looksLikeOption(argument) {
                try takePositional(argument)
            } else if argument == "--" {
                optionsEnded = true
            } else if argument.hasPrefix("--") {
                takeLong(argument.dropFirst(2))
            } else {
                takeShortCluster(argument.dropFirst())
            }
        }
        return try finish()
    }

    private func looksLikeOption(_ argument: String) -> Bool {
        argument.hasPrefix("-") && argument != "-"
    }

    private mutating func takeLong(_ body: Substring) {
        let name = String(body.prefix { $0 != "=" })
        let inlineValue = body.firstIndex(of: "=").map { String(body[body.index(after: $0)...]) }
        guard let option = lookUp({ $0.name == name }) else {
            return recordUnknown("--" + name)
        }
        if case .optionalValue(let shape) = option.kind {
            setFlag(option)
            if let inlineValue {
                accept(inlineValue, for: option)
            } else if index < arguments.count, shape.matches(arguments[index]) {
                index += 1
                lentWords.append(LentWord(option: option.name, valueIndex: optionValues[option.name]?.count ?? 0, positionIndex: positionals.count))
                accept(arguments[index - 1], for: option)
            }
            return
        }
        switch (option.takesValue, inlineValue) {
        case (true, let value?): accept(value, for: option)
        case (true, nil): takeNextValue(for: option, typed: "--" + name)
        case (false, nil): setFlag(option)
        case (false, _?): record(errors.flagGivenValue(option))
        }
    }

    private mutating func takeShortCluster(_ body: Substring) {
        var rest = body
        while let letter = rest.first {
            rest = rest.dropFirst()
            guard let option = lookUp({ $0.short == letter }) else {
                return recordUnknown("-\(letter)")
            }
            guard option.takesValue else {
                setFlag(option)
                continue
            }
            if rest.isEmpty {
                takeNextValue(for: option, typed: "-\(letter)")
            } else {
                accept(String(rest.hasPrefix("=") ? rest.dropFirst() : rest), for: option)
            }
            return
        }
    }

    private mutating func takeNextValue(for option: OptionSpec, typed: String) {
        guard index < arguments.count else {
            return record(errors.missingValue(option, typed: typed, next: nil))
        }
        let next = arguments[index]
        guard !looksLikeOption(next) else {
            return record(errors.missingValue(option, typed: typed, next: next))
        }
        index += 1
        accept(next, for: option)
    }

    private mutating func accept(_ value: String, for option: OptionSpec) {
        if !option.choices.isEmpty, !option.choices.contains(value) {
            record(errors.notAChoice(value, for: option))
        }
        noteGiven(option)
        optionValues[option.name, default: []].append(value)
    }

    private mutating func setFlag(_ option: OptionSpec) {
        if option == .helpOption { helpRequested = true }
        if option == .versionOption { versionRequested = true }
        noteGiven(option)
        flags.insert(option.name)
    }

    private mutating func noteGiven(_ option: OptionSpec) {
        if !givenOrder.contains(option.name) { givenOrder.append(option.name) }
    }

    private mutating func takePositional(_ argument: String) throws(UsageError) {
        if let command, !command.subcommands.isEmpty {
            // `archive help list` asks for help as `help archive list` does.
            if argument == "help" { helpWordSeen = true } else { commandPath.append(try resolveSubcommand(argument, of: command)) }
        } else if command != nil {
            if !helpWordSeen { positionals.append(argument) }
        } else if argument == "help" {
            helpWordSeen = true
        } else {
            commandPath = [try resolveCommand(argument)]
        }
    }

    private func resolveCommand(_ name: String) throws(UsageError) -> CommandSpec {
        if let command = spec.command(named: name) { return command }
        if let firstProblem { throw error(for: firstProblem) }
        throw errors.unknownCommand(name)
    }

    private func resolveSubcommand(_ name: String, of group: CommandSpec) throws(UsageError) -> CommandSpec {
        if let command = group.subcommand(named: name) { return command }
        if let firstProblem { throw error(for: firstProblem) }
        throw errors.unknownSubcommand(name)
    }

    private func lookUp(_ matches: (OptionSpec) -> Bool) -> OptionSpec? {
        command?.options.first(where: matches) ?? spec.allGlobalOptions.first(where: matches)
    }

    private mutating func recordUnknown(_ typed: String) {
        guard let command, command.subcommands.isEmpty else { return record(.unknownBeforeCommand(typed, after: commandPath)) }
        record(errors.unknownOption(typed))
    }

    private mutating func record(_ error: UsageError) {
        record(.error(error))
    }

    private mutating func record(_ problem: Problem) {
        if firstProblem == nil { firstProblem = problem }
    }

    func error(for problem: Problem) -> UsageError {
        switch problem {
        case .error(let error): error
        case .unknownBeforeCommand(let typed, let after): errors.unknownOptionBeforeCommand(typed, after: after)
        }
    }

    var errors: UsageErrors {
        UsageErrors(spec: spec, commandPath: commandPath)
    }
}
