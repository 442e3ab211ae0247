import Foundation

/// The demo server's API over a generated `DemoCatalog`: each service's face (`DemoFaces.all`)
/// answers the paths it owns over the one catalog. Its only memory is its image cache and
/// `DemoState` (issued tokens, votes, favorites, added comments), so tests call
/// `respond(to:)` directly.
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

    /// The answer of the face that owns the request's path, the first in `DemoFaces.all`.
    public func respond(to request: HTTPRequest) -> HTTPResponse {
        let components = request.path.split(separator: "/").map(String.init)
        guard let face = DemoFaces.all.first(where: { $0.owns(components) }) else { return DemoResponse.error(404, "Not found") }
        return face.init(api: self, origin: origin(for: request)).respond(to: request, components: components)
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
