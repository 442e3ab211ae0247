extension CommandLineSpec {
    /// Mistakes in the declarations themselves (duplicate names, an exclusive group naming
    /// an undeclared option, a positional after a variadic one…), one sentence each.
    /// Empty for a sound spec; meant for a unit test of the program's real spec.
    public var problems: [String] {
        var found = duplicates(in: commands.map(\.name)).map { "command '\($0)' is declared twice" }
        if command(named: "help") != nil {
            found.append("'help' is reserved for 'help COMMAND'")
        }
        let globalProblems = optionProblems(allGlobalOptions, exclusive: exclusive)
        found += globalProblems.map { "global options: \($0)" }
        for path in commands.flatMap({ command in [[command]] + command.subcommands.map { [command, $0] } }) {
            guard let command = path.last, let name = CommandSpec.name(of: path) else { continue }
            let owner = "'\(name)'"
            found += optionProblems(command.options + allGlobalOptions, exclusive: command.exclusive)
                .filter { !globalProblems.contains($0) }
                .map { "\(owner): \($0)" }
            found += positionalProblems(command.positionals).map { "\(owner): \($0)" }
            found += groupProblems(command, nested: path.count > 1).map { "\(owner): \($0)" }
        }
        return found
    }

    /// A group names its commands and takes nothing else; its commands are not groups.
    private func groupProblems(_ command: CommandSpec, nested: Bool) -> [String] {
        guard !command.subcommands.isEmpty else { return [] }
        var found = duplicates(in: command.subcommands.map(\.name)).map { "command '\($0)' is declared twice" }
        if nested { found.append("a subcommand cannot have subcommands of its own") }
        if !command.options.isEmpty || !command.positionals.isEmpty {
            found.append("a command with subcommands takes no options or arguments of its own")
        }
        return found
    }

    private func optionProblems(_ options: [OptionSpec], exclusive: [[String]]) -> [String] {
        var found = duplicates(in: options.map(\.name)).map { "option '--\($0)' is declared twice" }
        found += duplicates(in: options.compactMap(\.short).map { String($0) })
            .map { "short option '-\($0)' is declared twice" }
        for option in options {
            if option.name.isEmpty || option.name.hasPrefix("-") || option.name.contains(where: { $0 == "=" || $0 == " " }) {
                found.append("'\(option.name)' is not a valid option name")
            }
            if option.takesValue, option.valueName.isEmpty {
                found.append("option '--\(option.name)' takes a value but has no value name")
            }
        }
        let declared = Set(options.map(\.name))
        for name in exclusive.joined() where !declared.contains(name) {
            found.append("exclusive group names undeclared option '--\(name)'")
        }
        return found
    }

    private func positionalProblems(_ positionals: [PositionalSpec]) -> [String] {
        var found = duplicates(in: positionals.map(\.name)).map { "positional \($0) is declared twice" }
        var previousRank = 0
        for (index, positional) in positionals.enumerated() {
            let rank: Int
            switch positional.arity {
            case .required: rank = 0
            case .optional: rank = 1
            case .variadic: rank = 2
            }
            if rank < previousRank {
                found.append("positional \(positional.name) cannot follow an optional or variadic one")
            }
            if rank == 2, index != positionals.count - 1 {
                found.append("variadic positional \(positional.name) must be the last one")
            }
            previousRank = max(previousRank, rank)
        }
        return found
    }

    private func duplicates(in names: [String]) -> [String] {
        var seen: Set<String> = []
        var repeated: [String] = []
        for name in names where !seen.insert(name).inserted && !repeated.contains(name) {
            repeated.append(name)
        }
        return repeated
    }
}
