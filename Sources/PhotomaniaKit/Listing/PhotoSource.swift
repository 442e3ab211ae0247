/// Every listing of photos photomania can walk. Its paged cases turn into one Router call per
/// page here and nowhere else: a new kind of listing is a new case and its route.
public enum PhotoSource: Sendable, Hashable {
    /// A feature stream (`popular`, …; `user` and `user_friends` with a user), filtered and sorted.
    case stream(PhotoStreamQuery)
    case search(SearchQuery)
    /// Photos named by id: one lookup each, in the order given, each id once.
    case ids([Int])
    /// A user's gallery, in the gallery's order unless the query sorts it.
    case gallery(userID: Int, GalleryReference, GalleryItemsQuery = GalleryItemsQuery())

    /// How the source is read: page by page through a route, or one lookup per id.
    enum Reading {
        case pages(@Sendable (PageRequest) -> Router)
        case lookups([Int])
    }

    var reading: Reading {
        switch self {
        case .stream(let query): .pages { .photos(query, $0) }
        case .search(let query): .pages { .search(query, $0) }
        case .ids(let ids): .lookups(ids)
        case .gallery(let userID, let gallery, let query): .pages { .galleryItems(userID: userID, gallery, query, $0) }
        }
    }

    /// A stream of photos by one user (`--user NAME` on its own).
    public static func photos(by user: UserLookup) -> PhotoSource {
        .stream(PhotoStreamQuery(feature: .user, user: user))
    }

    /// The photos a user liked (`--liked NAME`).
    public static func photos(likedBy user: UserLookup) -> PhotoSource {
        .stream(PhotoStreamQuery(feature: .userLiked, user: user))
    }
}

/// How to walk a source: which pages, how many photos at most, how many a page, which image
/// sizes to ask for (and whether a photo without any of them is unavailable), and whether
/// photos marked NSFW are kept — on pages: photos asked for by id are kept whatever they are.
public struct WalkOptions: Sendable, Hashable {
    public var pages: PageRange
    /// The most photos to yield; photos that cannot be had do not count.
    public var limit: Int?
    public var perPage: Int
    public var imageSizes: [ImageSize]
    /// A photo that offers none of `imageSizes` is `.unavailable(.noImage)`, not yielded.
    public var requiresImage: Bool
    public var includeNSFW: Bool
    /// Pages (or lookups) fetched ahead of the consumer, at most.
    public var readAhead: Int

    public init(
        pages: PageRange = PageRange(first: 1, last: 1), limit: Int? = nil, perPage: Int = 20,
        imageSizes: [ImageSize] = [], requiresImage: Bool = false, includeNSFW: Bool = false, readAhead: Int = 3
    ) {
        self.pages = pages
        self.limit = limit
        self.perPage = perPage
        self.imageSizes = imageSizes
        self.requiresImage = requiresImage
        self.includeNSFW = includeNSFW
        self.readAhead = readAhead
    }
}

/// A listed photo as the walker needs it; `Photo` for lists that show everything,
/// `PhotoReference` for downloads, which need only ids and image URLs.
public protocol ListedPhoto: ResponseCollectionSerializable, Identifiable where ID == Int {
    var id: Int { get }
    var nsfw: Bool { get }
    init(_ photo: Photo)
    func image(for size: ImageSize) -> PhotoImage?
}

extension Photo: ListedPhoto {
    public init(_ photo: Photo) {
        self = photo
    }
}

extension PhotoReference: ListedPhoto {}

/// What walking a source yields, in order.
public enum PhotoSourceEvent<Item: ListedPhoto>: Sendable {
    /// How many photos the walk expects to yield (unavailable ones included); sent once the first
    /// answer tells, and again at the end when the count turned out different.
    case total(Int)
    /// A page arrived; its photos follow.
    case page(PageSummary)
    case photo(Item)
    /// A photo asked for by id that cannot be had.
    case unavailable(photoID: Int, reason: Unavailability)
}

/// One page as walked: the envelope's numbers and what was left out of it.
public struct PageSummary: Sendable, Hashable {
    public var number: Int
    public var totalPages: Int
    public var totalItems: Int
    /// NSFW photos left out (without `includeNSFW`).
    public var hiddenNSFW = 0
    /// Elements of the answer that did not decode.
    public var unreadable = 0
    /// Photos already yielded by an earlier page (pages shift while they are walked).
    public var repeated = 0
    /// Set on the last page of a walk that stopped before the server's last page, and why.
    public var stop: PageWalkStop?

    public init(
        number: Int, totalPages: Int, totalItems: Int, hiddenNSFW: Int = 0, unreadable: Int = 0, repeated: Int = 0, stop: PageWalkStop? = nil
    ) {
        self.number = number
        self.totalPages = totalPages
        self.totalItems = totalItems
        self.hiddenNSFW = hiddenNSFW
        self.unreadable = unreadable
        self.repeated = repeated
        self.stop = stop
    }
}

/// Why a photo cannot be had; the API's answer is kept.
public enum Unavailability: Sendable, Equatable {
    /// 404: there is no such photo.
    case notFound(PhotomaniaError)
    /// 403 about that photo: deleted, or its owner deactivated.
    case withheld(PhotomaniaError)
    /// The API offers none of the image sizes asked for.
    case noImage(asked: [ImageSize])
    /// Asked for one photo, the API answered with another: its answer is not taken.
    case otherPhoto(answered: Int)
    /// Its lookup failed for a reason of its own (a 5xx, a time-out, a dropped connection,
    /// after the transport's retries): the photos asked for with it are still tried.
    case lookupFailed(PhotomaniaError)

    /// The reason for a failed lookup of one photo, or nil when the failure is not about the photo.
    public init?(lookupFailure error: PhotomaniaError) {
        switch error.statusCode {
        case 404: self = .notFound(error)
        case 403 where !error.isCredentialFailure: self = .withheld(error)
        default: return nil
        }
    }
}
