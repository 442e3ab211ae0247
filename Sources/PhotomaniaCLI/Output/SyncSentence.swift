import Foundation
import PhotomaniaKit

/// The line `download --sync` ends with: "up to date", "3 new since 2026-11-28", or where the
/// next sync starts when this one did not settle every photo.
enum SyncSentence {
    static func text(_ report: SyncReport, downloaded: Int, dryRun: Bool, timeZone: TimeZone = .current) -> String {
        let day = Date.ISO8601FormatStyle(timeZone: timeZone).year().month().day()
        var text: String
        if let resume = report.next.resume {
            let page = resume.firstPage(perPage: DownloadPlan.perPage)
            text = "\(downloaded) new; not every photo was fetched: the next --sync starts again at page \(page)"
        } else if let completed = report.previous?.completedAt {
            text = downloaded == 0 ? "up to date" : "\(downloaded) new since \(completed.formatted(day))"
        } else {
            text = "\(downloaded) new: the first complete walk of this selection; the next --sync stops at the first photo it already has"
        }
        if dryRun { text = "dry run, nothing recorded: " + text }
        if let reason = report.notRecorded { text += " (this sync could not be recorded: \(reason))" }
        return text
    }
}
