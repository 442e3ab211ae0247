import Foundation

/// One case per API endpoint; `request(with:)` is a pure function from a case to a `Request`.
public enum Router: Sendable {
    case photos(PhotoStreamQuery)
    case search(SearchQuery)
    case photo(id: Int, imageSizes: [ImageSize] = [], comments: Bool = false, commentsPage: Int? = nil)
    case comments(photoID: Int, page: Int = 1, nested: Bool = false)
    case user(UserLookup)

    public var path: String {
        switch self {
        case .photos: return "/photos"
        case .search: return "/photos/search"
        case .photo(let id, _, _, _): return "/photos/\(id)"
        case .comments(let id, _, _): return "/photos/\(id)/comments"
        case .user: return "/users/show"
        }
    }

    /// Query parameters in the order they are sent, without the consumer key.
    public var parameters: [(name: String, value: String)] {
        switch self {
        case .photos(let query):
            var parameters: [(String, String)] = [("feature", query.feature.rawValue)]
            switch query.user {
            case .id(let id)?: parameters.append(("user_id", String(id)))
            case .username(let name)?: parameters.append(("username", name))
            case nil: break
            }
            parameters += Self.filterParameters(only: query.only, exclude: query.exclude, sort: query.sort)
            if let direction = query.sortDirection { parameters.append(("sort_direction", direction.rawValue)) }
            return parameters + Self.pagingParameters(page: query.page, rpp: query.rpp, imageSizes: query.imageSizes)
        case .search(let query):
            var parameters: [(String, String)]
            switch query.term {
            case .term(let term): parameters = [("term", term)]
            case .tag(let tag): parameters = [("tag", tag)]
            }
            parameters += Self.filterParameters(only: query.only, exclude: query.exclude, sort: query.sort)
            return parameters + Self.pagingParameters(page: query.page, rpp: query.rpp, imageSizes: query.imageSizes)
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
        }
    }

    public func request(with configuration: APIConfiguration) throws(PhotomaniaError) -> Request {
        var query = parameters
        if let key = configuration.consumerKey { query.insert(("consumer_key", key), at: 0) }
        let url = configuration.baseURL + path + "?" + query.map { "\(Self.encode($0.name))=\(Self.encode($0.value))" }.joined(separator: "&")
        guard url.hasPrefix("http://") || url.hasPrefix("https://") else { throw .invalidURL(configuration.baseURL) }
        return Request(method: .get, url: url, acceptableContentTypes: ["application/json"])
    }

    private static func filterParameters(only: [Category], exclude: [Category], sort: SortField?) -> [(String, String)] {
        var parameters: [(String, String)] = []
        if !only.isEmpty { parameters.append(("only", only.map(\.name).joined(separator: ","))) }
        if !exclude.isEmpty { parameters.append(("exclude", exclude.map(\.name).joined(separator: ","))) }
        if let sort { parameters.append(("sort", sort.rawValue)) }
        return parameters
    }

    private static func pagingParameters(page: Int, rpp: Int, imageSizes: [ImageSize]) -> [(String, String)] {
        var parameters = [("page", String(page)), ("rpp", String(rpp))]
        if !imageSizes.isEmpty { parameters.append(("image_size", csv(imageSizes))) }
        return parameters
    }

    /// The CSV form (`3,2`) rather than `image_size[]`, which broke OAuth signing on the real API.
    private static func csv(_ sizes: [ImageSize]) -> String {
        sizes.map { String($0.rawValue) }.joined(separator: ",")
    }

    private static let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    static func encode(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
    }
}

public enum UserLookup: Sendable, Equatable {
    case id(Int)
    case username(String)

    /// A number is an id, anything else a username.
    public init(_ argument: String) {
        self = Int(argument).map(UserLookup.id) ?? .username(argument)
    }
}

public struct PhotoStreamQuery: Sendable {
    public var feature: Feature
    public var only: [Category]
    public var exclude: [Category]
    public var sort: SortField?
    public var sortDirection: SortDirection?
    public var user: UserLookup?
    public var page: Int
    public var rpp: Int
    public var imageSizes: [ImageSize]

    public init(
        feature: Feature = .popular, only: [Category] = [], exclude: [Category] = [], sort: SortField? = nil,
        sortDirection: SortDirection? = nil, user: UserLookup? = nil, page: Int = 1, rpp: Int = 20, imageSizes: [ImageSize] = []
    ) {
        self.feature = feature
        self.only = only
        self.exclude = exclude
        self.sort = sort
        self.sortDirection = sortDirection
        self.user = user
        self.page = page
        self.rpp = rpp
        self.imageSizes = imageSizes
    }
}

public struct SearchQuery: Sendable {
    public enum Term: Sendable, Equatable {
        case term(String)
        case tag(String)
    }

    public var term: Term
    public var only: [Category]
    public var exclude: [Category]
    public var sort: SortField?
    public var page: Int
    public var rpp: Int
    public var imageSizes: [ImageSize]

    public init(
        term: Term, only: [Category] = [], exclude: [Category] = [], sort: SortField? = nil,
        page: Int = 1, rpp: Int = 20, imageSizes: [ImageSize] = []
    ) {
        self.term = term
        self.only = only
        self.exclude = exclude
        self.sort = sort
        self.page = page
        self.rpp = rpp
        self.imageSizes = imageSizes
    }
}
