import Foundation
import PhotomaniaOAuth
import Synchronization

extension ServiceName {
    public static let flickr = ServiceName(rawValue: "flickr")
}

/// Flickr's REST API (and the built-in demo server's Flickr face) as a `PhotoService`: each call
/// one `FlickrMethod` sent through an `APIClient` whose base is `https://api.flickr.com/services`
/// (or `--api`), its answer decoded inside the send so that only `stat: ok` answers are kept.
public struct Flickr: PhotoService, CommentReading, CollectionReading, PhotoWriting, ShortLinkFollowing {
    public let api: APIClient
    /// The NSIDs path aliases and user names were found to name, for the run.
    let knownUsers: FlickrKnownUsers

    public init(api: APIClient) {
        self.init(api: api, knownUsers: FlickrKnownUsers())
    }

    init(api: APIClient, knownUsers: FlickrKnownUsers) {
        self.api = api
        self.knownUsers = knownUsers
    }

    /// The real API's base, for a key given without `--api`.
    public static let publicBaseURL = "https://api.flickr.com/services"

    /// Flickr's streams (Explore is its `popular`, the newest uploads its `fresh_today`), a
    /// person's photos and faves, groups' pools; searches by text, tag and user in its own orders; no categories;
    /// flat comments; the people a person follows; faves as the one mark a user puts on a photo.
    public static let capabilities = ServiceCapabilities(
        features: [.popular, .freshToday, .user, .userFavorites], sorts: [.createdAt, .takenAt, .rating, .score],
        filtersByCategory: false, searchesByTerm: true, searchesByTag: true, nestedComments: false,
        people: [.following], photoActions: [.vote, .unvote, .favorite, .unfavorite], signIn: .oauthVerifier, likesAreFavorites: true,
        newestUploadsFirst: [.freshToday, .user], newestAdditionsFirst: [.userFavorites], searchesByQuery: true, listsGroupPools: true,
        filterFields: [.id, .title, .description, .user, .userID, .license, .tags, .width, .height, .views, .faves, .comments, .taken, .created, .nsfw],
        collectionsNeedOwner: false
    )

    /// Its registration: flickr.com's and flic.kr's page URLs, paced calls.
    public static let entry = ServiceRegistry.Entry(
        name: .flickr, capabilities: capabilities, hosts: FlickrPages.hosts,
        pageForms: FlickrPages.acceptedForms, pageAt: page(at:), ids: ids,
        make: Flickr.init(api:), callBudget: callBudget, access: access
    )

    public var name: ServiceName { .flickr }
    public var capabilities: ServiceCapabilities { Self.capabilities }
    public var webOrigin: String { FlickrStaticURL.webOrigin }

    /// Where static files live: Flickr's own hosts for the real API, the server's origin for
    /// another (the built-in face serves them itself).
    var imageOrigin: String? {
        isPublicAPI ? nil : api.configuration.origin
    }

    /// Whether it talks to Flickr itself, not the built-in face or another `--api`.
    var isPublicAPI: Bool { api.configuration.baseURL == Self.publicBaseURL }

    public func through(_ api: APIClient) -> Flickr {
        Flickr(api: api, knownUsers: knownUsers)
    }

    /// `method`'s answer as `T`; Flickr's `stat: fail` a `PhotomaniaError` by its code. Decoding
    /// happens inside the send, so a failure is never kept in the HTTP cache.
    func call<T: FlickrPayload>(_ method: FlickrMethod, _ type: T.Type) async throws(PhotomaniaError) -> T {
        let (_, value) = try await api.send(method) { response throws(PhotomaniaError) -> T in
            do throws(FlickrAnswerFailure) {
                return try method.decode(T.self, from: response.body)
            } catch {
                throw Self.error(error, request: response.request.summary)
            }
        }
        return value
    }

    /// What a failed answer means to photomania.
    static func error(_ failure: FlickrAnswerFailure, request: RequestSummary) -> PhotomaniaError {
        switch failure {
        case .decoding(let reason):
            return .responseSerializationFailed(request: request, reason: reason)
        case .api(let error) where error.kind == .transient:
            return .serviceBusy(request: request, message: error.message)
        case .api(let error):
            return .serviceFailed(request: request, ServiceFailure(service: ServiceName.flickr.rawValue, code: error.code, message: error.sentence ?? error.message, meaning: error.meaning))
        }
    }
}

extension FlickrAPIError {
    /// The failure of 500px's that this one reads and exits as. A transient one (105, 201) is
    /// `PhotomaniaError.serviceBusy` before it gets here: the pacer waits and the read is tried
    /// again; a failed write is never repeated.
    var meaning: ServiceFailure.Meaning {
        switch kind {
        case .notFound: .notFound
        case .permissionDenied: .withheld
        case .signInNeeded where code == 99 && FlickrMethod.writeNames.contains(method): .readOnly
        case .signInNeeded, .signatureRejected, .invalidKey: .credentials
        case .transient, .writeFailed: .busy
        case .invalidArgument, .searchTooDeep, .alreadyDone, .badCall: .refused
        case .other: .other
        }
    }
}

extension FlickrAPIError {
    /// What photomania says for the codes of a write that mean "already so", in the words of
    /// 500px's answers (so `browse` reads them alike); nil: Flickr's message.
    var sentence: String? {
        switch (method, code) {
        case ("flickr.favorites.add", 2): "The photo is your own: Flickr does not let you fave your own photos."
        case ("flickr.favorites.add", 3): "The photo is already in your favorites."
        case ("flickr.favorites.remove", 1), ("flickr.favorites.remove", 4): "The photo is not in your favorites."
        default: nil
        }
    }
}

/// What one run found out that names alone do not say: the NSIDs path aliases and user names
/// stand for, and the collection numbers that are galleries rather than albums, so that each
/// is asked once, not once a page.
final class FlickrKnownUsers: Sendable {
    private let nsids = Mutex<[String: String]>([:])
    private let galleries = Mutex<Set<String>>([])
    private let groups = Mutex<[String: String]>([:])

    func nsid(for name: String) -> String? {
        nsids.withLock { $0[name] }
    }

    func remember(_ nsid: String, for name: String) {
        nsids.withLock { $0[name] = nsid }
    }

    func isGallery(_ number: String) -> Bool {
        galleries.withLock { $0.contains(number) }
    }

    func rememberGallery(_ number: String) {
        _ = galleries.withLock { $0.insert(number) }
    }

    func groupID(for name: String) -> String? {
        groups.withLock { $0[name.lowercased()] }
    }

    func rememberGroup(_ id: String, for name: String) {
        groups.withLock { $0[name.lowercased()] = id }
    }
}
