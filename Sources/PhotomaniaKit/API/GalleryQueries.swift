import PhotomaniaOAuth

/// A gallery of one user, by number or by the name in its page URL.
public enum GalleryReference: Sendable, Hashable {
    case id(Int)
    /// The gallery's path slug (`iceland-2024`) or its private token.
    case slug(String)

    /// A positive number is an id, anything else a slug or token.
    public init(_ argument: String) {
        if let id = Int(argument), id > 0 { self = .id(id) } else { self = .slug(argument) }
    }

    /// The reference as one percent-encoded path segment: a `/`, `?` or space in a slug stays inside
    /// the segment, and a slug of dots cannot climb out of the gallery path.
    public var pathSegment: String {
        switch self {
        case .id(let id):
            return String(id)
        case .slug(let slug):
            let encoded = OAuthPercentEncoding.encode(slug)
            return encoded.allSatisfy { $0 == "." } ? String(repeating: "%2E", count: encoded.count) : encoded
        }
    }
}

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
