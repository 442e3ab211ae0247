import PhotomaniaKit

/// The photos of the pages walked, and what was left out on the way.
struct PhotoListing {
    var photos: [Photo] = []
    var firstPage = 0
    var lastPage = 0
    var totalPages = 0
    var totalItems = 0
    /// More pages follow the last one walked, on a list continued by cursor.
    var continues = false
    var hiddenNSFW = 0
    var filteredOut = 0
    var skipped = 0
    /// Photos an earlier page already listed.
    var repeated = 0
    /// Why the walk stopped before the server's last page, if it did.
    var stop: PageWalkStop?

    mutating func add(_ event: PhotoSourceEvent<Photo>) {
        switch event {
        case .page(let page):
            if firstPage == 0 { firstPage = page.number }
            lastPage = page.number
            totalPages = page.totalPages
            totalItems = page.totalItems
            continues = page.continues
            hiddenNSFW += page.hiddenNSFW
            filteredOut += page.filteredOut
            skipped += page.unreadable
            repeated += page.repeated
            stop = page.stop ?? stop
        case .photo(let photo):
            photos.append(photo)
        case .total, .unavailable:
            break
        }
    }
}

extension PhotoListing {
    /// `page 1/30 · 600 photos · 3 NSFW hidden (--nsfw shows them)`.
    var summary: String {
        let pages = continues
            ? (firstPage == lastPage ? "page \(firstPage)" : "pages \(firstPage)-\(lastPage)") + ", more follow (--all walks them)"
            : pagesText(first: firstPage, last: lastPage, total: totalPages)
        var parts = [pages, counted(totalItems, "photo")]
        if hiddenNSFW > 0 { parts.append("\(hiddenNSFW) NSFW hidden (--nsfw shows them)") }
        if filteredOut > 0 { parts.append("\(filteredOut) left out by --filter") }
        if skipped > 0 { parts.append("\(skipped) unreadable skipped") }
        if repeated > 0 { parts.append("\(repeated) listed twice shown once") }
        return parts.joined(separator: " · ")
    }
}
