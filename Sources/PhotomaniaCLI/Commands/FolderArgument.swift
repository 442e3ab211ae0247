/// A folder given as an option or a positional. An empty value names no folder (as for
/// `mkdir ''` or `cp x ''`, an empty path is no path): a usage error, rather than the current
/// folder by surprise.
extension ParsedCommandLine {
    fileprivate func checkFolder(_ value: String, label: String) throws(UsageError) {
        guard value.isEmpty else { return }
        throw usageError("\(label) is empty: it names no folder", hint: "give a folder, or '.' for the current one")
    }
}

extension Option where Value == PathArgument? {
    /// `-o DIR`: a folder, as given both ways.
    static func folder(_ name: String, _ valueName: String = "DIR", short: Character? = nil, help: String) -> Option {
        let path = Option.path(name, valueName, short: short, help: help)
        return Option(path.spec) { parsed, spec throws(UsageError) in
            guard let given = try path.read(parsed, spec) else { return nil }
            try parsed.checkFolder(given.text, label: "'\(spec.longForm)'")
            return given
        }
    }
}

extension Argument where Value == String? {
    /// `[DIR]`: a folder, when one is given.
    static func folder(_ name: String, help: String) -> Argument {
        Argument(.optional(name, help: help)) { parsed, spec throws(UsageError) in
            guard let value = parsed.texts(of: spec).first else { return nil }
            try parsed.checkFolder(value, label: spec.name)
            return value
        }
    }
}
