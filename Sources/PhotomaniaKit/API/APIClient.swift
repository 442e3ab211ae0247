import Foundation
import PhotomaniaOAuth

/// Sends a service's calls (`APIRoute`) through a `Session`, signed when it has credentials and
/// through the HTTP cache when it has one, and decodes the answers with the models' serializers.
/// Every failure arrives as a `PhotomaniaError`.
public final class APIClient: Sendable {
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

    public func object<T: ResponseObjectSerializable>(_ route: some APIRoute, as type: T.Type = T.self) async throws(PhotomaniaError) -> T {
        try await answer(to: route, as: type)
    }

    public func page<T: ResponseCollectionSerializable>(_ route: some APIRoute, of type: T.Type = T.self) async throws(PhotomaniaError) -> Page<T> {
        try await pageAnswer(to: route, of: type)
    }

    func answer<T: ResponseObjectSerializable>(to route: some APIRoute, as type: T.Type) async throws(PhotomaniaError) -> T {
        let (_, object) = try await send(route) { response throws(PhotomaniaError) -> T in
            do throws(DecodingFailure) {
                return try T.decodeObject(from: response.body)
            } catch {
                throw .responseSerializationFailed(request: response.request.summary, reason: error)
            }
        }
        return object
    }

    func pageAnswer<T: ResponseCollectionSerializable>(to route: some APIRoute, of type: T.Type) async throws(PhotomaniaError) -> Page<T> {
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

    func send(_ route: some APIRoute) async throws(PhotomaniaError) -> (Request, Response) {
        try await send(route) { response throws(PhotomaniaError) in response }
    }

    /// Sends `route` (through the cache for a GET) and decodes the answer with `decode`: the
    /// cache keeps only an answer that decodes.
    public func send<Value>(_ route: some APIRoute, decode: (Response) throws(PhotomaniaError) -> Value) async throws(PhotomaniaError) -> (Request, Value) {
        var request = try route.request(with: configuration)
        if let credentials = configuration.credentials {
            let signer = OAuthSigner(credentials: credentials)
            let (method, url, form, oauth) = (request.method.rawValue, request.url, route.formParameters, route.oauthParameters)
            guard signer.authorization(method: method, url: url, formParameters: form, protocolParameters: oauth) != nil else {
                throw .invalidURL(configuration.baseURL)
            }
            request.authorization = { signer.authorization(method: method, url: url, formParameters: form, protocolParameters: oauth) }
        }
        request.timeLimit = session.configuration.requestTimeout
        request.deadline = .now + .seconds(session.configuration.requestTimeout)
        var busyRetries = 0
        while true {
            do {
                return (request, try await sendOnce(request, route: route, decode: decode))
            } catch {
                guard error.isServiceBusy, !request.method.writes,
                      let backoff = retryPolicy.wait(transient: true, retryCount: busyRetries, random: Double.random(in: 0..<1))
                else { throw error }
                let seconds = error.busyPause(now: Date()).map { min($0, retryPolicy.maxDelay) } ?? backoff.seconds
                guard request.deadline.map({ ContinuousClock.now + .seconds(seconds) < $0 }) ?? true else { throw error }
                busyRetries += 1
                try await pauseCalls(for: seconds, host: CallPacer.host(of: request.url))
            }
        }
    }

    /// One exchange: through the cache for a GET when there is one, paced when there is a pacer.
    private func sendOnce<Value>(
        _ request: Request, route: some APIRoute, decode: (Response) throws(PhotomaniaError) -> Value
    ) async throws(PhotomaniaError) -> Value {
        let (session, retryPolicy, pacer) = (session, retryPolicy, configuration.pacer)
        let fetch = { (request: Request, hasStoredCopy: Bool) async throws(PhotomaniaError) -> Response in
            try await session.response(for: request, retryPolicy: hasStoredCopy ? retryPolicy.beforeAStoredCopy : retryPolicy, pacer: pacer)
        }
        guard let cache else { return try decode(try await fetch(request, false)) }
        let (value, outcome) = try await cache.response(
            for: request, consumerKey: configuration.credentials?.consumerKey ?? configuration.consumerKey,
            userToken: configuration.credentials?.token, touchedPaths: touchedPaths(route), decode: decode, fetch: fetch
        )
        cacheObserver?(outcome)
        return value
    }

    /// A busy service: every call paced with this one waits `seconds` (this one when it is alone).
    private func pauseCalls(for seconds: Double, host: String) async throws(PhotomaniaError) {
        session.configuration.log?("~ the service is busy: trying again in \(String(format: "%.1f", seconds)) s")
        guard let pacer = configuration.pacer else {
            do { try await Task.sleep(for: .milliseconds(Int(seconds * 1000))) } catch { throw .cancelled }
            return
        }
        await pacer.pause(CallPause(host: host, until: pacer.now.addingTimeInterval(seconds), reason: .busy))
    }

    /// The paths whose stored answers `route` makes wrong, in the cache's terms.
    private func touchedPaths(_ route: some APIRoute) -> [String] {
        let base = HTTPCacheKey.path(of: configuration.baseURL)
        return route.invalidatedPaths.map { base + $0 }
    }
}
