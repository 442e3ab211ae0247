import PhotomaniaKit

/// How a `download` run ended, for the last line it prints.
public struct DownloadSummary: Sendable, Equatable {
    public var downloaded: Int
    public var skipped: Int
    public var failedIDs: [PhotoID]
    public var bytes: Int64
    /// Seconds the run took.
    public var elapsed: Double
    /// Stopped early (Ctrl-C, SIGTERM) with work left.
    public var interrupted: Bool
    /// When interrupted: photos started and not finished, and photos never started (nil: unknown).
    public var partial: Int
    public var notStarted: Int?
    /// Listed photos left out as NSFW.
    public var hiddenNSFW: Int
    /// Listed photos `--filter` left out.
    public var filteredOut: Int
    /// `--dry-run`: the photos a real run would fetch (not counted as skipped); nil otherwise.
    public var wouldDownload: Int?

    public init(
        downloaded: Int, skipped: Int, failedIDs: [PhotoID], bytes: Int64, elapsed: Double, interrupted: Bool,
        partial: Int = 0, notStarted: Int? = nil, hiddenNSFW: Int = 0, filteredOut: Int = 0,
        wouldDownload: Int? = nil
    ) {
        self.wouldDownload = wouldDownload
        self.hiddenNSFW = hiddenNSFW
        self.filteredOut = filteredOut
        self.partial = partial
        self.notStarted = notStarted
        self.downloaded = downloaded
        self.skipped = skipped
        self.failedIDs = failedIDs
        self.bytes = bytes
        self.elapsed = elapsed
        self.interrupted = interrupted
    }
}

extension DownloadSummary {
    /// `2 partial, 5 not started — run the same command to resume`.
    var resumeLine: String {
        "\(formatCount(partial)) partial, \(notStarted.map(formatCount) ?? "the rest") not started — run the same command to resume"
    }

    static let listedFailureLimit = 10

    /// `downloaded 398 · skipped 0 · failed 2 (ids 12, 40) · 231.4 MiB in 19.6 s` (a dry run:
    /// `would download 27 · skipped 0 · failed 0 · in 0.4 s`), then
    /// `· 3 NSFW hidden (--nsfw)` and `· 12 left out by --filter` if any were; when interrupted,
    /// `· interrupted` and a second line, `2 partial, 5 not started — run the same command to resume`.
    func line(style: TerminalStyle = TerminalStyle(colors: false)) -> String {
        var failed = "failed \(failedIDs.count)"
        if !failedIDs.isEmpty {
            let listed = failedIDs.prefix(Self.listedFailureLimit).map(String.init).joined(separator: ", ")
            let more = failedIDs.count > Self.listedFailureLimit ? ", +\(failedIDs.count - Self.listedFailureLimit) more" : ""
            failed = style.paint("\(failed) (ids \(listed)\(more))", .red)
        }
        var parts = [
            wouldDownload.map { "would download \($0)" } ?? "downloaded \(downloaded)",
            "skipped \(skipped)",
            failed,
            (wouldDownload == nil ? "\(formatBytes(bytes)) " : "") + "in \(formatElapsed(elapsed))",
        ]
        if hiddenNSFW > 0 { parts.append("\(formatCount(hiddenNSFW)) NSFW hidden (--nsfw)") }
        if filteredOut > 0 { parts.append("\(formatCount(filteredOut)) left out by --filter") }
        if interrupted {
            parts.append(style.paint("interrupted", .yellow))
            return parts.joined(separator: " · ") + "\n" + resumeLine
        }
        return parts.joined(separator: " · ")
    }
}
