/// Listings whose photos come without the sizes asked for: Flickr does not always honour the
/// `url_*` extras (then a photo lists no Square, which every photo has), and such a photo gets
/// its sizes from `photos.getSizes`, one call each, paced and counted like every call.
extension Flickr {
    /// `list` with the images of each photo that lacks a size `imageSizes` asks for looked up. A photo that cannot be looked up (gone, or hidden since it was
    /// listed) keeps what it listed.
    func completingSizes(of list: FlickrPhotoList, imageSizes: [ImageSize]) async throws(PhotomaniaError) -> FlickrPhotoList {
        guard !imageSizes.isEmpty else { return list }
        var list = list
        for index in list.photos.indices where Self.lacksSizes(list.photos[index], asked: imageSizes) {
            do {
                let sizes = try await call(.sizes(photo: list.photos[index].id), FlickrSizes.self)
                list.photos[index].images = sizes.images.filter { sizes.canDownload != false || $0.size != .o }
            } catch let error where Self.isNotFound(error) || Self.isWithheld(error) {
                continue
            }
        }
        return list
    }

    /// Whether the listing left out the sizes: it holds no Square, so the extras were not
    /// honoured, and not every size asked for by letter is there either.
    static func lacksSizes(_ photo: FlickrListedPhoto, asked: [ImageSize]) -> Bool {
        guard !photo.images.contains(where: { $0.size == .sq }) else { return false }
        return asked.contains { size in
            guard case .size(let letter)? = sizeRequest(size) else { return true }
            return !photo.images.contains { $0.size == letter }
        }
    }
}
