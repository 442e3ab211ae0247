import Foundation

/// A gallery as the demo API sends it. docs/500px-v1.md §13 says no example body for the gallery
/// endpoints was ever published, so these fields are photomania's reading of the docs' parameter
/// lists: `privacy` is a boolean like a photo's (true = private), `subtitle` is always null,
/// `last_added_to_at` is null for a gallery nothing was added to, and `cover_photo` (the first
/// item's images, null for an empty gallery) is present only when a cover was asked for.
struct DemoGalleryJSON: Encodable {
    let gallery: DemoGallery
    let owner: DemoUser
    /// The first item's images for `cover_photo`; nil leaves the key out.
    let cover: Cover?

    struct Cover {
        let photoID: Int?
        let size: DemoImageSize
        let imageBase: String
    }

    private enum Keys: String, CodingKey {
        case id, name, description, subtitle, slug, token, kind, privacy, user
        case userID = "user_id", itemsCount = "items_count", createdAt = "created_at", updatedAt = "updated_at"
        case lastAddedToAt = "last_added_to_at", coverPhoto = "cover_photo", customPath = "custom_path"
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(gallery.id, forKey: .id)
        try container.encode(gallery.userID, forKey: .userID)
        try container.encode(gallery.name, forKey: .name)
        try container.encode(gallery.description, forKey: .description)
        try container.encode(nil as String?, forKey: .subtitle)
        try container.encode(gallery.slug, forKey: .slug)
        try container.encode(gallery.token, forKey: .token)
        try container.encode(gallery.kind.rawValue, forKey: .kind)
        try container.encode(gallery.isPrivate, forKey: .privacy)
        try container.encode(gallery.photoIDs.count, forKey: .itemsCount)
        try container.encode(DemoTimestamp.string(gallery.createdAt, zone: gallery.zone), forKey: .createdAt)
        try container.encode(DemoTimestamp.string(gallery.updatedAt, zone: gallery.zone), forKey: .updatedAt)
        try container.encode(gallery.lastAddedToAt.map { DemoTimestamp.string($0, zone: gallery.zone) }, forKey: .lastAddedToAt)
        try container.encode("/\(owner.username)/galleries/\(gallery.slug)", forKey: .customPath)
        try container.encode(DemoUserJSON(user: owner, profile: nil), forKey: .user)
        if let cover {
            let images = cover.photoID.map { [DemoImageJSON(photoID: $0, size: cover.size, imageBase: cover.imageBase)] }
            try container.encode(images, forKey: .coverPhoto)
        }
    }
}
