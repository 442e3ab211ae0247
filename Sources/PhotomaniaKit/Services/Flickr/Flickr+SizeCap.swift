/// Since 15 May 2025 Flickr offers free accounts' photos to others at most 1024 px on the long
/// side (Large), with no original (contract §11). A download of the largest the owner allows
/// then takes that, and the run says so once.
extension Flickr {
    /// The largest any capped photo is offered at: Large 1024.
    static let cappedSize = FlickrSize.l

    /// The notice for `largest`, the largest image a photo is offered at, when it is no original
    /// and no larger than the cap although, as far as Flickr says, the photo is larger.
    static func capNotice(of largest: FlickrImage, original: (width: Int?, height: Int?)) -> ServiceNotice? {
        guard largest.size != .o, let cap = cappedSize.longestEdge, let edge = largest.longestEdge, edge <= cap else { return nil }
        if let width = original.width, let height = original.height, max(width, height) <= edge { return nil }
        return .imagesCapped(longestEdge: cap, reason: "since 15 May 2025 Flickr offers free accounts' photos no larger")
    }
}
