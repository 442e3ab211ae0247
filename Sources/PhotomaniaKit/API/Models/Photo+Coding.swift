extension Photo: Codable {
    enum CodingKeys: String, CodingKey {
        case id
        case userID = "user_id"
        case name
        case description
        case camera
        case lens
        case focalLength = "focal_length"
        case iso
        case shutterSpeed = "shutter_speed"
        case aperture
        case timesViewed = "times_viewed"
        case rating
        case highestRating = "highest_rating"
        case highestRatingDate = "highest_rating_date"
        case createdAt = "created_at"
        case takenAt = "taken_at"
        case category
        case location
        case latitude
        case longitude
        case privacy
        case width
        case height
        case votesCount = "votes_count"
        case commentsCount = "comments_count"
        case favoritesCount = "favorites_count"
        case nsfw
        case forSale = "for_sale"
        case licenseType = "license_type"
        case downloadAllowed = "download_allowed"
        case converted
        case status
        case imageURLs = "image_url"
        case images
        case imageFormat = "image_format"
        case editorsChoice = "editors_choice"
        case feature
        case url
        case tags
        case voted
        case liked
        case favorited
        case user
    }

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
        licenseType = container.lenient(License.self, forKey: .licenseType)
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
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encodeIfPresent(userID, forKey: .userID)
        try container.encode(name, forKey: .name)
        try container.encodeIfPresent(description, forKey: .description)
        try container.encodeIfPresent(camera, forKey: .camera)
        try container.encodeIfPresent(lens, forKey: .lens)
        try container.encodeIfPresent(focalLength, forKey: .focalLength)
        try container.encodeIfPresent(iso, forKey: .iso)
        try container.encodeIfPresent(shutterSpeed, forKey: .shutterSpeed)
        try container.encodeIfPresent(aperture, forKey: .aperture)
        try container.encode(timesViewed, forKey: .timesViewed)
        try container.encodeIfPresent(rating, forKey: .rating)
        try container.encodeIfPresent(highestRating, forKey: .highestRating)
        try container.encodeTimestamp(highestRatingDate, forKey: .highestRatingDate)
        try container.encodeTimestamp(createdAt, forKey: .createdAt)
        try container.encodeTimestamp(takenAt, forKey: .takenAt, withOffset: !takenInLocalTime)
        try container.encodeIfPresent(category, forKey: .category)
        try container.encodeIfPresent(location, forKey: .location)
        try container.encodeIfPresent(latitude, forKey: .latitude)
        try container.encodeIfPresent(longitude, forKey: .longitude)
        try container.encode(privacy, forKey: .privacy)
        try container.encode(width, forKey: .width)
        try container.encode(height, forKey: .height)
        try container.encodeIfPresent(votesCount, forKey: .votesCount)
        try container.encode(commentsCount, forKey: .commentsCount)
        try container.encodeIfPresent(favoritesCount, forKey: .favoritesCount)
        try container.encode(nsfw, forKey: .nsfw)
        try container.encodeIfPresent(forSale, forKey: .forSale)
        try container.encodeIfPresent(licenseType, forKey: .licenseType)
        try container.encodeIfPresent(downloadAllowed, forKey: .downloadAllowed)
        try container.encodeIfPresent(converted, forKey: .converted)
        try container.encodeIfPresent(status, forKey: .status)
        try container.encode(imageURLs, forKey: .imageURLs)
        try container.encode(images, forKey: .images)
        try container.encodeIfPresent(imageFormat, forKey: .imageFormat)
        try container.encodeIfPresent(editorsChoice, forKey: .editorsChoice)
        try container.encodeIfPresent(feature, forKey: .feature)
        try container.encodeIfPresent(url, forKey: .url)
        try container.encode(tags, forKey: .tags)
        try container.encodeIfPresent(voted, forKey: .voted)
        try container.encodeIfPresent(liked, forKey: .liked)
        try container.encodeIfPresent(favorited, forKey: .favorited)
        try container.encodeIfPresent(user, forKey: .user)
    }
}
