import PhotomaniaKit

/// One active file in the live block: `12345.4.jpg   ██████░░░░   1.2 MiB/4.2 MiB   29%`.
/// Columns line up from one file to the next; the name gives way first, then the bar.
struct TransferLine {
    let style: TerminalStyle
    /// Columns the line may take.
    let limit: Int

    static let statsWidth = 17
    static let percentWidth = 4
    static let minimumNameWidth = 10

    func render(_ transfer: DownloadStatus.Transfer) -> String {
        let name = transfer.fileName.map(displayable) ?? String(transfer.item.photoID)
        let fraction = transfer.expectedBytes.flatMap { expected in
            expected > 0 ? min(1, max(0, Double(transfer.receivedBytes) / Double(expected))) : nil
        }
        let received = formatBytes(transfer.receivedBytes)
        let stats = transfer.expectedBytes.map { "\(received)/\(formatBytes($0))" } ?? received
        let percent = fraction.map { "\(Int(($0 * 100).rounded(.down)))%" } ?? ""
        let statsColumn = "  " + pad(stats, toWidth: Self.statsWidth, alignment: .right)
        let percentColumn = percent.isEmpty ? "" : "  " + pad(percent, toWidth: Self.percentWidth, alignment: .right)
        let reserved = displayWidth(of: statsColumn) + 2 + Self.percentWidth
        for barWidth in barWidths {
            let nameWidth = limit - reserved - (barWidth > 0 ? barWidth + 2 : 0)
            guard nameWidth >= Self.minimumNameWidth else { continue }
            let shownName = fit(name, toWidth: nameWidth)
            let bar = barWidth > 0 ? "  " + self.bar(fraction, width: barWidth) : ""
            return (transfer.fileName == nil ? style.paint(shownName, .dim) : shownName) + bar + statsColumn + percentColumn
        }
        return truncate([name, stats, percent].filter { !$0.isEmpty }.joined(separator: "  "), toWidth: limit)
    }

    /// Wider terminals get a longer bar; every layout can fall back to none.
    private var barWidths: [Int] {
        if limit >= 70 { return [20, 10, 0] }
        if limit >= 50 { return [10, 0] }
        return [0]
    }

    /// Blank while the size is unknown, so the columns stay in place.
    private func bar(_ fraction: Double?, width: Int) -> String {
        guard let fraction else { return String(repeating: " ", count: width) }
        let filled = Int((fraction * Double(width)).rounded(.down))
        return style.paint(String(repeating: "█", count: filled), .cyan)
            + style.paint(String(repeating: "░", count: width - filled), .dim)
    }
}
