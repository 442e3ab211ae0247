import PhotomaniaKit

/// `12/400 files · 84.2 MiB · 11.8 MiB/s · ETA 0:27 · waiting 12 s (429) · 2 failed · 3 skipped`.
package enum TotalLine {
    struct Segment: Equatable {
        var text: String
        /// Segments with the lowest rank go first when the line is too wide.
        var rank: Int
        var color: TerminalStyle.Color?
    }

    static func segments(_ snapshot: ProgressSnapshot) -> [Segment] {
        let status = snapshot.status
        let settled = [status.finished, status.skipped, status.failedIDs.count].saturatingSum()
        let files = status.total.map { "\(formatCount(settled))/" + counted($0, "file") } ?? counted(settled, "file")
        var segments = [
            Segment(text: files, rank: 9, color: nil),
            Segment(text: formatBytes(status.bytesReceived), rank: 4, color: nil),
        ]
        if let speed = snapshot.bytesPerSecond {
            segments.append(Segment(text: formatSpeed(speed), rank: 6, color: nil))
        }
        segments.append(Segment(text: "ETA \(formatETA(snapshot.etaSeconds))", rank: 5, color: nil))
        if let waiting = longestWait(status, snapshot) {
            segments.append(Segment(text: waiting, rank: 8, color: .yellow))
        }
        if !status.failedIDs.isEmpty {
            segments.append(Segment(text: "\(formatCount(status.failedIDs.count)) failed", rank: 7, color: .red))
        }
        if status.skipped > 0 {
            segments.append(Segment(text: "\(formatCount(status.skipped)) skipped", rank: 2, color: .dim))
        }
        return segments
    }

    /// The whole line, for logs.
    package static func plain(_ snapshot: ProgressSnapshot) -> String {
        segments(snapshot).map(\.text).joined(separator: separator)
    }

    /// At most `limit` columns: the most useful segments that fit, in their usual order; only a
    /// lone segment is ever cut.
    static func fitted(_ snapshot: ProgressSnapshot, limit: Int, style: TerminalStyle) -> String {
        let all = segments(snapshot)
        var chosen: Set<Int> = []
        for index in all.indices.sorted(by: { all[$0].rank > all[$1].rank }) {
            let candidate = chosen.union([index]).sorted().map { all[$0] }
            if chosen.isEmpty || width(of: candidate) <= limit {
                chosen.insert(index)
            }
        }
        var kept = chosen.sorted().map { all[$0] }
        if kept.count == 1 {
            kept[0].text = truncate(kept[0].text, toWidth: limit)
        }
        return kept.map { segment in
            segment.color.map { style.paint(segment.text, $0) } ?? segment.text
        }.joined(separator: separator)
    }

    private static let separator = " · "

    private static func width(of segments: [Segment]) -> Int {
        segments.reduce(0) { $0 + displayWidth(of: $1.text) } + (segments.count - 1) * displayWidth(of: separator)
    }

    /// The host that is paused longest decides, since every transfer to it waits as well; a
    /// pause of the API's calls that lasts longer says so instead.
    private static func longestWait(_ status: DownloadStatus, _ snapshot: ProgressSnapshot) -> String? {
        let host = status.pausedHosts.values.max(by: { $0.until < $1.until })
        if let calls = status.callPause, calls.until > host?.until ?? .distantPast,
           let seconds = secondsLeft(until: calls.until, now: snapshot.now) {
            return "waiting \(seconds) s: \(calls.sentence)"
        }
        guard let host, let seconds = secondsLeft(until: host.until, now: snapshot.now) else { return nil }
        return waitingText(seconds: seconds, status: host.status)
    }
}
