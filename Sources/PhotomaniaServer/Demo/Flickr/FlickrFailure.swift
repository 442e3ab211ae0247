/// A Flickr API error: `{"stat":"fail","code":N,"message":…}`, sent with HTTP 200 (contract §3).
/// Clients dispatch on `code`; the messages vary as Flickr's do.
struct FlickrFailure: Error, Equatable {
    let code: Int
    let message: String

    init(_ code: Int, _ message: String) {
        self.code = code
        self.message = message
    }

    static func invalidKey(missing: Bool) -> FlickrFailure {
        FlickrFailure(100, missing ? "Invalid API Key (Key has invalid format)" : "Invalid API Key (Key not found)")
    }

    static func unknownMethod(_ name: String) -> FlickrFailure {
        FlickrFailure(112, "Method \"\(name)\" not found")
    }

    static func unknownFormat(_ name: String) -> FlickrFailure {
        FlickrFailure(111, "Format \"\(name)\" not found")
    }

    /// A photo that does not exist (`invalid ID`) or was deleted.
    static func photoNotFound(_ id: String, deleted: Bool = false) -> FlickrFailure {
        FlickrFailure(1, deleted ? "Photo not found" : "Photo \"\(id)\" not found (invalid ID)")
    }

    static let userNotFound = FlickrFailure(1, "User not found")

    /// Code 99: the call needs a token with `needed`, and the caller's has less (or there is none).
    static func insufficientPermission(needed: FlickrPermission, granted: FlickrPermission?) -> FlickrFailure {
        granted == nil
            ? FlickrFailure(99, "User not logged in / Insufficient permissions")
            : FlickrFailure(99, "Insufficient permissions. Method requires \(needed.rawValue) privileges; \(granted?.rawValue ?? "none") granted.")
    }

    /// The message of `code` in the common table (contract §3.3) or among `method`'s own
    /// errors (§7), for a fault that makes a method fail with a code of the tester's choice.
    static func injected(code: Int, method: String?) -> FlickrFailure {
        let message = common[code] ?? method.flatMap { methodErrors[$0]?[code] } ?? "Error \(code) (injected by a fault)"
        return FlickrFailure(code, message)
    }

    private static let common: [Int: String] = [
        0: "Sorry, the Flickr API service is not currently available.",
        95: "SSL is required",
        96: "Invalid signature",
        97: "Missing signature",
        98: "Invalid auth token",
        99: "Insufficient permissions. Method requires read privileges; none granted.",
        100: "Invalid API Key (Key has expired)",
        105: "Service currently unavailable",
        106: "Write operation failed",
        111: "Format \"xxx\" not found",
        112: "Method \"xxx\" not found",
        116: "Bad URL found",
        201: "Sorry, the Flickr API service is not currently available.",
    ]

    private static let photoErrors = [1: "Photo not found", 2: "Permission denied"]
    private static let userErrors = [1: "User not found", 2: "Unknown user", 5: "User deleted"]

    private static let methodErrors: [String: [Int: String]] = [
        "flickr.interestingness.getList": [1: "Not a valid date string."],
        "flickr.photos.search": [
            1: "Too many tags in ALL query", 2: "Unknown user", 3: "Parameterless searches have been disabled. Please use flickr.photos.getRecent instead.",
            10: "Sorry, the Flickr search API is not currently available.", 18: "Illogical arguments", 20: "Excessive photo offset in search",
        ],
        "flickr.photos.getRecent": [1: "bad value for jump_to, must be valid nsid, date, or number"],
        "flickr.people.getPhotos": [1: "Required arguments missing", 2: "Unknown user", 5: "User deleted"],
        "flickr.people.getPublicPhotos": userErrors,
        "flickr.people.getInfo": userErrors,
        "flickr.people.findByUsername": userErrors,
        "flickr.urls.lookupUser": userErrors,
        "flickr.urls.lookupGroup": [1: "Group not found"],
        "flickr.groups.pools.getPhotos": [1: "Group not found", 2: "You don't have permission to view this pool"],
        "flickr.urls.lookupGallery": [1: "Gallery not found"],
        "flickr.photos.getInfo": photoErrors,
        "flickr.photos.getSizes": photoErrors,
        "flickr.photos.getExif": [1: "Photo not found", 2: "Permission denied"],
        "flickr.photos.getFavorites": [1: "Photo not found"],
        "flickr.photos.comments.getList": photoErrors,
        "flickr.favorites.getList": userErrors,
        "flickr.favorites.getPublicList": userErrors,
        "flickr.photosets.getList": [1: "User not found", 2: "Continuation key invalid"],
        "flickr.photosets.getPhotos": [1: "Photoset not found", 2: "User not found", 3: "Conflicting photoset IDs"],
        "flickr.photosets.getInfo": [1: "Photoset not found", 2: "User not found"],
        "flickr.galleries.getList": userErrors,
        "flickr.galleries.getPhotos": [1: "Gallery not found"],
        "flickr.galleries.getInfo": [1: "Gallery not found"],
        "flickr.contacts.getPublicList": userErrors,
    ]
}
