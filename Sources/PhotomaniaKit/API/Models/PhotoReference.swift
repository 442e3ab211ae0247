/// What a download needs of a listed photo: its id and service, whether it is NSFW, and its image URLs.
/// Decoding only these keeps long listings cheap next to a `Photo` and its forty fields.
public struct PhotoReference: ResponseCollectionSerializable, Hashable {
    public var id: PhotoID
    /// The service the photo is of; the v1 JSON it is read from is 500px's.
    public var service: ServiceName
    public var nsfw: Bool
    public var imageURLs: [String]
    public var images: [PhotoImage]
    /// What `--filename`/`--dir` templates may name the file by.
    public var facts: PhotoFacts
    /// Whether its owner lets others download it; nil when the service does not say.
    public var downloadAllowed: Bool?

    public static let itemsKey = Photo.itemsKey

    enum CodingKeys: String, CodingKey {
        case id
        case nsfw
        case imageURLs = "image_url"
        case images
        case name, userID = "user_id", user, category, width, height, takenAt = "taken_at", createdAt = "created_at", url
        case licenseType = "license_type", timesViewed = "times_viewed", downloadAllowed = "download_allowed"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.requiredPhotoID(forKey: .id)
        service = .fiveHundredPx
        nsfw = container.flexibleBool(forKey: .nsfw) ?? false
        imageURLs = container.oneOrMany(String.self, forKey: .imageURLs)
        images = container.oneOrMany(PhotoImage.self, forKey: .images)
        let user = container.lenient(User.self, forKey: .user)
        facts = PhotoFacts(
            title: container.flexibleString(forKey: .name) ?? "",
            slug: container.flexibleString(forKey: .url).flatMap(PhotoFacts.slug(ofPagePath:)),
            username: user?.username, userID: container.flexibleID(forKey: .userID) ?? user?.id,
            category: (container.lenient(Category.self, forKey: .category) ?? .uncategorized).name,
            width: container.flexibleInt(forKey: .width) ?? 0, height: container.flexibleInt(forKey: .height) ?? 0,
            takenAt: container.timestamp(forKey: .takenAt), createdAt: container.timestamp(forKey: .createdAt),
            license: container.lenient(License.self, forKey: .licenseType)?.name, views: container.flexibleInt(forKey: .timesViewed)
        )
        downloadAllowed = container.flexibleBool(forKey: .downloadAllowed)
    }

    public init(_ photo: Photo) {
        id = photo.id
        service = photo.service
        nsfw = photo.nsfw
        imageURLs = photo.imageURLs
        images = photo.images
        facts = PhotoFacts(photo)
        downloadAllowed = photo.downloadAllowed
    }

    public func image(for size: ImageSize) -> PhotoImage? {
        Photo.image(for: size, images: images, imageURLs: imageURLs)
    }
}
