/// Where a page of a Flickr list stands. Each method names its members its own way (contract
/// §4.2): `perpage` or `per_page` or both, numbers or (before ~2020) strings. A page without
/// them is the only one; `pages` is held to at least `page`, so a walk that stops at `pages`
/// always stops.
public struct FlickrPaging: Sendable, Hashable {
    public var page: Int
    public var pages: Int
    public var perPage: Int?
    public var total: Int

    public init(page: Int = 1, pages: Int = 1, perPage: Int? = nil, total: Int = 0) {
        self.page = page
        self.pages = pages
        self.perPage = perPage
        self.total = total
    }

    init(in container: KeyedDecodingContainer<AnyCodingKey>, listed: Int) {
        page = max(1, container.flickrCount("page") ?? 1)
        pages = max(page, container.flickrCount("pages") ?? page)
        perPage = container.flickrScalar(["perpage", "per_page"]).integer.map { max(0, $0) }
        total = max(listed, container.flickrCount("total") ?? listed)
    }

    /// Whether another page follows this one.
    public var hasNextPage: Bool { page < pages }
}

/// A page of photos: the standard photos response (`photos`, contract §4.1) or an album's
/// (`photoset`, whose photos carry no owner: it is the container's).
public struct FlickrPhotoList: FlickrPayload, Hashable {
    static let rootKeys = ["photos", "photoset"]

    public var paging: FlickrPaging
    public var photos: [FlickrListedPhoto]
    /// Elements that did not decode (an id that is no photo number) and are not in `photos`.
    public var skipped: Int
    /// An album's own facts, from `photosets.getPhotos`.
    public var albumID: String?
    public var albumTitle: String?
    public var owner: String?
    public var ownerName: String?

    public init(from decoder: any Decoder) throws {
        let list = try decoder.container(keyedBy: AnyCodingKey.self)
        // An empty list may come without its `photo` member; a list that counts photos may not.
        guard list.contains("photo") || (list.flickrCount("total") ?? 0) == 0 else {
            throw DecodingFailure.missingField(path: "photo", expected: .list)
        }
        let (photos, skipped) = list.flickrElements("photo", as: FlickrListedPhoto.self)
        let owner = list.flickrID("owner", .token)
        let ownerName = list.flickrText("ownername")
        self.owner = owner
        self.ownerName = ownerName
        albumID = list.flickrID("id", .number)
        albumTitle = list.flickrText("title")
        self.photos = photos.map { photo in
            var photo = photo
            photo.owner = photo.owner ?? owner
            photo.ownerName = photo.ownerName ?? ownerName
            return photo
        }
        self.skipped = skipped
        paging = FlickrPaging(in: list, listed: photos.count)
    }
}
