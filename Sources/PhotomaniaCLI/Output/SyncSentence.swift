import Foundation
import PhotomaniaKit

/// The line `download --sync` ends with: "up to date", "3 new since 2026-11-28", or what the
/// next sync does when this one did not settle every photo.
enum SyncSentence {
    /// `downloaded`: what the run fetched, or (a dry run) would fetch.
    static func text(_ report: SyncReport, downloaded: Int, dryRun: Bool, timeZone: TimeZone = .current) -> String {
        let day = Date.ISO8601FormatStyle(timeZone: timeZone).year().month().day()
        var text: String
        if dryRun {
            text = "dry run, nothing recorded: \(downloaded) new" + (report.previous?.completedAt.map { " since " + $0.formatted(day) } ?? "")
        } else if !report.completed {
            let rest = report.next.nextPage.map { "goes on from page \($0), then looks for new photos" } ?? "fetches the rest"
            text = "\(downloaded) new; not every photo was fetched: the next --sync \(rest)"
        } else if let completed = report.previous?.completedAt {
            text = downloaded == 0 ? "up to date" : "\(downloaded) new since \(completed.formatted(day))"
        } else {
            text = "\(downloaded) new: the first complete walk of this selection"
                + (report.readsWhole ? "" : "; the next --sync stops at the photos it already has")
        }
        if report.readsWhole { text += " (it does not list new photos first, so every --sync reads all of it)" }
        if let reason = report.notRecorded { text += " (this sync could not be recorded: \(reason))" }
        return text
    }
}
