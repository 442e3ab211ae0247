import Foundation

/// What a listing says of a photo that a `NameTemplate` can use; the raw values, sanitised only
/// when a template renders them.
public struct PhotoFacts: Sendable, Hashable {
    public var title: String
    /// The last segment of the photo page's path, `/photo/<id>/<slug>`.
    public var slug: String?
    public var username: String?
    public var userID: Int?
    public var category: String?
    /// 0 when unknown.
    public var width: Int
    public var height: Int
    public var takenAt: Date?
    public var createdAt: Date?

    public init(
        title: String = "", slug: String? = nil, username: String? = nil, userID: Int? = nil, category: String? = nil,
        width: Int = 0, height: Int = 0, takenAt: Date? = nil, createdAt: Date? = nil
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
    }

    public init(_ photo: Photo) {
        self.init(
            title: photo.name, slug: photo.url.flatMap(Self.slug(ofPagePath:)), username: photo.user?.username,
            userID: photo.userID ?? photo.user?.id, category: photo.category.name,
            width: photo.width, height: photo.height, takenAt: photo.takenAt, createdAt: photo.createdAt
        )
    }

    /// `embrace-at-dusk` of `/photo/1006721/embrace-at-dusk`; nil when the path has no slug.
    static func slug(ofPagePath path: String) -> String? {
        let parts = path.split(separator: "?").first?.split(separator: "/") ?? []
        guard parts.count >= 3, parts[parts.count - 3] == "photo" else { return nil }
        return String(parts[parts.count - 1])
    }
}

/// Everything a `NameTemplate` renders from: the photo's facts, the download's own (size,
/// source), and the name the server suggests, which is known for sure only once it answers.
public struct NamingContext: Sendable, Hashable {
    public var photoID: Int
    public var sizeID: Int
    public var facts: PhotoFacts
    /// The stream's feature (`popular`, …), empty for other sources.
    public var feature: String
    /// The gallery's id or slug, empty for other sources.
    public var gallery: String
    /// Today's suggested name (`DownloadFileName.suggestedName`), sanitised.
    public var suggestedName: String
    /// Without its dot: from `suggestedName`, else from the content type, else `jpg`.
    public var ext: String

    public init(photoID: Int, sizeID: Int, facts: PhotoFacts = PhotoFacts(), feature: String = "", gallery: String = "", suggestedName: String, ext: String) {
        self.photoID = photoID
        self.sizeID = sizeID
        self.facts = facts
        self.feature = feature
        self.gallery = gallery
        self.suggestedName = suggestedName
        self.ext = ext
    }
}
