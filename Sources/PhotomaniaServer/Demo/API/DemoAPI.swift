import Foundation

/// The 500px-compatible API over a generated `DemoCatalog`: `/v1/...` answers JSON as
/// documented in docs/500px-v1.md, `/images/<photo id>/<size>.jpg` serves the pictures. The same
/// catalog answers as Flickr at `/services/rest` and Flickr's static paths (`FlickrFace`).
/// Its only memory is its image cache and `DemoState` (issued tokens, votes, favorites, added
/// comments), so tests call `respond(to:)` directly.
public struct DemoAPI: HTTPHandling {
    public struct Configuration: Sendable {
        /// `scheme://host[:port]` of this server. When nil, each request's `Host` header gives
        /// it (`http://<Host>`), which suits a server whose port is known only after binding.
        public var origin: String?
        /// Where image URLs in JSON point; nil means `<origin>/images`. Another server (a CDN
        /// stand-in) can serve the same files from there (see `DemoImageExport`).
        public var imageBase: String?
        /// When set, API requests must carry it as `consumer_key` (images are never checked).
        public var requiredConsumerKey: String?
        public var imageCacheBytes: Int
        /// Who may sign in, and the secret the server's tokens are made with.
        public var accounts: DemoAccounts
        /// The access tokens issued, votes, favorites and added comments; in memory unless given.
        public var state: DemoState
        /// The `max-age` of every API answer, instead of each route's (`DemoCaching`).
        public var maxAge: Int?

        public init(
            origin: String? = nil,
            imageBase: String? = nil,
            requiredConsumerKey: String? = nil,
            imageCacheBytes: Int = 64 << 20,
            accounts: DemoAccounts = DemoAccounts(),
            state: DemoState = .inMemory(),
            maxAge: Int? = nil
        ) {
            self.origin = origin
            self.imageBase = imageBase
            self.requiredConsumerKey = requiredConsumerKey
            self.imageCacheBytes = imageCacheBytes
            self.accounts = accounts
            self.state = state
            self.maxAge = maxAge
        }
    }

    public let catalog: DemoCatalog
    public let configuration: Configuration
    let images: DemoImageStore

    public init(catalog: DemoCatalog = DemoCatalog(), configuration: Configuration = Configuration()) {
        self.catalog = catalog
        self.configuration = configuration
        images = DemoImageStore(catalog: catalog, cacheBytes: configuration.imageCacheBytes)
    }

    var state: DemoState { configuration.state }

    public func respond(to request: HTTPRequest) -> HTTPResponse {
        let components = request.path.split(separator: "/").map(String.init)
        if FlickrFace.owns(components) {
            return FlickrFace(api: self, origin: origin(for: request)).respond(to: request, components: components)
        }
        guard let root = components.first, root == "v1" || root == "images" else {
            return DemoResponse.error(404, "Not found")
        }
        let path = Array(components.dropFirst())
        if root == "images" {
            guard request.method == "GET" || request.method == "HEAD" else { return DemoResponse.methodNotAllowed() }
            return image(route: path, request: request)
        }
        if path.first == "oauth" {
            return oauth(path, request: request)
        }
        guard let route = DemoRoute(path) else { return DemoResponse.error(404, "Not found") }
        let form = DemoForm(request)
        let method = route.method(of: request, form: form)
        guard route.methods.contains(method) else {
            return DemoResponse.methodNotAllowed(allowing: route.methods.joined(separator: ", "))
        }
        return answer {
            let caller = try caller(of: request)
            guard method == "GET" || method == "HEAD" else {
                guard let userID = caller.userID else { throw DemoRefusal(401, "Authorization required") }
                return try write(route, method: method, form: form, userID: userID, request: request)
            }
            // A request signed with an access token needs no `consumer_key` (docs/500px-v1.md §2).
            if caller.userID == nil, let refusal = consumerKeyRefusal(request) { return refusal }
            return DemoCaching.cacheable(try read(route, request: request, caller: caller), for: route, request: request, caller: caller, maxAge: configuration.maxAge)
        }
    }

    private func read(_ route: DemoRoute, request: HTTPRequest, caller: DemoCaller) throws -> HTTPResponse {
        let query = DemoQuery(request: request)
        let imageBase = imageBase(for: request)
        switch route {
        case .signedInUser: return try signedInUser(caller)
        case .userShow: return userShow(query)
        case .photos: return try photoList(query, imageBase: imageBase, caller: caller)
        case .photoSearch: return try photoSearch(query, imageBase: imageBase, caller: caller)
        case .photo(let id): return try photoShow(id: id, query: query, imageBase: imageBase, caller: caller)
        case .photoComments(let id): return try photoComments(id: id, query: query)
        case .photoVoters(let id): return try photoVoters(id: id, query: query, caller: caller)
        case .userSearch: return try userSearch(query)
        case .userFriends(let id): return try userFriends(userID: id, query: query)
        case .userFollowers(let id): return try userFollowers(userID: id, query: query)
        case .userGalleries(let id): return try userGalleries(userID: id, query: query, imageBase: imageBase, caller: caller)
        case .userGallery(let id, let key): return try userGallery(userID: id, key: key, query: query, imageBase: imageBase, caller: caller)
        case .galleryItems(let id, let key): return try galleryItems(userID: id, key: key, query: query, imageBase: imageBase, caller: caller)
        case .photoVote, .photoFavorite, .commentReplies: return DemoResponse.error(404, "Not found")
        }
    }

    private func write(_ route: DemoRoute, method: String, form: DemoForm, userID: Int, request: HTTPRequest) throws -> HTTPResponse {
        let write = DemoWrite(userID: userID, form: form, query: DemoQuery(request: request), imageBase: imageBase(for: request))
        switch (route, method) {
        case (.photoVote(let id), "POST"): return try vote(photoID: id, write)
        case (.photoVote(let id), _): return try removeVote(photoID: id, write)
        case (.photoFavorite(let id), "POST"): return try favorite(photoID: id, write)
        case (.photoFavorite(let id), _): return try removeFavorite(photoID: id, write)
        case (.photoComments(let id), _): return try addComment(photoID: id, write)
        case (.commentReplies(let id), _): return try reply(toCommentID: id, write)
        default: return DemoResponse.error(404, "Not found")
        }
    }

    private func consumerKeyRefusal(_ request: HTTPRequest) -> HTTPResponse? {
        guard let required = configuration.requiredConsumerKey else { return nil }
        guard let given = request.queryValue("consumer_key"), !given.isEmpty else {
            return DemoResponse.error(401, "Consumer key missing.")
        }
        return given == required ? nil : DemoResponse.error(401, "Invalid consumer key.")
    }

    func imageBase(for request: HTTPRequest) -> String {
        if let base = configuration.imageBase {
            return base.hasSuffix("/") ? String(base.dropLast()) : base
        }
        return origin(for: request) + "/images"
    }

    func origin(for request: HTTPRequest) -> String {
        if let origin = configuration.origin {
            return origin.hasSuffix("/") ? String(origin.dropLast()) : origin
        }
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: ".-:[]"))
        if let host = request.headers["Host"], !host.isEmpty, host.unicodeScalars.allSatisfy({ $0.isASCII && allowed.contains($0) }) {
            return "http://" + host
        }
        return "http://127.0.0.1"
    }
}
