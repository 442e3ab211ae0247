import Foundation
import PhotomaniaOAuth

/// Sends Router requests through a `Session` and decodes the answers with the models'
/// serializers. Every failure arrives as a `PhotomaniaError`.
public final class APIClient: Sendable {
    /// The name the download archive records this service's photos under.
    public static let serviceName = "500px"
    public let session: Session
    public let configuration: APIConfiguration
    public let retryPolicy: RetryPolicy
    /// Where GET answers are kept and looked up; nil sends every request.
    public let cache: HTTPCache?
    /// Told where each answer came from: the network, the cache, or a stored copy standing in
    /// for a failed network.
    public let cacheObserver: (@Sendable (CacheOutcome) -> Void)?

    public init(
        session: Session, configuration: APIConfiguration, retryPolicy: RetryPolicy = RetryPolicy(),
        cache: HTTPCache? = nil, cacheObserver: (@Sendable (CacheOutcome) -> Void)? = nil
    ) {
        self.session = session
        self.configuration = configuration
        self.retryPolicy = retryPolicy
        self.cache = cache
        self.cacheObserver = cacheObserver
    }

    public func object<T: ResponseObjectSerializable>(_ route: Router, as type: T.Type = T.self) async throws(PhotomaniaError) -> T {
        let (_, object) = try await send(route) { response throws(PhotomaniaError) -> T in
            do throws(DecodingFailure) {
                return try T.decodeObject(from: response.body)
            } catch {
                throw .responseSerializationFailed(request: response.request.summary, reason: error)
            }
        }
        return object
    }

    public func page<T: ResponseCollectionSerializable>(_ route: Router, of type: T.Type = T.self) async throws(PhotomaniaError) -> Page<T> {
        let (_, page) = try await send(route) { response throws(PhotomaniaError) -> Page<T> in
            do throws(DecodingFailure) {
                return try T.decodeCollection(from: response.body)
            } catch {
                throw .responseSerializationFailed(request: response.request.summary, reason: error)
            }
        }
        return page
    }

    /// This client on the same session, signing with `credentials`.
    public func signed(with credentials: OAuthCredentials) -> APIClient {
        var configuration = configuration
        configuration.credentials = credentials
        return APIClient(session: session, configuration: configuration, retryPolicy: retryPolicy, cache: cache, cacheObserver: cacheObserver)
    }

    /// This client asking the network past every stored answer (and keeping the new ones),
    /// unless it is offline.
    public var reloading: APIClient {
        guard var cache, cache.mode == .normal else { return self }
        cache.mode = .refresh
        return APIClient(session: session, configuration: configuration, retryPolicy: retryPolicy, cache: cache, cacheObserver: cacheObserver)
    }

    /// This client, telling `observer` where each answer came from.
    public func observingCache(_ observer: @escaping @Sendable (CacheOutcome) -> Void) -> APIClient {
        APIClient(session: session, configuration: configuration, retryPolicy: retryPolicy, cache: cache, cacheObserver: observer)
    }

    func send(_ route: Router) async throws(PhotomaniaError) -> (Request, Response) {
        try await send(route) { response throws(PhotomaniaError) in response }
    }

    /// Sends `route` (through the cache for a GET) and decodes the answer with `decode`: the
    /// cache keeps only an answer that decodes.
    func send<Value>(_ route: Router, decode: (Response) throws(PhotomaniaError) -> Value) async throws(PhotomaniaError) -> (Request, Value) {
        var request = try route.request(with: configuration)
        if let credentials = configuration.credentials {
            let signer = OAuthSigner(credentials: credentials)
            let (method, url, form) = (request.method.rawValue, request.url, route.formParameters)
            guard signer.authorization(method: method, url: url, formParameters: form) != nil else {
                throw .invalidURL(configuration.baseURL)
            }
            request.authorization = { signer.authorization(method: method, url: url, formParameters: form) }
        }
        request.timeLimit = session.configuration.requestTimeout
        let (session, retryPolicy) = (session, retryPolicy)
        let fetch = { (request: Request, hasStoredCopy: Bool) async throws(PhotomaniaError) -> Response in
            try await session.response(for: request, retryPolicy: hasStoredCopy ? retryPolicy.beforeAStoredCopy : retryPolicy)
        }
        guard let cache else { return (request, try decode(try await fetch(request, false))) }
        let (value, outcome) = try await cache.response(
            for: request, consumerKey: configuration.credentials?.consumerKey ?? configuration.consumerKey,
            userToken: configuration.credentials?.token, touchedPaths: touchedPaths(route), decode: decode, fetch: fetch
        )
        cacheObserver?(outcome)
        return (request, value)
    }

    /// The paths whose stored answers a write makes wrong: the photo it is about, its comments
    /// and its voters.
    private func touchedPaths(_ route: Router) -> [String] {
        let photoID: Int? = switch route {
        case .photoAction(_, let id), .addComment(to: .photo(let id), _): id
        default: nil
        }
        guard let photoID else { return [] }
        let base = HTTPCacheKey.path(of: configuration.baseURL)
        return ["", "/comments", "/votes"].map { base + "/photos/\(photoID)" + $0 }
    }
}
