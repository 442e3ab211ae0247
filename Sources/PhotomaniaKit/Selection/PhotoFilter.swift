/// Which of a listing's photos, in which order: categories kept (`only`) or left out, and a sort
/// (nil: the listing's own order), and whether to ask for each photo's tags (which a service may
/// leave out of listings unless asked: a `--filter` on tags needs them).
public struct PhotoFilter: Sendable, Hashable {
    public var only: [Category]
    public var exclude: [Category]
    public var sort: SortField?
    public var sortDirection: SortDirection?
    public var includeTags: Bool
    /// A search finds drawings, documents, video and audio too, where the service hosts them.
    public var allMedia: Bool

    public init(
        only: [Category] = [], exclude: [Category] = [], sort: SortField? = nil, sortDirection: SortDirection? = nil, includeTags: Bool = false,
        allMedia: Bool = false
    ) {
        self.allMedia = allMedia
        self.only = only
        self.exclude = exclude
        self.sort = sort
        self.sortDirection = sortDirection
        self.includeTags = includeTags
    }

    /// Nothing filtered and the listing's own order.
    public var isEmpty: Bool { self == PhotoFilter() }
}
