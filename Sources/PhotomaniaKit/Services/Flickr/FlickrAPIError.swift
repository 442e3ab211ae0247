/// Flickr's `{"stat": "fail", "code": N, "message": "…"}`, which arrives with HTTP 200. What it
/// means is read from the code alone (messages vary for one code) and from the method that
/// answered, since codes from 1 up are each method's own.
public struct FlickrAPIError: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Kind: Sendable, Hashable {
        /// The photo, person, album or gallery asked for does not exist or cannot be seen.
        case notFound
        /// It exists, but its owner does not share it (hidden EXIF, sizes).
        case permissionDenied
        /// An argument the method refuses (a bad date, a search without a limiting argument).
        case invalidArgument
        /// `photos.search` past its 4,000th result.
        case searchTooDeep
        /// The call needs a signed-in user, or the token's permission is too low (98, 99).
        case signInNeeded
        /// The signature is wrong or missing (96, 97).
        case signatureRejected
        /// The API key is unknown, malformed or expired (100).
        case invalidKey
        /// Try again later (105, 201, 0, search's 10, a comment posted too fast).
        case transient
        /// A write that did not happen on the server's side (106); retrying is safe.
        case writeFailed
        /// What was asked is already so: a favourite already there or not there, one's own photo.
        case alreadyDone
        /// The call itself is wrong: plain HTTP (95), format or method unknown (111, 112, 114, 115),
        /// a blocked URL in an argument (116).
        case badCall
        case other
    }

    public let code: Int
    /// Flickr's message, for the record; never dispatched on.
    public let message: String
    /// The method that answered, `flickr.photos.getInfo`; empty when unknown.
    public let method: String

    public init(code: Int, message: String, method: String) {
        self.code = code
        self.message = message
        self.method = method
    }

    public var kind: Kind {
        if let kind = Self.methodKinds[method]?[code] { return kind }
        switch code {
        case 1: return .notFound
        case 95, 111, 112, 114, 115, 116: return .badCall
        case 96, 97: return .signatureRejected
        case 98, 99: return .signInNeeded
        case 100: return .invalidKey
        case 0, 105, 201: return .transient
        case 106: return .writeFailed
        default: return .other
        }
    }

    /// Whether sending the same call again later may succeed.
    public var isTransient: Bool { kind == .transient || kind == .writeFailed }

    public var description: String { "Flickr error \(code): \(message)" }

    /// The codes each method gives a meaning of its own (contract §7).
    static let methodKinds: [String: [Int: Kind]] = [
        "flickr.interestingness.getList": [1: .invalidArgument],
        "flickr.photos.getRecent": [1: .invalidArgument],
        "flickr.photos.search": [
            1: .invalidArgument, 2: .notFound, 3: .invalidArgument, 4: .permissionDenied, 5: .notFound,
            10: .transient, 11: .invalidArgument, 12: .invalidArgument, 13: .invalidArgument, 14: .invalidArgument,
            15: .notFound, 16: .permissionDenied, 17: .permissionDenied, 18: .invalidArgument, 19: .invalidArgument,
            20: .searchTooDeep,
        ],
        "flickr.people.getPhotos": [1: .invalidArgument, 2: .notFound, 5: .notFound],
        "flickr.people.getInfo": [5: .notFound],
        "flickr.photos.getSizes": [2: .permissionDenied],
        "flickr.photos.getExif": [2: .permissionDenied],
        "flickr.photosets.getList": [2: .invalidArgument],
        "flickr.photosets.getPhotos": [2: .notFound, 3: .invalidArgument],
        "flickr.photosets.getInfo": [2: .notFound],
        "flickr.groups.pools.getPhotos": [2: .permissionDenied],
        "flickr.photos.comments.addComment": [8: .invalidArgument, 9: .transient],
        "flickr.favorites.add": [2: .alreadyDone, 3: .alreadyDone, 4: .permissionDenied],
        "flickr.favorites.remove": [1: .alreadyDone, 2: .permissionDenied, 3: .notFound, 4: .alreadyDone],
    ]
}
