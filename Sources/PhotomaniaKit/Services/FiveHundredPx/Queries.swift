/// Which page of a list to ask for, how long a page is, and the image sizes to include.
public struct PageRequest: Sendable, Hashable {
    public var page: Int
    public var perPage: Int
    public var imageSizes: [ImageSize]
    /// `tags=1`: each photo's tags, which listings leave out unless asked.
    public var includeTags: Bool

    public init(page: Int = 1, perPage: Int = 20, imageSizes: [ImageSize] = [], includeTags: Bool = false) {
        self.page = page
        self.perPage = perPage
        self.imageSizes = imageSizes
        self.includeTags = includeTags
    }
}

/// A feature stream (`GET /photos`) and its filters.
public struct PhotoStreamQuery: Sendable, Hashable {
    public var feature: Feature
    public var only: [Category]
    public var exclude: [Category]
    public var sort: SortField?
    public var sortDirection: SortDirection?
    /// The user of `user`, `user_favorites`, `user_friends`.
    public var user: UserLookup?

    public init(
        feature: Feature = .popular, only: [Category] = [], exclude: [Category] = [], sort: SortField? = nil,
        sortDirection: SortDirection? = nil, user: UserLookup? = nil
    ) {
        self.feature = feature
        self.only = only
        self.exclude = exclude
        self.sort = sort
        self.sortDirection = sortDirection
        self.user = user
    }
}

/// A search (`GET /photos/search`) and its filters.
public struct SearchQuery: Sendable, Hashable {
    public var term: SearchTerm
    public var only: [Category]
    public var exclude: [Category]
    public var sort: SortField?
    /// The API documents every search order as descending; `asc` is sent for servers that
    /// take it (the built-in demo does).
    public var sortDirection: SortDirection?

    public init(term: SearchTerm, only: [Category] = [], exclude: [Category] = [], sort: SortField? = nil, sortDirection: SortDirection? = nil) {
        self.term = term
        self.only = only
        self.exclude = exclude
        self.sort = sort
        self.sortDirection = sortDirection
    }
}

/// A gallery's photos: in the gallery's own order (`position`) unless `sort` names a photo order,
/// with the categories filters of a stream.
public struct GalleryItemsQuery: Sendable, Hashable {
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
}
