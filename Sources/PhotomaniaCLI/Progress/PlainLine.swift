import Foundation
import PhotomaniaKit

/// Log lines for output that is not a terminal: no `\r`, no escape codes, one event per line.
enum PlainLine {
    static func render(_ event: DownloadEvent, now: Date) -> String? {
        switch event {
        case .finished(_, let fileName, let bytes):
            return "done \(displayable(fileName)) \(formatBytes(bytes))"
        case .skipped(let item, let fileName, .dryRun):
            return "would download \(item.photoID)" + (fileName.map { " \(displayable($0))" } ?? "")
        case .skipped(let item, let fileName, let reason):
            let name = fileName.map { " \(displayable($0))" } ?? ""
            return "skip \(item.photoID)\(name) (\(reasonText(reason)))"
        case .retrying(let item, let attempt, let delay, let reason):
            return "retry \(item.photoID) in \(oneDecimal(delay)) s (attempt \(attempt)): \(displayable(reason.description))"
        case .failed, .unavailable:
            return error(for: event)
        case .notice(let item, let notice):
            return "note \(item.photoID): \(displayable(notice.sentence))"
        case .hostPaused(let host, let until, let status):
            guard let seconds = secondsLeft(until: until, now: now) else { return nil }
            return "\(waitingText(seconds: seconds, status: status)) for \(displayable(host))"
        case .callsPaused(let pause):
            guard let seconds = secondsLeft(until: pause.until, now: now) else { return nil }
            return "waiting \(seconds) s: \(pause.sentence)"
        case .total, .started:
            return nil
        }
    }

    /// `error 12345: …` for an event that reports a failure.
    static func error(for event: DownloadEvent) -> String? {
        event.failure.map { "error \($0.photoID): \(displayable($0.message))" }
    }

    static func reasonText(_ reason: DownloadEvent.SkipReason) -> String {
        switch reason {
        case .archived: "archived"
        case .dryRun: "dry run"
        case .busy: "being downloaded by another photomania"
        case .present: "already here, complete; --force replaces it"
        case .notAllowed: "its owner does not allow downloads; --ignore-download-permission fetches it"
        }
    }
}
