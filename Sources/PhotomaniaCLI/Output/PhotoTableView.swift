import Foundation
import PhotomaniaKit

/// The table of `photos` and `search`: aligned on a terminal, tab-separated in a pipe.
struct PhotoTableView {
    let listing: PhotoListing
    let console: Console
    let colors: Bool

    static let table = Table(columns: [
        .init("ID", alignment: .right, priority: 10),
        .init("TITLE", minWidth: 12, flexible: true, priority: 9),
        .init("AUTHOR", minWidth: 8, flexible: true, priority: 8),
        .init("RATING", alignment: .right, priority: 7),
        .init("VOTES", alignment: .right, priority: 5),
        .init("VIEWS", alignment: .right, priority: 6),
    ])

    var rows: [[String]] {
        listing.photos.map { photo in
            [
                String(photo.id),
                photo.name,
                photo.user?.displayName ?? "",
                String(format: "%.1f", photo.rating),
                String(photo.votesCount),
                String(photo.timesViewed),
            ]
        }
    }

    func printTable() {
        if console.standardOutput.isTerminal {
            console.print(Self.table.render(rows: rows, width: console.width, colors: colors))
        } else {
            console.print(Self.table.renderTSV(rows: rows))
        }
    }

    /// `page 1/30 · 600 photos`, on stdout under a table, on stderr when stdout is data.
    func printSummary(quiet: Bool, json: Bool) {
        var parts = [pagesText, "\(formatCount(listing.totalItems)) photos"]
        if listing.hiddenNSFW > 0 { parts.append("\(listing.hiddenNSFW) NSFW hidden (--nsfw shows them)") }
        if listing.skipped > 0 { parts.append("\(listing.skipped) unreadable skipped") }
        let line = parts.joined(separator: " · ")
        if console.standardOutput.isTerminal && !json {
            console.print(wrap(line, toWidth: console.width).joined(separator: "\n"))
        } else if !quiet {
            console.standardError.write(line + "\n")
        }
    }

    private var pagesText: String {
        let total = max(listing.totalPages, 1)
        if listing.firstPage == listing.lastPage { return "page \(listing.firstPage)/\(total)" }
        return "pages \(listing.firstPage)-\(listing.lastPage)/\(total)"
    }
}
