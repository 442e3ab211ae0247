extension ArgumentParser {
    /// Decides what the user asked for once every argument has been read.
    func finish() throws(UsageError) -> ParsedCommandLine {
        if helpRequested || helpWordSeen {
            return result(.help)
        }
        if versionRequested {
            return result(.version)
        }
        if let firstProblem {
            throw error(for: firstProblem)
        }
        guard let command else {
            return result(.help)
        }
        // A group alone (`photomania archive`) shows its commands, as gh does.
        if !command.subcommands.isEmpty {
            return result(.help)
        }
        var words = (positionals: positionals, optionValues: optionValues)
        givingBackLentWords(to: command, &words)
        let assigned = try assignPositionals(words.positionals, of: command)
        try checkExclusive(spec.exclusive + command.exclusive)
        return result(.run, positionals: words.positionals, optionValues: words.optionValues, positionalValues: assigned)
    }

    private func result(
        _ request: ParsedCommandLine.Request, positionals: [String]? = nil, optionValues: [String: [String]]? = nil,
        positionalValues: [String: [String]] = [:]
    ) -> ParsedCommandLine {
        ParsedCommandLine(
            request: request,
            spec: spec,
            commandPath: commandPath,
            positionals: positionals ?? self.positionals,
            flags: flags,
            optionValues: optionValues ?? self.optionValues,
            positionalValues: positionalValues
        )
    }

    /// `search --json lighthouse`: a word an optional-value option took is the positional that
    /// would otherwise be missing (the option keeps its flag, without a value). Latest first.
    private func givingBackLentWords(
        to command: CommandSpec, _ words: inout (positionals: [String], optionValues: [String: [String]])
    ) {
        let needed = command.positionals.reduce(0) { count, positional in
            switch positional.arity {
            case .required: count + 1
            case .optional: count
            case .variadic(let minimum): count + minimum
            }
        }
        for word in lentWords.reversed() where words.positionals.count < needed {
            guard let value = words.optionValues[word.option]?.remove(at: word.valueIndex) else { continue }
            if words.optionValues[word.option]?.isEmpty == true { words.optionValues[word.option] = nil }
            words.positionals.insert(value, at: word.positionIndex)
        }
    }

    private func assignPositionals(_ positionals: [String], of command: CommandSpec) throws(UsageError) -> [String: [String]] {
        var remaining = positionals[...]
        var assigned: [String: [String]] = [:]
        for positional in command.positionals {
            let taken: [String]
            switch positional.arity {
            case .required:
                guard let value = remaining.popFirst() else { throw errors.missingArgument(positional) }
                taken = [value]
            case .optional:
                taken = remaining.popFirst().map { [$0] } ?? []
            case .variadic(let minimum):
                guard remaining.count >= minimum else { throw errors.missingArgument(positional) }
                taken = Array(remaining)
                remaining = []
            }
            for value in taken where !positional.choices.isEmpty && !positional.choices.contains(value) {
                throw errors.notAChoice(value, for: positional)
            }
            assigned[positional.name] = taken
        }
        if let extra = remaining.first {
            throw errors.unexpectedArgument(extra)
        }
        return assigned
    }

    private func checkExclusive(_ groups: [[String]]) throws(UsageError) {
        for group in groups {
            let given = givenOrder.filter(group.contains)
            if given.count >= 2 {
                throw errors.conflict(given[0], given[1], group: group)
            }
        }
    }
}
