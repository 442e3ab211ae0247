import Foundation

/// A photo, from a list (short format) or from `GET /photos/:id` (full format: the extra fields are then set).
public struct Photo: Hashable, Sendable {
    public var id: PhotoID
    /// The service the photo is of; the v1 JSON it is read from is 500px's.
    public var service: ServiceName
    public var userID: UserID?
    public var name: String
    /// Raw HTML as uploaded, possibly with `\r\n`.
    public var description: String?
    public var camera: String?
    public var lens: String?
    /// EXIF values are kept as text even when the API sends numbers (`iso: 400` gives "400").
    public var focalLength: String?
    public var iso: String?
    public var shutterSpeed: String?
    public var aperture: String?
    public var timesViewed: Int
    /// The 0–100 "pulse", where the service rates photos (500px); nil where it does not.
    public var rating: Double?
    public var highestRating: Double?
    public var highestRatingDate: Date?
    public var createdAt: Date?
    public var takenAt: Date?
    /// `takenAt` is the camera's clock in no zone given (Flickr's `datetaken`): held as if it
    /// were UTC, and shown and written as it reads, never shifted to another zone.
    public var takenInLocalTime: Bool
    /// Where the service files photos in categories (500px); nil where it does not.
    public var category: Category?
    public var location: String?
    public var latitude: Double?
    public var longitude: Double?
    /// True when the photo page is hidden.
    public var privacy: Bool
    /// The original's size in pixels; 0 when unknown.
    public var width: Int
    public var height: Int
    /// Where the service counts votes (500px); nil where it does not.
    public var votesCount: Int?
    public var commentsCount: Int
    public var favoritesCount: Int?
    public var nsfw: Bool
    public var forSale: Bool?
    public var licenseType: License?
    public var converted: Bool?
    public var status: Int?
    /// The deprecated `image_url`, a string until 2018 and a list afterwards.
    public var imageURLs: [String]
    public var images: [PhotoImage]
    public var imageFormat: String?
    public var editorsChoice: Bool?
    public var feature: String?
    /// The photo page's path relative to the site, `/photo/<id>/<slug>`.
    public var url: String?
    public var tags: [String]
    /// The signed-in user's own state, in signed answers only.
    public var voted: Bool?
    public var liked: Bool?
    public var favorited: Bool?
    public var user: User?
    /// Whether its owner lets others download it; nil when the service does not say.
    public var downloadAllowed: Bool?
    /// The original file's type and length, where the service says (Commons).
    public var mime: String?
    public var fileBytes: Int64?
    /// The distinctions the service's community gave it (`featured`, `quality`, `valued`, `potd`).
    public var assessments: [String] = []

    public init(
        id: PhotoID, service: ServiceName, userID: UserID? = nil, name: String = "", description: String? = nil,
        camera: String? = nil, lens: String? = nil, focalLength: String? = nil, iso: String? = nil,
        shutterSpeed: String? = nil, aperture: String? = nil, timesViewed: Int = 0, rating: Double? = nil,
        highestRating: Double? = nil, highestRatingDate: Date? = nil, createdAt: Date? = nil, takenAt: Date? = nil, takenInLocalTime: Bool = false,
        category: Category? = nil, location: String? = nil, latitude: Double? = nil,
        longitude: Double? = nil, privacy: Bool = false, width: Int = 0, height: Int = 0, votesCount: Int? = nil,
        commentsCount: Int = 0, favoritesCount: Int? = nil, nsfw: Bool = false, forSale: Bool? = nil,
        licenseType: License? = nil, converted: Bool? = nil, status: Int? = nil, imageURLs: [String] = [],
        images: [PhotoImage] = [], imageFormat: String? = nil, editorsChoice: Bool? = nil, feature: String? = nil,
        url: String? = nil, tags: [String] = [], voted: Bool? = nil, liked: Bool? = nil, favorited: Bool? = nil,
        user: User? = nil, downloadAllowed: Bool? = nil
    ) {
        self.id = id
        self.service = service
        self.userID = userID
        self.name = name
        self.description = description
        self.camera = camera
        self.lens = lens
        self.focalLength = focalLength
        self.iso = iso
        self.shutterSpeed = shutterSpeed
        self.aperture = aperture
        self.timesViewed = timesViewed
        self.rating = rating
        self.highestRating = highestRating
        self.highestRatingDate = highestRatingDate
        self.createdAt = createdAt
        self.takenAt = takenAt
        self.takenInLocalTime = takenInLocalTime
        self.category = category
        self.location = location
        self.latitude = latitude
        self.longitude = longitude
        self.privacy = privacy
        self.width = width
        self.height = height
        self.votesCount = votesCount
        self.commentsCount = commentsCount
        self.favoritesCount = favoritesCount
        self.nsfw = nsfw
        self.forSale = forSale
        self.licenseType = licenseType
        self.converted = converted
        self.status = status
        self.imageURLs = imageURLs
        self.images = images
        self.imageFormat = imageFormat
        self.editorsChoice = editorsChoice
        self.feature = feature
        self.url = url
        self.tags = tags
        self.voted = voted
        self.liked = liked
        self.favorited = favorited
        self.user = user
        self.downloadAllowed = downloadAllowed
    }

    /// Width / height of the original, nil when the API did not say.
    public var aspectRatio: Double? {
        width > 0 && height > 0 ? Double(width) / Double(height) : nil
    }
}

extension Photo: ResponseCollectionSerializable {
    public static let itemsKey = "photos"
}
