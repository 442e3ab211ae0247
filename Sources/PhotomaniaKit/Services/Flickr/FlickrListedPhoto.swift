import Foundation

/// A photo as Flickr's lists give it (contract §5): the base fields, whatever `extras` added,
/// and the members a method adds (`date_faved`, `isprimary`, a gallery curator's comment).
/// Every field but `id` falls back to nil or empty when absent or unreadable; `id` must be a
/// photo number, else the element is left out of its list.
public struct FlickrListedPhoto: Sendable, Hashable, Decodable {
    public var id: String
    /// The owner's NSID; nil in `photosets.getPhotos`, whose container names it.
    public var owner: String?
    public var secret: String?
    public var server: String?
    public var farm: Int?
    public var title: String
    public var isPublic: Bool?
    public var license: Int?
    public var description: String?
    public var uploaded: Date?
    public var lastUpdate: Date?
    public var taken: Date?
    /// `datetakengranularity`: 0 to the second, 4 the month, 6 the year, 8 circa.
    public var takenGranularity: Int?
    /// `datetakenunknown`: the camera gave no time, so `taken` is the upload's.
    public var takenUnknown: Bool?
    public var ownerName: String?
    public var pathAlias: String?
    public var iconServer: String?
    public var iconFarm: Int?
    public var originalSecret: String?
    public var originalFormat: String?
    public var originalWidth: Int?
    public var originalHeight: Int?
    public var views: Int?
    public var faves: Int?
    /// Whether the signed-in caller faved it (the `isfavorite` extra).
    public var isFavorite: Bool?
    public var comments: Int?
    public var tags: [String]
    public var machineTags: [String]
    public var location: FlickrLocation?
    /// `photo` or `video`.
    public var media: String?
    /// The `url_<letter>` images listed, smallest first.
    public var images: [FlickrImage]
    /// When its owner faved it (favorites lists).
    public var faved: Date?
    /// The album's or gallery's cover (`isprimary`, `is_primary`).
    public var isPrimary: Bool?
    /// What a gallery's curator wrote about it.
    public var curatorComment: String?

    public init(from decoder: any Decoder) throws {
        let photo = try decoder.container(keyedBy: AnyCodingKey.self)
        id = try photo.flickrRequiredID("id", .number)
        owner = photo.flickrID("owner", .token)
        secret = photo.flickrID("secret", .secret)
        server = photo.flickrID("server", .secret)
        farm = photo.flickrCount("farm")
        title = photo.flickrText("title") ?? ""
        isPublic = photo.flickrFlag("ispublic")
        license = photo.flickrCount("license")
        description = photo.flickrText("description")
        uploaded = photo.flickrUnixTime("dateupload")
        lastUpdate = photo.flickrUnixTime("lastupdate")
        taken = photo.flickrDateTime("datetaken")
        takenGranularity = photo.flickrCount("datetakengranularity")
        takenUnknown = photo.flickrFlag("datetakenunknown")
        ownerName = photo.flickrText("ownername")
        pathAlias = photo.flickrID("pathalias", .token)
        iconServer = photo.flickrID("iconserver", .secret)
        iconFarm = photo.flickrCount("iconfarm")
        originalSecret = photo.flickrID("originalsecret", .secret)
        originalFormat = photo.flickrID("originalformat", .format)
        originalWidth = photo.flickrCount("o_width")
        originalHeight = photo.flickrCount("o_height")
        views = photo.flickrCount("views")
        faves = photo.flickrCount("count_faves")
        isFavorite = photo.flickrFlag("isfavorite")
        comments = photo.flickrCount("count_comments")
        tags = photo.flickrText("tags").map(FlickrListedPhoto.words) ?? []
        machineTags = photo.flickrText("machine_tags").map(FlickrListedPhoto.words) ?? []
        location = FlickrLocation(in: photo)
        media = photo.flickrText("media")
        images = FlickrSize.allCases.compactMap { size in
            guard let url = photo.flickrText(size.urlExtra), FlickrImage.isFetchable(url) else { return nil }
            return FlickrImage(size: size, url: url, width: photo.flickrCount("width_" + size.rawValue), height: photo.flickrCount("height_" + size.rawValue))
        }
        faved = photo.flickrUnixTime("date_faved")
        isPrimary = photo.flickrScalar(["isprimary", "is_primary"]).flag
        curatorComment = photo.flickrText("comment")
    }

    /// Space-separated words (`tags`, `machine_tags`), at most 100 of them.
    static func words(_ text: String) -> [String] {
        Array(text.split(whereSeparator: \.isWhitespace).prefix(100).map(String.init))
    }

    /// The image `request` picks of those listed. Listings name no `candownload`: an original
    /// is listed only when its owner allows it.
    public func image(_ request: FlickrSizeRequest) -> FlickrImage? {
        request.choose(from: images, canDownload: nil)
    }

    /// Its page on flickr.com; nil without an owner (give the container's).
    public func pageURL(owner nsid: String? = nil) -> String? {
        (nsid ?? owner).map { FlickrStaticURL.photoPage(id: id, owner: $0, pathAlias: pathAlias) }
    }
}

/// Where a photo was taken. Flickr sends `latitude`, `longitude` and `accuracy` as the number
/// 0 for a photo without a place, and as strings (or numbers) for one with.
public struct FlickrLocation: Sendable, Hashable {
    public var latitude: Double
    public var longitude: Double
    /// 1 (world) to 16 (street).
    public var accuracy: Int?
    public var locality: String?
    public var region: String?
    public var country: String?

    init?(in container: KeyedDecodingContainer<AnyCodingKey>) {
        guard let latitude = container.flickrReal("latitude"), let longitude = container.flickrReal("longitude"),
              (-90...90).contains(latitude), (-180...180).contains(longitude),
              latitude != 0 || longitude != 0 else { return nil }
        self.latitude = latitude
        self.longitude = longitude
        accuracy = container.flickrCount("accuracy")
        locality = container.flickrText("locality")
        region = container.flickrText("region")
        country = container.flickrText("country")
    }
}
