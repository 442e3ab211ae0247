import Foundation
import PhotomaniaOAuth

/// One case per API endpoint; `request(with:)` is a pure function from a case to a `Request`.
public enum Router: Sendable {
    case photos(PhotoStreamQuery, PageRequest = PageRequest())
    case search(SearchQuery, PageRequest = PageRequest())
    case photo(id: Int, imageSizes: [ImageSize] = [], comments: Bool = false, commentsPage: Int? = nil)
    case comments(photoID: Int, page: Int = 1, nested: Bool = false)
    case user(UserLookup)
    /// OAuth 1.0a, step one: a request token for the application (signed by it alone).
    case requestToken
    /// xAuth: the access token for a user name and password (signed with the request token).
    case accessToken(username: String, password: String)
    /// `GET /users`: the signed-in user.
    case signedInUser
    /// Like, unlike, favorite or unfavorite a photo as the signed-in user.
    case photoAction(PhotoAction, photoID: Int)
    /// A comment on a photo, or a reply to a comment.
    case addComment(to: CommentTarget, body: String)

    public var path: String {
        switch self {
        case .photos: return "/photos"
        case .search: return "/photos/search"
        case .photo(let id, _, _, _): return "/photos/\(id)"
        case .comments(let id, _, _): return "/photos/\(id)/comments"
        case .user: return "/users/show"
        case .requestToken: return "/oauth/request_token"
        case .accessToken: return "/oauth/access_token"
        case .signedInUser: return "/users"
        case .photoAction(let action, let id): return "/photos/\(id)/\(action.resource)"
        case .addComment(.photo(let id), _): return "/photos/\(id)/comments"
        case .addComment(.comment(let id), _): return "/comments/\(id)/comments"
        }
    }

    public var method: HTTPMethod {
        switch self {
        case .requestToken, .accessToken, .addComment: .post
        case .photoAction(let action, _): action.method
        case .photos, .search, .photo, .comments, .user, .signedInUser: .get
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
        case .photos, .search, .photo, .comments, .user, .requestToken, .signedInUser, .photoAction:
            []
        }
    }

    /// Query parameters in the order they are sent, without the consumer key.
    public var parameters: [(name: String, value: String)] {
        switch self {
        case .photos(let query, let page):
            var parameters: [(String, String)] = [("feature", query.feature.rawValue)]
            switch query.user {
            case .id(let id)?: parameters.append(("user_id", String(id)))
            case .username(let name)?: parameters.append(("username", name))
            case nil: break
            }
            parameters += Self.filterParameters(only: query.only, exclude: query.exclude, sort: query.sort)
            if let direction = query.sortDirection { parameters.append(("sort_direction", direction.rawValue)) }
            return parameters + Self.pagingParameters(page)
        case .search(let query, let page):
            var parameters: [(String, String)]
            switch query.term {
            case .term(let term): parameters = [("term", term)]
            case .tag(let tag): parameters = [("tag", tag)]
            }
            parameters += Self.filterParameters(only: query.only, exclude: query.exclude, sort: query.sort)
            return parameters + Self.pagingParameters(page)
        case .photo(_, let imageSizes, let comments, let commentsPage):
            var parameters: [(String, String)] = []
            if !imageSizes.isEmpty { parameters.append(("image_size", Self.csv(imageSizes))) }
            if comments { parameters.append(("comments", "1")) }
            if let commentsPage { parameters.append(("comments_page", String(commentsPage))) }
            return parameters
        case .comments(_, let page, let nested):
            return [("page", String(page))] + (nested ? [("nested", "1")] : [])
        case .user(.id(let id)):
            return [("id", String(id))]
        case .user(.username(let name)):
            return [("username", name)]
        case .requestToken, .accessToken, .signedInUser, .photoAction, .addComment:
            return []
        }
    }

    public func request(with configuration: APIConfiguration) throws(PhotomaniaError) -> Request {
        var query = parameters
        if let key = configuration.consumerKey { query.insert(("consumer_key", key), at: 0) }
        if configuration.credentials != nil, carriesPhotoStates { query.append(("include_states", "1")) }
        let url = configuration.baseURL + path + (query.isEmpty ? "" : "?" + OAuthSignatureBase.formEncoded(query))
        guard url.hasPrefix("http://") || url.hasPrefix("https://") else { throw .invalidURL(configuration.baseURL) }
        var request = Request(method: method, url: url, acceptableContentTypes: answersWithForm ? [] : ["application/json"])
        if method == .post {
            request.headers.append(("Content-Type", "application/x-www-form-urlencoded"))
            request.body = Data(OAuthSignatureBase.formEncoded(formParameters).utf8)
        }
        return request
    }

    /// Answers with photos, which a signed request asks to mark with the caller's own state
    /// (`voted`, `liked`, `favorited`).
    private var carriesPhotoStates: Bool {
        switch self {
        case .photos, .search, .photo: true
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

    private static func filterParameters(only: [Category], exclude: [Category], sort: SortField?) -> [(String, String)] {
        var parameters: [(String, String)] = []
        if !only.isEmpty { parameters.append(("only", only.map(\.name).joined(separator: ","))) }
        if !exclude.isEmpty { parameters.append(("exclude", exclude.map(\.name).joined(separator: ","))) }
        if let sort { parameters.append(("sort", sort.rawValue)) }
        return parameters
    }

    private static func pagingParameters(_ request: PageRequest) -> [(String, String)] {
        var parameters = [("page", String(request.page)), ("rpp", String(request.perPage))]
        if !request.imageSizes.isEmpty { parameters.append(("image_size", csv(request.imageSizes))) }
        return parameters
    }

    /// The CSV form (`3,2`) rather than `image_size[]`, which broke OAuth signing on the real API.
    private static func csv(_ sizes: [ImageSize]) -> String {
        sizes.map { String($0.rawValue) }.joined(separator: ",")
    }

}
