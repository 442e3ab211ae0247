import Foundation

/// What a listing says of a photo that a `NameTemplate` can use; the raw values, sanitised only
/// when a template renders them.
public struct PhotoFacts: Sendable, Hashable {
    public var title: String
    /// The last segment of the photo page's path, `/photo/<id>/<slug>`.
    public var slug: String?
    public var username: String?
    public var userID: UserID?
    public var category: String?
    /// 0 when unknown.
    public var width: Int
    public var height: Int
    public var takenAt: Date?
    /// `takenAt` is in no zone (`Photo.takenInLocalTime`).
    public var takenInLocalTime = false
    public var createdAt: Date?
    /// The license's name, as the service calls it.
    public var license: String?
    /// Times viewed; nil when the service did not say.
    public var views: Int?
    /// Who made it, as a credit names them (the author where the service says, else the user).
    public var author: String?
    /// The license's deed.
    public var licenseURL: String?
    /// The photo's page: a path on the service's site, or a whole URL.
    public var page: String?

    public init(
        title: String = "", slug: String? = nil, username: String? = nil, userID: UserID? = nil, category: String? = nil,
        width: Int = 0, height: Int = 0, takenAt: Date? = nil, createdAt: Date? = nil, license: String? = nil, views: Int? = nil
    ) {
        self.title = title
        self.slug = slug
        self.username = username
        self.userID = userID
        self.category = category
        self.width = width
        self.height = height
        self.takenAt = takenAt
        self.createdAt = createdAt
        self.license = license
        self.views = views
    }

    public init(_ photo: Photo) {
        self.init(
            title: photo.name, slug: photo.url.flatMap(Self.slug(ofPagePath:)), username: photo.user?.username,
            userID: photo.userID ?? photo.user?.id, category: photo.category?.name,
            width: photo.width, height: photo.height, takenAt: photo.takenAt, createdAt: photo.createdAt,
            license: photo.licenseType?.name, views: photo.timesViewed
        )
        takenInLocalTime = photo.takenInLocalTime
        author = photo.user?.displayName ?? photo.user?.username
        licenseURL = photo.licenseType?.url
        page = photo.url
    }

    /// `embrace-at-dusk` of `/photo/1006721/embrace-at-dusk`; nil when the path has no slug.
    static func slug(ofPagePath path: String) -> String? {
        let parts = path.split(separator: "?").first?.split(separator: "/") ?? []
        guard parts.count >= 3, parts[parts.count - 3] == "photo" else { return nil }
        return String(parts[parts.count - 1])
    }
}
