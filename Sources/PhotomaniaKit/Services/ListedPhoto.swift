/// A listed photo as the walker needs it; `Photo` for lists that show everything,
/// `PhotoReference` for downloads, which need only ids and image URLs.
public protocol ListedPhoto: ResponseCollectionSerializable, Identifiable, FilterSubject where ID == PhotoID {
    var id: PhotoID { get }
    var service: ServiceName { get }
    var nsfw: Bool { get }
    init(_ photo: Photo)
    func image(for size: ImageSize) -> PhotoImage?
}

extension Photo: ListedPhoto {
    public init(_ photo: Photo) {
        self = photo
    }
}

extension PhotoReference: ListedPhoto {}
