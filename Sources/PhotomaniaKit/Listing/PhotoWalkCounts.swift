/// The counting a walk of photo pages does with the server's numbers, which may be anything
/// an `Int` holds: every result stays within `0...Int.max`.
package enum PhotoWalkCounts {
    /// What the first page promises: the photos from the first page asked for to the end of the
    /// range (an open one ends after `PageRange.openEndedLimit` pages), at most the limit.
    package static func expectedTotal(totalItems: Int, pages: PageRange, perPage: Int, limit: Int?) -> Int {
        let first = max(1, pages.first)
        let before = photos(onPages: first - 1, perPage: perPage)
        let remaining = max(0, totalItems.saturatingSubtracting(min(before, totalItems)))
        let pagesInRange = pages.last.map { max(0, $0.saturatingSubtracting(first).saturatingAdding(1)) } ?? PageRange.openEndedLimit
        return max(0, min(limit ?? .max, remaining, photos(onPages: pagesInRange, perPage: perPage)))
    }

    /// Pages needed for `count` photos, rounded up; none for no photos.
    package static func pages(holding count: Int, perPage: Int) -> Int {
        let perPage = max(1, perPage)
        let count = max(0, count)
        return count / perPage + (count % perPage == 0 ? 0 : 1)
    }

    /// Photos on `pages` full pages.
    package static func photos(onPages pages: Int, perPage: Int) -> Int {
        max(0, pages).saturatingMultiplied(by: max(0, perPage))
    }
}
