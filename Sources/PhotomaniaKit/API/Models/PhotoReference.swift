/// What a download needs of a listed photo: its id, whether it is NSFW, and its image URLs.
/// Decoding only these keeps long listings cheap next to a `Photo` and its forty fields.
public struct PhotoReference: ResponseCollectionSerializable, Hashable {
    public var id: Int
    public var nsfw: Bool
    public var imageURLs: [String]
    public var images: [PhotoImage]

    public static let itemsKey = Photo.itemsKey

    enum CodingKeys: String, CodingKey {
        case id
        case nsfw
        case imageURLs = "image_url"
        case images
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.requiredPhotoID(forKey: .id)
        nsfw = container.flexibleBool(forKey: .nsfw) ?? false
        imageURLs = container.oneOrMany(String.self, forKey: .imageURLs)
        images = container.oneOrMany(PhotoImage.self, forKey: .images)
    }

    public init(_ photo: Photo) {
        id = photo.id
        nsfw = photo.nsfw
        imageURLs = photo.imageURLs
        images = photo.images
    }

    public func image(for size: ImageSize) -> PhotoImage? {
        Photo.image(for: size, images: images, imageURLs: imageURLs)
    }
}
