/// Which of a listing's photos, in which order: categories kept (`only`) or left out, and a sort
/// (nil: the listing's own order).
public struct PhotoFilter: Sendable, Hashable {
    public var only: [Category]
    public var exclude: [Category]
    public var sort: SortField?
    public var sortDirection: SortDirection?

    public init(only: [Category] = [], exclude: [Category] = [], sort: SortField? = nil, sortDirection: SortDirection? = nil) {
        self.only = only
        self.exclude = exclude
        self.sort = sort
        self.sortDirection = sortDirection
    }

    /// Nothing filtered and the listing's own order.
    public var isEmpty: Bool { self == PhotoFilter() }
}
