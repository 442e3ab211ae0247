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
        .init("USERNAME", minWidth: 8, flexible: true, priority: 8),
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
                photo.user?.username ?? "",
                String(format: "%.1f", photo.rating),
                String(photo.votesCount),
                String(photo.timesViewed),
            ]
        }
    }

    func printTable() {
        if console.standardOutput.isTerminal {
            console.print(Self.table.renderForTerminal(rows: rows, width: console.width, colors: colors))
        } else {
            console.print(Self.table.renderTSV(rows: rows))
        }
    }

    /// `page 1/30 · 600 photos · 3 NSFW hidden (--nsfw shows them)`.
    var summary: String {
        var parts = [pagesText(first: listing.firstPage, last: listing.lastPage, total: listing.totalPages), counted(listing.totalItems, "photo")]
        if listing.hiddenNSFW > 0 { parts.append("\(listing.hiddenNSFW) NSFW hidden (--nsfw shows them)") }
        if listing.skipped > 0 { parts.append("\(listing.skipped) unreadable skipped") }
        if listing.repeated > 0 { parts.append("\(listing.repeated) listed twice shown once") }
        return parts.joined(separator: " · ")
    }
}

/// `page 3/30` or `pages 2-5/30`.
func pagesText(first: Int, last: Int, total: Int) -> String {
    let total = max(total, 1)
    return first == last ? "page \(first)/\(total)" : "pages \(first)-\(last)/\(total)"
}

/// The pages a walk read from `first` up to `last`, the last page it got (nil: none).
func pagesText<Item>(from first: Int, to last: Page<Item>?) -> String {
    pagesText(first: first, last: last?.currentPage ?? first, total: last?.totalPages ?? 0)
}
