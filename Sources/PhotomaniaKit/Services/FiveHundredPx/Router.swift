import Foundation
import PhotomaniaOAuth

/// One case per endpoint of the 500px v1 API; `request(with:)` is a pure function from a case to
/// a `Request`.
public enum Router: APIRoute {
    case photos(PhotoStreamQuery, PageRequest = PageRequest())
    case search(SearchQuery, PageRequest = PageRequest())
    /// `tags`: with the photo's tags, which 500px leaves out unless asked.
    case photo(id: PhotoID, imageSizes: [ImageSize] = [], comments: Bool = false, commentsPage: Int? = nil, tags: Bool = false)
    case comments(photoID: PhotoID, page: Int = 1, nested: Bool = false)
    case user(UserLookup)
    /// OAuth 1.0a, step one: a request token for the application (signed by it alone).
    case requestToken
    /// xAuth: the access token for a user name and password (signed with the request token).
    case accessToken(username: String, password: String)
    /// `GET /users`: the signed-in user.
    case signedInUser
    /// Like, unlike, favorite or unfavorite a photo as the signed-in user.
    case photoAction(PhotoAction, photoID: PhotoID)
    /// A comment on a photo, or a reply to a comment.
    case addComment(to: CommentTarget, body: String)
    /// A user's galleries.
    case galleries(userID: UserID, GalleryListQuery = GalleryListQuery(), PageRequest = PageRequest())
    /// One gallery of a user, by id, slug or token.
    case gallery(userID: UserID, GalleryReference)
    /// A gallery's photos, in the gallery's own order unless told otherwise.
    case galleryItems(userID: UserID, GalleryReference, GalleryItemsQuery = GalleryItemsQuery(), PageRequest = PageRequest())
    /// The people a user follows.
    case friends(userID: UserID, page: Int = 1, perPage: Int = 20)
    case followers(userID: UserID, page: Int = 1, perPage: Int = 20)
    case userSearch(term: String, page: Int = 1, perPage: Int = 20)
    /// The people who liked a photo.
    case votes(photoID: PhotoID, page: Int = 1, perPage: Int = 20)

    public var path: String {
        switch self {
        case .photos: return "/photos"
        case .search: return "/photos/search"
        case .photo(let id, _, _, _, _): return "/photos/\(id)"
        case .comments(let id, _, _): return "/photos/\(id)/comments"
        case .user: return "/users/show"
        case .requestToken: return "/oauth/request_token"
        case .accessToken: return "/oauth/access_token"
        case .signedInUser: return "/users"
        case .photoAction(let action, let id): return "/photos/\(id)/\(action.resource)"
        case .addComment(.photo(let id), _): return "/photos/\(id)/comments"
        case .addComment(.comment(let id), _): return "/comments/\(id)/comments"
        case .galleries(let userID, _, _): return "/users/\(userID)/galleries"
        case .gallery(let userID, let gallery): return "/users/\(userID)/galleries/\(gallery.pathSegment)"
        case .galleryItems(let userID, let gallery, _, _): return "/users/\(userID)/galleries/\(gallery.pathSegment)/items"
        case .friends(let userID, _, _): return "/users/\(userID)/friends"
        case .followers(let userID, _, _): return "/users/\(userID)/followers"
        case .userSearch: return "/users/search"
        case .votes(let photoID, _, _): return "/photos/\(photoID)/votes"
        }
    }

    public var method: HTTPMethod {
        switch self {
        case .requestToken, .accessToken, .addComment: .post
        case .photoAction(let action, _): action.method
        case .photos, .search, .photo, .comments, .user, .signedInUser: .get
        case .galleries, .gallery, .galleryItems, .friends, .followers, .userSearch, .votes: .get
        }
    }

    /// What goes in an `application/x-www-form-urlencoded` body (and into the signature).
    public var formParameters: [(name: String, value: String)] {
        switch self {
        case .accessToken(let username, let password):
            [("x_auth_mode", "client_auth"), ("x_auth_username", username), ("x_auth_password", password)]
        case .photoAction(.vote, _):
            [("vote", "1")]
        case .addComment(_, let body):
            [("body", body)]
        case .photos, .search, .photo, .comments, .user, .requestToken, .signedInUser, .photoAction,
             .galleries, .gallery, .galleryItems, .friends, .followers, .userSearch, .votes:
            []
        }
    }

    public func request(with configuration: APIConfiguration) throws(PhotomaniaError) -> Request {
        var query = parameters
        // A signed request names its consumer in the Authorization header, never in the URL.
        if let key = configuration.consumerKey, configuration.credentials == nil { query.insert(("consumer_key", key), at: 0) }
        if configuration.credentials != nil, carriesPhotoStates { query.append(("include_states", "1")) }
        let url = configuration.baseURL + path + (query.isEmpty ? "" : "?" + OAuthSignatureBase.formEncoded(query))
        guard url.hasPrefix("http://") || url.hasPrefix("https://") else { throw .invalidURL(configuration.baseURL) }
        guard !namesAnEmptyGallery else { throw .invalidURL(url) }
        var request = Request(method: method, url: url, acceptableContentTypes: answersWithForm ? [] : ["application/json"])
        if method == .post {
            request.headers.append(("Content-Type", "application/x-www-form-urlencoded"))
            request.body = Data(OAuthSignatureBase.formEncoded(formParameters).utf8)
        }
        return request
    }

    /// A write makes the stored answers about its photo wrong: the photo, its comments and its voters.
    public var invalidatedPaths: [String] {
        let photoID: PhotoID? = switch self {
        case .photoAction(_, let id), .addComment(to: .photo(let id), _): id
        default: nil
        }
        return photoID.map { id in ["", "/comments", "/votes"].map { "/photos/\(id)" + $0 } } ?? []
    }

    /// Answers with photos, which a signed request asks to mark with the caller's own state
    /// (`voted`, `liked`, `favorited`).
    private var carriesPhotoStates: Bool {
        switch self {
        case .photos, .search, .photo, .galleryItems: true
        default: false
        }
    }

    /// An empty slug would leave the gallery out of the path and name another endpoint.
    private var namesAnEmptyGallery: Bool {
        switch self {
        case .gallery(_, .slug(let slug)), .galleryItems(_, .slug(let slug), _, _): slug.isEmpty
        default: false
        }
    }

    /// The token endpoints answer `oauth_token=…&…`, not JSON.
    private var answersWithForm: Bool {
        switch self {
        case .requestToken, .accessToken: true
        default: false
        }
    }
}
