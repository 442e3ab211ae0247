import Foundation

/// A photo in the short format (lists) or the full format (`/photos/:id`). Nullable fields
/// are sent as null; `rating` is an integer on some photos and a float on others; `image_url`
/// is a string when one size was asked for and an array when several were (docs/500px-v1.md §8.3).
/// `activity` adds the state's votes, favorites and comments to the catalog's counts and, for a
/// signed-in viewer, says how that viewer voted (`voted`, `liked`, `disliked`, `favorited`).
struct DemoPhotoJSON: Encodable {
    enum Format {
        case short
        case full(feature: String)
    }

    let photo: DemoPhoto
    let user: DemoUser?
    let sizes: [DemoImageSize]
    let imageBase: String
    let format: Format
    let includeTags: Bool
    var activity: DemoPhotoActivity = .none

    private enum Keys: String, CodingKey {
        case id, name, description, category, privacy, width, height, nsfw, status, url, user, tags, images
        case userID = "user_id", timesViewed = "times_viewed", rating, highestRating = "highest_rating"
        case highestRatingDate = "highest_rating_date", createdAt = "created_at", votesCount = "votes_count"
        case commentsCount = "comments_count", favoritesCount = "favorites_count", forSale = "for_sale"
        case licenseType = "license_type", converted, imageFormat = "image_format", imageURL = "image_url"
        case camera, lens, focalLength = "focal_length", iso, shutterSpeed = "shutter_speed", aperture
        case takenAt = "taken_at", location, latitude, longitude, hiResUploaded = "hi_res_uploaded"
        case forSaleDate = "for_sale_date", salesCount = "sales_count", editorsChoice = "editors_choice"
        case editorsChoiceDate = "editors_choice_date", feature, storeDownload = "store_download"
        case storePrint = "store_print", voted, liked, disliked, favorited, purchased, editoredBy = "editored_by"
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try encodeSummary(into: &container)
        try encodeShooting(into: &container)
        try encodeImages(into: &container)
        if includeTags {
            try container.encode(photo.tags, forKey: .tags)
        }
        if let user {
            try container.encode(DemoUserJSON(user: user, profile: nil), forKey: .user)
        }
        if case .full(let feature) = format {
            try encodeDetails(into: &container, feature: feature)
        }
        try encodeViewerState(into: &container)
    }

    private func timestamp(_ date: Date?) -> String? {
        date.map { DemoTimestamp.string($0, zone: photo.zone) }
    }

    private func encodeSummary(into container: inout KeyedEncodingContainer<Keys>) throws {
        try container.encode(photo.id, forKey: .id)
        try container.encode(photo.userID, forKey: .userID)
        try container.encode(photo.name, forKey: .name)
        try container.encode(photo.description, forKey: .description)
        try container.encode(photo.timesViewed, forKey: .timesViewed)
        if photo.ratingIsInteger {
            try container.encode(Int(photo.rating), forKey: .rating)
            try container.encode(Int(photo.highestRating), forKey: .highestRating)
        } else {
            try container.encode(photo.rating, forKey: .rating)
            try container.encode(photo.highestRating, forKey: .highestRating)
        }
        try container.encode(timestamp(photo.highestRatingDate), forKey: .highestRatingDate)
        try container.encode(1, forKey: .status)
        try container.encode(timestamp(photo.createdAt), forKey: .createdAt)
        try container.encode(photo.category.rawValue, forKey: .category)
        try container.encode(false, forKey: .privacy)
        try container.encode(photo.width, forKey: .width)
        try container.encode(photo.height, forKey: .height)
        try container.encode(photo.votesCount + activity.votes, forKey: .votesCount)
        try container.encode(photo.commentsCount + activity.comments, forKey: .commentsCount)
        try container.encode(photo.favoritesCount + activity.favorites, forKey: .favoritesCount)
        try container.encode(photo.nsfw, forKey: .nsfw)
        try container.encode(photo.forSale, forKey: .forSale)
        try container.encode(photo.licenseType, forKey: .licenseType)
        if photo.id % 2 == 0 {
            try container.encode(photo.id % 3 != 0, forKey: .converted)
        } else {
            try container.encode(photo.id % 30, forKey: .converted)
        }
        try container.encode("/photo/\(photo.id)/\(photo.slug)", forKey: .url)
    }

    private func encodeImages(into container: inout KeyedEncodingContainer<Keys>) throws {
        let images = sizes.map { DemoImageJSON(photoID: photo.id, size: $0, imageBase: imageBase) }
        try container.encode(images, forKey: .images)
        try container.encode("jpeg", forKey: .imageFormat)
        if images.count == 1 {
            try container.encode(images[0].url, forKey: .imageURL)
        } else {
            try container.encode(images.map(\.url), forKey: .imageURL)
        }
    }

    /// The camera, the exposure, when and where: in lists as in the full format.
    private func encodeShooting(into container: inout KeyedEncodingContainer<Keys>) throws {
        try container.encode(photo.camera, forKey: .camera)
        try container.encode(photo.lens, forKey: .lens)
        try container.encode(photo.exposure.focalLength, forKey: .focalLength)
        try container.encode(photo.exposure.iso, forKey: .iso)
        try container.encode(photo.exposure.shutterSpeed, forKey: .shutterSpeed)
        try container.encode(photo.exposure.aperture, forKey: .aperture)
        try container.encode(timestamp(photo.takenAt), forKey: .takenAt)
        try container.encode(photo.location?.name, forKey: .location)
        try container.encode(photo.location?.latitude, forKey: .latitude)
        try container.encode(photo.location?.longitude, forKey: .longitude)
        try container.encode(photo.forSale ? timestamp(photo.createdAt) : nil, forKey: .forSaleDate)
        try container.encode(photo.forSale ? photo.id % 7 : 0, forKey: .salesCount)
    }

    private func encodeDetails(into container: inout KeyedEncodingContainer<Keys>, feature: String) throws {
        try container.encode(photo.width >= 3000 ? 2 : 0, forKey: .hiResUploaded)
        try container.encode(photo.editorsChoice, forKey: .editorsChoice)
        try container.encode(timestamp(photo.editorsChoiceDate), forKey: .editorsChoiceDate)
        try container.encode(nil as String?, forKey: .editoredBy)
        try container.encode(feature, forKey: .feature)
        try container.encode(photo.forSale, forKey: .storeDownload)
        try container.encode(photo.forSale, forKey: .storePrint)
        try container.encode(false, forKey: .purchased)
    }

    /// The full format always carries `voted` and `liked`, null unless a viewer is known.
    private func encodeViewerState(into container: inout KeyedEncodingContainer<Keys>) throws {
        guard let viewer = activity.viewer else {
            if case .full = format {
                try container.encode(nil as Bool?, forKey: .voted)
                try container.encode(nil as Bool?, forKey: .liked)
            }
            return
        }
        try container.encode(viewer.voted, forKey: .voted)
        try container.encode(viewer.liked, forKey: .liked)
        try container.encode(viewer.disliked, forKey: .disliked)
        try container.encode(viewer.favorited, forKey: .favorited)
    }
}
