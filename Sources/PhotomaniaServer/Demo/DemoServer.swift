import Foundation

/// The built-in 500px-compatible server, which speaks Flickr too: a generated `DemoCatalog`
/// answered by `DemoAPI` over a real `HTTPServer`, remembering sign-ins, votes, favorites and
/// comments in a `DemoState`. Image URLs in its JSON point back at it (through the request's
/// `Host`), unless `imageBase` sends the 500px face's elsewhere.
public final class DemoServer: Sendable {
    public struct Configuration: Sendable {
        public var host: String
        /// 0 picks a free port; read the bound one from `DemoServer.port`.
        public var port: Int
        public var photoCount: Int
        public var seed: UInt64
        /// The "now" the fresh features are relative to; nil means the moment the server starts.
        public var referenceDate: Date?
        /// Base of the image URLs in JSON (a CDN in front); nil means `<origin>/images`.
        public var imageBase: String?
        /// When set, API requests without this `consumer_key` get a 401.
        public var requiredConsumerKey: String?
        public var faults: FaultPlan
        /// Receives one line per request (`consumer_key` and Flickr's `api_key` redacted).
        public var log: (@Sendable (String) -> Void)?
        public var imageCacheBytes: Int
        /// The SQLite file of issued access tokens, votes, favorites and added comments; nil keeps
        /// them in memory, forgotten when the server stops.
        public var statePath: String?
        /// Start from an empty state: the file at `statePath` is deleted first.
        public var resetState: Bool
        /// The `max-age` of every API answer, instead of 60 s for lists and 300 s for one item.
        public var maxAge: Int?
        /// Photos the demo user uploaded in the seconds before `referenceDate` (at most 50), on
        /// top of the generated ones: the same catalog with something new in it.
        public var newPhotos = 0

        public init(
            host: String = "127.0.0.1",
            port: Int = 0,
            photoCount: Int = 240,
            seed: UInt64 = 500,
            referenceDate: Date? = nil,
            imageBase: String? = nil,
            requiredConsumerKey: String? = nil,
            faults: FaultPlan = FaultPlan(),
            log: (@Sendable (String) -> Void)? = nil,
            imageCacheBytes: Int = 64 << 20,
            statePath: String? = nil,
            resetState: Bool = false
        ) {
            self.host = host
            self.port = port
            self.photoCount = photoCount
            self.seed = seed
            self.referenceDate = referenceDate
            self.imageBase = imageBase
            self.requiredConsumerKey = requiredConsumerKey
            self.faults = faults
            self.log = log
            self.imageCacheBytes = imageCacheBytes
            self.statePath = statePath
            self.resetState = resetState
        }
    }

    public let configuration: Configuration
    public let api: DemoAPI
    private let server: HTTPServer

    /// Opens the state (a `DemoStateError` when its file cannot be used), generates the catalog,
    /// binds and starts serving.
    public init(_ configuration: Configuration = Configuration()) throws {
        let state = try DemoState(path: configuration.statePath, reset: configuration.resetState)
        let catalog = DemoCatalog(
            seed: configuration.seed,
            photoCount: configuration.photoCount,
            referenceDate: configuration.referenceDate ?? Date(),
            newPhotos: configuration.newPhotos
        )
        let api = DemoAPI(catalog: catalog, configuration: DemoAPI.Configuration(
            origin: nil,
            imageBase: configuration.imageBase,
            requiredConsumerKey: configuration.requiredConsumerKey,
            imageCacheBytes: configuration.imageCacheBytes,
            state: state,
            maxAge: configuration.maxAge
        ))
        self.configuration = configuration
        self.api = api
        server = try HTTPServer(
            host: configuration.host,
            port: configuration.port,
            handler: api,
            faults: configuration.faults,
            log: configuration.log
        )
    }

    public var catalog: DemoCatalog { api.catalog }

    public var state: DemoState { api.configuration.state }

    public var port: Int { server.port }

    /// `http://HOST:PORT`; a wildcard bind address is reported as 127.0.0.1.
    public var origin: String {
        let host = ["0.0.0.0", "::", ""].contains(configuration.host) ? "127.0.0.1" : configuration.host
        let authority = host.contains(":") ? "[\(host)]" : host
        return "http://\(authority):\(port)"
    }

    /// The API's base URL, `origin + "/v1"`.
    public var baseURL: String { origin + "/v1" }

    /// The Flickr face's base, `origin + "/services"`: its REST endpoint is `<base>/rest`, and its
    /// static files are at the origin, standing in for `live.staticflickr.com`.
    public var flickrBaseURL: String { origin + "/services" }

    /// The Commons face's base, the origin itself: its API is `<base>/w/api.php`, its files
    /// are under `<base>/wikipedia/commons/`, standing in for `upload.wikimedia.org`.
    public var commonsBaseURL: String { origin }

    public var statistics: HTTPServerStatistics { server.statistics }

    /// Stops serving and waits for the connections to finish. Idempotent.
    public func stop() {
        server.stop()
    }
}
