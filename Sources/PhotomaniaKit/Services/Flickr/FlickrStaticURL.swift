/// The URLs Flickr's files and pages live at (contract §6): static images built from a photo's
/// server and secrets, buddy icons, and the photo's page. Every part comes from a decoded
/// answer, where `FlickrID` has checked it, so nothing here can leave its path segment.
public enum FlickrStaticURL {
    public static let imageOrigin = "https://live.staticflickr.com"
    public static let webOrigin = "https://www.flickr.com"

    /// `{origin}/{server}/{id}_{secret}{suffix}.jpg`; nil for the sizes whose file has a secret
    /// of its own (h and above, the original: see `original`), which `secret` does not open.
    public static func image(id: String, server: String, secret: String, size: FlickrSize, origin: String = imageOrigin) -> String? {
        guard !size.hasOwnSecret else { return nil }
        return "\(origin)/\(server)/\(id)_\(secret)\(size.fileSuffix).jpg"
    }

    /// The original: `{origin}/{server}/{id}_{originalsecret}_o.{originalformat}`.
    public static func original(id: String, server: String, originalSecret: String, format: String, origin: String = imageOrigin) -> String {
        "\(origin)/\(server)/\(id)_\(originalSecret)_o.\(format)"
    }

    /// A person's buddy icon: `https://farm{iconfarm}.staticflickr.com/{iconserver}/buddyicons/{nsid}.jpg`
    /// when `iconserver` is a number above 0, else Flickr's default icon. With `origin` (a
    /// server that holds the static files itself) the icon is on it, the default on `web`.
    public static func buddyIcon(nsid: String, iconServer: String?, iconFarm: Int?, origin: String? = nil, web: String = webOrigin) -> String {
        guard let iconServer, let server = Int(iconServer), server > 0 else { return web + "/images/buddyicon.gif" }
        let host = origin ?? "https://farm\(max(0, iconFarm ?? 0)).staticflickr.com"
        return "\(host)/\(iconServer)/buddyicons/\(nsid).jpg"
    }

    /// The photo's page, where attribution links to: `{web}/photos/{path alias or NSID}/{id}/`.
    public static func photoPage(id: String, owner nsid: String, pathAlias: String? = nil, web: String = webOrigin) -> String {
        "\(web)/photos/\(pathAlias ?? nsid)/\(id)/"
    }
}

/// One image of a photo that Flickr named: from `url_<letter>` of a listing or an entry of `getSizes`.
public struct FlickrImage: Sendable, Hashable {
    /// Nil for a size Flickr labels in a way the table does not know.
    public var size: FlickrSize?
    public var url: String
    public var width: Int?
    public var height: Int?

    public init(size: FlickrSize?, url: String, width: Int? = nil, height: Int? = nil) {
        self.size = size
        self.url = url
        self.width = width
        self.height = height
    }

    /// Its longest edge: measured when Flickr said, else the table's.
    public var longestEdge: Int? {
        if let width, let height, width > 0, height > 0 { return max(width, height) }
        return size?.longestEdge
    }

    /// Whether `text` may be fetched as an image: an absolute http(s) URL of sane length.
    static func isFetchable(_ text: String) -> Bool {
        let lowered = text.prefix(8).lowercased()
        return (lowered.hasPrefix("https://") || lowered.hasPrefix("http://")) && text.utf8.count <= 2048
            && !text.unicodeScalars.contains { $0.value <= 0x20 || $0.value == 0x7F }
    }
}

/// Which image to take of a photo.
public enum FlickrSizeRequest: Sendable, Hashable {
    /// The largest the owner allows: the original when listed and downloads are allowed.
    case largestAllowed
    /// That size, else the largest below it, else the smallest there is.
    case size(FlickrSize)
    /// The smallest whose longest edge is at least this, else the largest.
    case longestEdge(Int)
}

extension FlickrSizeRequest {
    /// The image to fetch of `images` (in any order); nil when there is none. When
    /// `canDownload` is false the original is not among them: its owner does not allow it.
    public func choose(from images: [FlickrImage], canDownload: Bool?) -> FlickrImage? {
        let allowed = images.filter { canDownload != false || $0.size != .o }
        let ordered = allowed.sorted { Self.order($0) < Self.order($1) }
        switch self {
        case .largestAllowed:
            return ordered.last
        case .size(let wanted):
            if let exact = ordered.first(where: { $0.size == wanted }) { return exact }
            return ordered.last { Self.order($0).edge < (wanted.longestEdge ?? Int.max) } ?? ordered.first
        case .longestEdge(let edge):
            return ordered.first { ($0.longestEdge ?? 0) >= edge && $0.size?.isSquare != true } ?? ordered.last
        }
    }

    /// Ranked by size, the original last; a size the table does not know by its edge.
    private static func order(_ image: FlickrImage) -> (edge: Int, rank: Int) {
        if image.size == .o { return (Int.max, FlickrSize.o.rank) }
        return (image.longestEdge ?? 0, image.size?.rank ?? 0)
    }
}
