import Foundation

/// A user's gallery (a curated set of photos), in the short format of a gallery list or the full
/// format of `GET /users/:user_id/galleries/:id`, whose extra fields are nil in the short one.
public struct Gallery: Hashable, Sendable {
    public var id: CollectionID
    public var userID: UserID?
    public var name: String
    /// May hold HTML.
    public var description: String?
    public var subtitle: String?
    /// The name in the gallery's page URL (`…/galleries/iceland-2024`).
    public var slug: String?
    /// Names a private gallery in place of its slug.
    public var token: String?
    public var kind: GalleryKind?
    /// True for a gallery listed only to its owner.
    public var isPrivate: Bool?
    public var itemsCount: Int?
    public var createdAt: Date?
    public var updatedAt: Date?
    public var lastAddedToAt: Date?
    /// The cover photo at the sizes asked for (`include_cover`, `cover_size`).
    public var coverImages: [PhotoImage]
    public var customPath: String?
    public var user: User?

    public init(
        id: CollectionID, userID: UserID? = nil, name: String = "", description: String? = nil, subtitle: String? = nil,
        slug: String? = nil, token: String? = nil, kind: GalleryKind? = nil, isPrivate: Bool? = nil,
        itemsCount: Int? = nil, createdAt: Date? = nil, updatedAt: Date? = nil, lastAddedToAt: Date? = nil,
        coverImages: [PhotoImage] = [], customPath: String? = nil, user: User? = nil
    ) {
        self.id = id
        self.userID = userID
        self.name = name
        self.description = description
        self.subtitle = subtitle
        self.slug = slug
        self.token = token
        self.kind = kind
        self.isPrivate = isPrivate
        self.itemsCount = itemsCount
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.lastAddedToAt = lastAddedToAt
        self.coverImages = coverImages
        self.customPath = customPath
        self.user = user
    }
}

extension Gallery: ResponseCollectionSerializable {
    public static let itemsKey = "galleries"

    /// Galleries were called collections before 2015.
    public static let envelopes: [PageEnvelope] = [.standard(itemsKey), .standard("collections")]
}
