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
        let assigned = try assignPositionals(of: command)
        try checkExclusive(spec.exclusive + command.exclusive)
        return result(.run, positionalValues: assigned)
    }

    private func result(_ request: ParsedCommandLine.Request, positionalValues: [String: [String]] = [:])
        -> ParsedCommandLine
    {
        ParsedCommandLine(
            request: request,
            spec: spec,
            command: command,
            positionals: positionals,
            flags: flags,
            optionValues: optionValues,
            positionalValues: positionalValues
        )
    }

    private func assignPositionals(of command: CommandSpec) throws(UsageError) -> [String: [String]] {
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
