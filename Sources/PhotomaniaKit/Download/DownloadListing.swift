/// A listed photo as a download job takes it: the facts its file is named by, and the record
/// post-processors read (`PostProcessorNeeds.photoRecord`) when the listing was decoded in full.
protocol DownloadListing: ListedPhoto {
    var namingFacts: PhotoFacts { get }
    var record: Photo? { get }
    /// False when its owner does not allow downloads; nil when the service does not say.
    var downloadAllowed: Bool? { get }
}

extension PhotoReference: DownloadListing {
    var namingFacts: PhotoFacts { facts }
    var record: Photo? { nil }
}

extension Photo: DownloadListing {
    var namingFacts: PhotoFacts { PhotoFacts(self) }
    var record: Photo? { self }
}

extension DownloadListing {
    /// The item to fetch of this photo with `sizes`, or nil when it offers none of them.
    func downloadItem(_ sizes: SizePreference) -> DownloadItem? {
        guard let image = sizes.image(of: self) else { return nil }
        return DownloadItem(photoID: id, service: service, size: image.size, url: image.httpsURL ?? image.url, photo: record, facts: namingFacts, notice: image.notice, expectedSHA1: image.sha1,
            content: FileContent(mime: image.mime)
        )
    }
}
