extension ParsedCommandLine {
    /// The folder given as option or positional `name`, if any. An empty value names no folder
    /// (as for `mkdir ''` or `cp x ''`, an empty path is no path): a usage error, rather than the
    /// current folder by surprise.
    func folder(_ name: String) throws(UsageError) -> String? {
        guard let value = value(name) else { return nil }
        guard value.isEmpty else { return value }
        let label = command?.positional(named: name)?.name ?? "'--\(name)'"
        throw usageError("\(label) is empty: it names no folder", hint: "give a folder, or '.' for the current one")
    }
}
