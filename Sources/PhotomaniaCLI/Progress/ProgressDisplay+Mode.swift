extension ProgressDisplay {
    /// How `download` reports on its output.
    public enum Mode: Sendable, Equatable {
        /// A live block redrawn in place about 10 times a second; finished files scroll above it.
        case terminal(colors: Bool)
        /// Not a terminal: a line per event, a status line every 5 s, never `\r` or escape codes.
        case plain
        /// `--json`: one compact JSON object per line for every event, `progress` once a second.
        case jsonLines
        /// `-q`: only `error …` lines; no progress and no summary (the exit status tells the rest).
        case quiet
    }
}
