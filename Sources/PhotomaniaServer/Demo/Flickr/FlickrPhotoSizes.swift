/// `flickr.photos.getSizes` (contract §7.11): every size the photo has and its owner shows,
/// smallest first, so that the last is the largest a client may fetch.
extension FlickrFace {
    func photoSizes(_ arguments: FlickrArguments) throws(FlickrFailure) -> [String: FlickrValue] {
        let photo = try requestedPhoto(arguments)
        guard let owner = catalog.user(id: photo.userID) else { throw FlickrFailure.photoNotFound(FlickrIDs.photo(photo)) }
        let files = FlickrPhotoFiles(photo: photo)
        let sizes = FlickrSize.available(for: photo, owner: owner).map { size -> FlickrValue in
            let (width, height) = size.pixelSize(of: photo)
            return .object([
                "label": .string(size.label), "width": .int(width), "height": .int(height),
                "source": .string(files.url(of: size, origin: origin)),
                "url": .string(FlickrPageURLs.sizes(photo, owner: owner, size: size)), "media": .string("photo"),
            ])
        }
        return ["sizes": .object([
            "canblog": .int(0), "canprint": .int(0), "candownload": .flag(owner.allowsDownloads), "size": .array(sizes),
        ])]
    }
}
