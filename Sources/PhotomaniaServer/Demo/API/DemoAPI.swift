import Foundation

/// The 500px-compatible API over a generated `DemoCatalog`: `/v1/...` answers JSON as
/// documented in the API notes, `/images/<photo id>/<size>.jpg` serves the pictures.
/// Pure apart from its image cache, so tests call `respond(to:)` directly.
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

        public init(
            origin: String? = nil,
            imageBase: String? = nil,
            requiredConsumerKey: String? = nil,
            imageCacheBytes: Int = 64 << 20,
            accounts: DemoAccounts = DemoAccounts()
        ) {
            self.origin = origin
            self.imageBase = imageBase
            self.requiredConsumerKey = requiredConsumerKey
            self.imageCacheBytes = imageCacheBytes
            self.accounts = accounts
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

    public func respond(to request: HTTPRequest) -> HTTPResponse {
        let components = request.path.split(separator: "/").map(String.init)
        guard let root = components.first, root == "v1" || root == "images" else {
            return DemoResponse.error(404, "Not found")
        }
        let route = Array(components.dropFirst())
        if root == "v1", route.first == "oauth" {
            return oauth(route, request: request)
        }
        guard request.method == "GET" || request.method == "HEAD" else {
            return DemoResponse.methodNotAllowed()
        }
        if root == "images" {
            return image(route: route, request: request)
        }
        if let refusal = consumerKeyRefusal(request) {
            return refusal
        }
        let query = DemoQuery(request: request)
        let imageBase = imageBase(for: request)
        switch route.count {
        case 1 where route[0] == "users":
            return signedInUser(request)
        case 1 where route[0] == "photos":
            return photoList(query, imageBase: imageBase)
        case 2 where route == ["photos", "search"]:
            return photoSearch(query, imageBase: imageBase)
        case 2 where route == ["users", "show"]:
            return userShow(query)
        case 2 where route[0] == "photos":
            return photoShow(id: Int(route[1]), query: query, imageBase: imageBase)
        case 3 where route[0] == "photos" && route[2] == "comments":
            return photoComments(id: Int(route[1]), query: query)
        default:
            return DemoResponse.error(404, "Not found")
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
