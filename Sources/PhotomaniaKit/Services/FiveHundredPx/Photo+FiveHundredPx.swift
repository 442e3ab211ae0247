/// A photo as 500px v1 answers it (and photomania's own JSON, which keeps those keys).
extension Photo: Decodable {
    /// Only `id` is required; every other field falls back to nil, zero or empty when absent or unreadable.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.requiredPhotoID(forKey: .id)
        service = .fiveHundredPx
        userID = container.flexibleID(forKey: .userID)
        name = container.flexibleString(forKey: .name) ?? ""
        description = container.flexibleString(forKey: .description)
        camera = container.flexibleString(forKey: .camera)
        lens = container.flexibleString(forKey: .lens)
        focalLength = container.flexibleString(forKey: .focalLength)
        iso = container.flexibleString(forKey: .iso)
        shutterSpeed = container.flexibleString(forKey: .shutterSpeed)
        aperture = container.flexibleString(forKey: .aperture)
        timesViewed = container.flexibleInt(forKey: .timesViewed) ?? 0
        rating = container.flexibleDouble(forKey: .rating)
        highestRating = container.flexibleDouble(forKey: .highestRating)
        highestRatingDate = container.timestamp(forKey: .highestRatingDate)
        createdAt = container.timestamp(forKey: .createdAt)
        let taken = container.flexibleString(forKey: .takenAt)
        takenAt = taken.flatMap(Timestamp.parse)
        takenInLocalTime = takenAt != nil && taken.map(Timestamp.isLocalTime) == true
        // Present but unreadable (null, false) is 500px's "no category"; absent, the service files none.
        category = container.contains(.category) ? container.lenient(Category.self, forKey: .category) ?? .uncategorized : nil
        location = container.flexibleString(forKey: .location)
        latitude = container.flexibleDouble(forKey: .latitude)
        longitude = container.flexibleDouble(forKey: .longitude)
        privacy = container.flexibleBool(forKey: .privacy) ?? false
        width = container.flexibleInt(forKey: .width) ?? 0
        height = container.flexibleInt(forKey: .height) ?? 0
        votesCount = container.flexibleInt(forKey: .votesCount)
        commentsCount = container.flexibleInt(forKey: .commentsCount) ?? 0
        favoritesCount = container.flexibleInt(forKey: .favoritesCount)
        nsfw = container.flexibleBool(forKey: .nsfw) ?? false
        forSale = container.flexibleBool(forKey: .forSale)
        licenseType = container.lenient(FiveHundredPxLicense.self, forKey: .licenseType)?.license
        downloadAllowed = container.flexibleBool(forKey: .downloadAllowed)
        converted = container.flexibleBool(forKey: .converted)
        status = container.flexibleInt(forKey: .status)
        imageURLs = container.oneOrMany(String.self, forKey: .imageURLs)
        images = container.oneOrMany(PhotoImage.self, forKey: .images)
        imageFormat = container.flexibleString(forKey: .imageFormat)
        editorsChoice = container.flexibleBool(forKey: .editorsChoice)
        feature = container.flexibleString(forKey: .feature)
        url = container.flexibleString(forKey: .url)
        tags = container.oneOrMany(String.self, forKey: .tags)
        voted = container.flexibleBool(forKey: .voted)
        liked = container.flexibleBool(forKey: .liked)
        favorited = container.flexibleBool(forKey: .favorited)
        user = container.lenient(User.self, forKey: .user)
    }

    /// The API's keys; `image_url` and `images` always as lists, absent optionals left out.
}
