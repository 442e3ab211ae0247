import PhotomaniaKit

/// The lines events leave above the live block: `✓ 12345.4.jpg  4.2 MiB`, `✗ 12346 — message`.
/// Archived skips only count in the total line: a rerun would otherwise flood the screen.
struct EventLine {
    let style: TerminalStyle
    let limit: Int

    func render(_ event: DownloadEvent) -> String? {
        switch event {
        case .finished(_, let fileName, let bytes):
            let size = formatBytes(bytes)
            let name = truncate(displayable(fileName), toWidth: max(1, limit - 4 - displayWidth(of: size)))
            return style.paint("✓", .green) + " " + name + "  " + style.paint(size, .dim)
        case .failed, .unavailable:
            guard let (id, message) = event.failure else { return nil }
            return marked("✗", .red, "\(id) — \(displayable(message))")
        case .notice(let item, let notice):
            return marked("!", .yellow, "\(item.photoID) — \(displayable(notice.sentence))")
        case .retrying(let item, let attempt, let delay, let reason):
            let text = "\(item.photoID) retry \(attempt) in \(oneDecimal(delay)) s — \(displayable(reason.description))"
            return style.paint("↻", .yellow) + " " + style.paint(truncate(text, toWidth: limit - 2), .dim)
        case .skipped(let item, let fileName, .dryRun):
            return marked("○", .dim, "\(fileName.map(displayable) ?? String(item.photoID)) — would download")
        case .skipped(let item, let fileName, .busy):
            return marked("○", .yellow, "\(fileName.map(displayable) ?? String(item.photoID)) — \(PlainLine.reasonText(.busy))")
        case .skipped(let item, let fileName, .present):
            return marked("○", .dim, "\(fileName.map(displayable) ?? String(item.photoID)) — \(PlainLine.reasonText(.present))")
        case .skipped(let item, _, .notAllowed):
            return marked("○", .yellow, "\(item.photoID) — \(PlainLine.reasonText(.notAllowed))")
        case .skipped(_, _, .archived), .total, .started, .hostPaused, .callsPaused:
            return nil
        }
    }

    private func marked(_ mark: String, _ color: TerminalStyle.Color, _ text: String) -> String {
        style.paint(mark, color) + " " + truncate(text, toWidth: limit - 2)
    }
}
