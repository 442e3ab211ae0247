/// One page of a list response: the decoded items plus the envelope around them.
public struct Page<Item> {
    public var items: [Item]
    /// 1-based.
    public var currentPage: Int
    public var totalPages: Int
    public var totalItems: Int
    /// Elements of the answer that did not decode and are not in `items`.
    public var skippedCount: Int
    /// The stream of a `GET /photos` answer (`popular`, …).
    public var feature: String?
    /// The filters a photo list echoes back.
    public var filters: PageFilters?
    /// `photo` (or `blog_post`) in a comments answer.
    public var mediaType: String?
    /// The continuation of a list that is paged by token rather than by number: where the next
    /// page starts (nil after the last, and for lists paged by number).
    public var nextToken: String?

    public init(
        items: [Item], currentPage: Int = 1, totalPages: Int = 1, totalItems: Int? = nil, skippedCount: Int = 0,
        feature: String? = nil, filters: PageFilters? = nil, mediaType: String? = nil, nextToken: String? = nil
    ) {
        self.items = items
        self.currentPage = currentPage
        self.totalPages = totalPages
        self.totalItems = totalItems ?? items.count
        self.skippedCount = skippedCount
        self.feature = feature
        self.filters = filters
        self.mediaType = mediaType
        self.nextToken = nextToken
    }

    public var hasNextPage: Bool { currentPage < totalPages }
}

extension Page: Sendable where Item: Sendable {}
extension Page: Equatable where Item: Equatable {}
extension Page: Hashable where Item: Hashable {}
