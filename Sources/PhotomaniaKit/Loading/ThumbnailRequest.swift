/// What a thumbnail is asked for: one photo's image URL, fitted into a pixel box.
public struct ThumbnailRequest: Sendable, Hashable {
    public var photoID: PhotoID
    public var url: String
    public var width: Int
    public var height: Int

    public init(photoID: PhotoID, url: String, width: Int, height: Int) {
        self.photoID = photoID
        self.url = url
        self.width = width
        self.height = height
    }
}

/// How urgently a thumbnail is wanted: what is on screen goes before what is prefetched.
public enum ThumbnailPriority: Int, Comparable, Sendable {
    case prefetch
    case visible

    public static func < (lhs: ThumbnailPriority, rhs: ThumbnailPriority) -> Bool { lhs.rawValue < rhs.rawValue }
}
