/// Since 15 May 2025 Flickr offers free accounts' photos to others at most 1024 px on the long
/// side (Large), with no original (contract §11). A download of the largest the owner allows
/// then takes that, and the run says so once.
extension Flickr {
    /// The largest any capped photo is offered at: Large 1024.
    static let cappedSize = FlickrSize.l

    public var notices: [ServiceNotice] {
        guard knownUsers.sawCappedImages, let edge = Self.cappedSize.longestEdge else { return [] }
        return [.imagesCapped(longestEdge: edge, reason: "since 15 May 2025 Flickr offers free accounts' photos no larger")]
    }

    /// Remembers for the run when the largest allowed was asked for and a photo offers nothing
    /// past Large 1024 although it is, as far as Flickr says, larger.
    func noteCap(of images: [FlickrImage], canDownload: Bool?, original: (width: Int?, height: Int?), asked: [ImageSize]) {
        guard asked.contains(.largestAllowed), !knownUsers.sawCappedImages,
              let largest = FlickrSizeRequest.largestAllowed.choose(from: images, canDownload: canDownload),
              largest.size != .o, let cap = Self.cappedSize.longestEdge, let edge = largest.longestEdge, edge <= cap else { return }
        if let width = original.width, let height = original.height, max(width, height) <= edge { return }
        knownUsers.rememberCappedImages()
    }
}
