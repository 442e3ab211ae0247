import PhotomaniaKit

/// Fetches pages `range.first` to `range.last` (nil: to the last page), trusting only the page
/// number it asked for: a server that repeats a page or claims endless pages cannot loop it.
/// `body` returns false to stop early.
func walkPages<Item>(
    _ range: PageRange,
    fetch: (Int) async throws -> Page<Item>,
    body: (Page<Item>) throws -> Bool
) async throws {
    var page = range.first
    while true {
        let result = try await fetch(page)
        guard try body(result), !result.items.isEmpty, page < result.totalPages, page < range.last ?? Int.max else { return }
        page += 1
    }
}
