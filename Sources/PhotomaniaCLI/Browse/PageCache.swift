import PhotomaniaKit

/// Pages seen, by key, so that coming back to one makes no request; the least recently used
/// goes first once `capacity` are kept.
struct PageCache {
    let capacity: Int
    private var pages: [PageKey: ListedPage<Photo>] = [:]
    /// Least recently used first.
    private var recency: [PageKey] = []

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// The page if kept, which makes it the most recently used.
    mutating func page(for key: PageKey) -> ListedPage<Photo>? {
        guard let page = pages[key] else { return nil }
        markUsed(key)
        return page
    }

    mutating func store(_ page: ListedPage<Photo>, for key: PageKey) {
        pages[key] = page
        markUsed(key)
        while recency.count > capacity { pages[recency.removeFirst()] = nil }
    }

    private mutating func markUsed(_ key: PageKey) {
        recency.removeAll { $0 == key }
        recency.append(key)
    }
}
