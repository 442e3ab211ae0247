/// A photo as photomania writes it (`--json`, sidecars): snake_case keys, 500px v1's names where
/// they had one. Each service reads its own wire format (500px's: `Photo+FiveHundredPx`).
extension Photo: Encodable {
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
        case licenseType = "license_type", license, licenseURL = "license_url", mime, fileBytes = "file_bytes", assessments
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
        try container.encodeIfPresent(licenseType?.code, forKey: .licenseType)
        try container.encodeIfPresent(licenseType?.name, forKey: .license)
        try container.encodeIfPresent(licenseType?.url, forKey: .licenseURL)
        try container.encodeIfPresent(mime, forKey: .mime)
        try container.encodeIfPresent(fileBytes, forKey: .fileBytes)
        if !assessments.isEmpty { try container.encode(assessments, forKey: .assessments) }
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
