/// What a download needs of a photo, read from 500px v1's answer.
extension PhotoReference {
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
            license: container.lenient(FiveHundredPxLicense.self, forKey: .licenseType)?.license.name, views: container.flexibleInt(forKey: .timesViewed)
        )
        downloadAllowed = container.flexibleBool(forKey: .downloadAllowed)
    }
}
