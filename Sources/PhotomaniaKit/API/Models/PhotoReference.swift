/// What a download needs of a listed photo: its id and service, whether it is NSFW, and its image URLs.
/// Decoding only these keeps long listings cheap next to a `Photo` and its forty fields.
public struct PhotoReference: ResponseCollectionSerializable, Hashable {
    public var id: PhotoID
    /// The service the photo is of.
    public var service: ServiceName
    public var nsfw: Bool
    public var imageURLs: [String]
    public var images: [PhotoImage]
    /// What `--filename`/`--dir` templates may name the file by.
    public var facts: PhotoFacts
    /// Whether its owner lets others download it; nil when the service does not say.
    public var downloadAllowed: Bool?

    public static let itemsKey = Photo.itemsKey

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
