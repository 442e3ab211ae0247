import PhotomaniaKit

/// Draws the terminal view: lines for finished files scroll up above a live block of active
/// files and a total line, which every frame rewrites in place.
///
/// Every line is cut below the width so none wraps: a wrapped line would throw off the count of
/// rows to move up over. After a resize the old rows may have been reflowed by the terminal, so
/// they are counted again at the new width.
struct TerminalRenderer: Sendable {
    let style: TerminalStyle
    /// At most this many active files get a line; the rest are summed up as `+3 more`.
    let maximumTransferLines: Int
    /// Display widths of the live lines now on screen.
    private var drawnWidths: [Int] = []

    init(colors: Bool, maximumTransferLines: Int = 8) {
        style = TerminalStyle(colors: colors)
        self.maximumTransferLines = maximumTransferLines
    }

    /// The bytes for one frame: lines for what happened since the last one, then the live block.
    mutating func frame(_ snapshot: ProgressSnapshot, events: [DownloadEvent], width: Int) -> String {
        let limit = Self.limit(width)
        var output = TerminalControl.hideCursor + rewind(width: width)
        output += scrolled(events, limit: limit)
        let live = liveLines(snapshot, excluding: Self.settledIDs(events), limit: limit)
        for line in live {
            output += TerminalControl.eraseLine + line + "\n"
        }
        drawnWidths = live.map(visibleWidth)
        return output + TerminalControl.eraseBelow + TerminalControl.showCursor
    }

    /// Removes the live block, leaving the lines for `events` and the cursor where it began.
    mutating func clear(events: [DownloadEvent], width: Int) -> String {
        let output = rewind(width: width) + scrolled(events, limit: Self.limit(width)) + TerminalControl.eraseBelow
        drawnWidths = []
        return output + TerminalControl.showCursor
    }

    /// Never the last column: some terminals wrap as soon as it is written.
    static func limit(_ width: Int) -> Int {
        max(1, width - 1)
    }

    private func rewind(width: Int) -> String {
        guard !drawnWidths.isEmpty else { return "\r" }
        let columns = max(1, width)
        let rows = drawnWidths.reduce(0) { $0 + max(1, ($1 + columns - 1) / columns) }
        return TerminalControl.rewind(rows: rows)
    }

    private func scrolled(_ events: [DownloadEvent], limit: Int) -> String {
        let lines = EventLine(style: style, limit: limit)
        return events.compactMap(lines.render).map { TerminalControl.eraseLine + clipped($0, limit: limit) + "\n" }.joined()
    }

    private func liveLines(_ snapshot: ProgressSnapshot, excluding settled: Set<PhotoID>, limit: Int) -> [String] {
        let active = snapshot.status.active
            .filter { !settled.contains($0.item.photoID) }
            .sorted { ($0.startedAt, $0.item.photoID) < ($1.startedAt, $1.item.photoID) }
        let transferLine = TransferLine(style: style, limit: limit)
        var lines = active.prefix(maximumTransferLines).map(transferLine.render)
        if active.count > maximumTransferLines {
            lines.append(style.paint("+\(active.count - maximumTransferLines) more", .dim))
        }
        lines.append(TotalLine.fitted(snapshot, limit: limit, style: style))
        return lines.map { clipped($0, limit: limit) }
    }

    /// A last guard for very narrow terminals, where the layouts cannot shrink any further.
    private func clipped(_ line: String, limit: Int) -> String {
        visibleWidth(line) <= limit ? line : truncate(sanitizedForTerminal(line), toWidth: limit)
    }

    /// Transfers that ended in this batch of events may still be in a status sampled just before.
    private static func settledIDs(_ events: [DownloadEvent]) -> Set<PhotoID> {
        Set(events.compactMap { event in
            switch event {
            case .finished(let item, _, _), .failed(let item, _), .skipped(let item, _, _): item.photoID
            default: nil
            }
        })
    }
}

/// Columns a line takes once its colour codes are left out.
func visibleWidth(_ line: String) -> Int {
    displayWidth(of: sanitizedForTerminal(line))
}
