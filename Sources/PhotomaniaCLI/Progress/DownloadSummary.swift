/// How a `download` run ended, for the last line it prints.
public struct DownloadSummary: Sendable, Equatable {
    public var downloaded: Int
    public var skipped: Int
    public var failedIDs: [Int]
    public var bytes: Int64
    /// Seconds the run took.
    public var elapsed: Double
    /// Stopped early (Ctrl-C, SIGTERM) with work left.
    public var interrupted: Bool

    public init(downloaded: Int, skipped: Int, failedIDs: [Int], bytes: Int64, elapsed: Double, interrupted: Bool) {
        self.downloaded = downloaded
        self.skipped = skipped
        self.failedIDs = failedIDs
        self.bytes = bytes
        self.elapsed = elapsed
        self.interrupted = interrupted
    }
}

extension DownloadSummary {
    static let listedFailureLimit = 10

    /// `downloaded 398 · skipped 0 · failed 2 (ids 12, 40) · 231.4 MiB in 19.6 s`, `· interrupted` when so.
    func line(style: TerminalStyle = TerminalStyle(colors: false)) -> String {
        var failed = "failed \(failedIDs.count)"
        if !failedIDs.isEmpty {
            let listed = failedIDs.prefix(Self.listedFailureLimit).map(String.init).joined(separator: ", ")
            let more = failedIDs.count > Self.listedFailureLimit ? ", +\(failedIDs.count - Self.listedFailureLimit) more" : ""
            failed = style.paint("\(failed) (ids \(listed)\(more))", .red)
        }
        var parts = [
            "downloaded \(downloaded)",
            "skipped \(skipped)",
            failed,
            "\(formatBytes(bytes)) in \(formatElapsed(elapsed))",
        ]
        if interrupted {
            parts.append(style.paint("interrupted", .yellow))
        }
        return parts.joined(separator: " · ")
    }
}
