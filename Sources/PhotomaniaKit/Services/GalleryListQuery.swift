/// The `sort` values of `GET /users/:user_id/galleries`.
public enum GallerySort: String, CaseIterable, Hashable, Sendable {
    case createdAt = "created_at"
    case updatedAt = "updated_at"
    case lastAddedToAt = "last_added_to_at"
    case rating
    case position
}

/// Which galleries a list includes; a user's private ones are listed only to that user.
public enum GalleryPrivacy: String, CaseIterable, Hashable, Sendable {
    case `public`
    case `private`
    case both
}

/// The filters and order of a user's gallery list (`GET /users/:user_id/galleries`).
public struct GalleryListQuery: Sendable, Hashable {
    public var sort: GallerySort?
    public var sortDirection: SortDirection?
    public var privacy: GalleryPrivacy?
    /// Empty for every kind.
    public var kinds: [GalleryKind]
    /// Asks for each gallery's cover images, at `coverSize` (the API's default is 4).
    public var includeCover: Bool
    public var coverSize: ImageSize?

    public init(
        sort: GallerySort? = nil, sortDirection: SortDirection? = nil, privacy: GalleryPrivacy? = nil,
        kinds: [GalleryKind] = [], includeCover: Bool = false, coverSize: ImageSize? = nil
    ) {
        self.sort = sort
        self.sortDirection = sortDirection
        self.privacy = privacy
        self.kinds = kinds
        self.includeCover = includeCover
        self.coverSize = coverSize
    }
}
