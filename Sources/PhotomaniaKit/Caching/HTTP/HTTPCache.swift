import Foundation

/// How a command uses the HTTP cache.
public enum HTTPCacheMode: Sendable, Equatable {
    /// Fresh answers from the cache, stale ones revalidated, a stored one when the network fails.
    case normal
    /// Every answer from the network (and stored again).
    case refresh
    /// Never the network: what is stored, whatever its age, or a failure.
    case offline
}

/// Where an answer came from.
public enum CacheOutcome: Sendable, Equatable {
    /// The network, with nothing usable stored.
    case network
    /// The cache, fresh: no request.
    case fresh
    /// The cache, after the server said it had not changed (304).
    case revalidated
    /// The cache, although stale: the network or the server failed, or the mode is offline.
    case offlineCopy(age: TimeInterval)
}

/// A private HTTP cache for API GETs after RFC 9111: answers keyed by method, URL without
/// secrets, the application and the signed-in user, fresh ones served without a request, stale
/// ones revalidated with their validators, and any stored one served when the network or server
/// fails. Only an answer that decodes is kept; a kept one that no longer does (or whose bytes
/// changed on disk) is dropped and asked for again.
public struct HTTPCache: Sendable {
    public let store: HTTPCacheStore
    public var mode: HTTPCacheMode
    let now: @Sendable () -> Date

    public init(store: HTTPCacheStore, mode: HTTPCacheMode = .normal, now: @escaping @Sendable () -> Date = { Date() }) {
        self.store = store
        self.mode = mode
        self.now = now
    }

    /// The answer to `request`, decoded by `decode`, sent with `fetch` when the cache cannot
    /// answer (told whether a stored copy waits to stand in, so that it need not retry long).
    /// `consumerKey` and `userToken` are the application and the user it is made for. Writes go
    /// straight through and make the cache forget what they touched (`touchedPaths`).
    func response<Value>(
        for request: Request, consumerKey: String?, userToken: String?, touchedPaths: [String],
        decode: (Response) throws(PhotomaniaError) -> Value,
        fetch: (Request, _ hasStoredCopy: Bool) async throws(PhotomaniaError) -> Response
    ) async throws(PhotomaniaError) -> (Value, CacheOutcome) {
        guard request.method == .get else {
            guard mode != .offline || !request.method.writes else { throw .notStoredOffline(request: request.summary) }
            let response = try await fetch(request, false)
            let store = self.store
            await BlockingWork.run { store.invalidate(paths: touchedPaths) }
            return (try decode(response), .network)
        }
        let key = HTTPCacheKey.key(method: request.method, url: request.url, userToken: userToken, consumerKey: consumerKey)
        let (stored, damaged) = mode == .refresh ? (nil, false) : await usable(key, for: request, decode: decode)
        if let stored, mode == .offline || HTTPCacheRules.isFresh(headers: stored.answer.headers, requestTime: stored.answer.requestTime, responseTime: stored.answer.responseTime, now: now()) {
            return await served(stored, key: key, counting: mode == .offline ? .offline : .hits)
        }
        guard mode != .offline else { throw damaged ? .storedCopyDamaged(request: request.summary) : .notStoredOffline(request: request.summary) }
        var sent = request
        if let stored { sent.headers += HTTPCacheRules.validators(for: stored.answer.headers) }
        let requestTime = now()
        let response: Response
        do {
            response = try await fetch(sent, stored != nil)
        } catch {
            guard let stored, Self.isOutage(error) else { throw error }
            return await served(stored, key: key, counting: .offline)
        }
        let responseTime = now()
        if response.statusCode == 304, let stored {
            let headers = HTTPCacheRules.updatedHeaders(stored: stored.answer.headers, notModified: response.headers)
            let store = self.store
            await BlockingWork.run {
                store.refresh(key, headers: headers, requestTime: requestTime, responseTime: responseTime)
            }
            return (stored.value, .revalidated)
        }
        let value: Value
        do {
            value = try decode(response)
        } catch {
            // Never kept: the next run asks again rather than being served the same failure.
            let store = self.store
            await BlockingWork.run { store.count(.misses) }
            throw error
        }
        await keep(response, key: key, requestTime: requestTime, responseTime: responseTime)
        return (value, .network)
    }

    /// Failures a stored answer may stand in for: the network, or the server failing (5xx).
    /// A 4xx is the server's word on the thing asked for, and is passed on.
    static func isOutage(_ error: PhotomaniaError) -> Bool {
        switch error {
        case .transportFailed(_, let reason):
            switch reason {
            case .bodyTooLarge, .headersTooLarge, .tooManyRedirects: return false
            default: return true
            }
        case .responseValidationFailed(_, .unacceptableStatusCode(let code, _, _)): return code >= 500
        default: return false
        }
    }

    /// The stored answer for `key`, decoded, if it was made for a request like this one
    /// (`Vary`); one whose bytes changed since they were stored, or that no longer decodes, is
    /// removed and `damaged`.
    private func usable<Value>(
        _ key: String, for request: Request, decode: (Response) throws(PhotomaniaError) -> Value
    ) async -> (stored: (answer: StoredResponse, value: Value)?, damaged: Bool) {
        let store = self.store
        guard let stored = await BlockingWork.run({ store.lookup(key) }),
              let names = HTTPCacheRules.varyNames(stored.headers),
              HTTPCacheRules.varyKey(names: names, requestHeaders: Self.sentHeaders(request)) == stored.varyKey
        else { return (nil, false) }
        if stored.isIntact, let value = try? decode(Self.response(from: stored, to: request)) {
            return ((stored, value), false)
        }
        await BlockingWork.run { store.remove(key) }
        return (nil, true)
    }

    private func served<Value>(_ stored: (answer: StoredResponse, value: Value), key: String, counting counter: HTTPCacheCounter) async -> (Value, CacheOutcome) {
        let (store, now, answer) = (self.store, now(), stored.answer)
        await BlockingWork.run { store.served(key, counting: counter, now: now) }
        let outcome: CacheOutcome = if counter == .hits {
            .fresh
        } else {
            .offlineCopy(age: HTTPCacheRules.currentAge(headers: answer.headers, requestTime: answer.requestTime, responseTime: answer.responseTime, now: now))
        }
        return (stored.value, outcome)
    }

    private func keep(_ response: Response, key: String, requestTime: Date, responseTime: Date) async {
        let store = self.store
        guard HTTPCacheRules.isStorable(statusCode: response.statusCode, headers: response.headers),
              let names = HTTPCacheRules.varyNames(response.headers)
        else {
            await BlockingWork.run { store.count(.misses) }
            return
        }
        let stored = StoredResponse(
            statusCode: response.statusCode, headers: response.headers, body: response.body,
            requestTime: requestTime, responseTime: responseTime,
            varyKey: HTTPCacheRules.varyKey(names: names, requestHeaders: Self.sentHeaders(response.request))
        )
        let (path, now) = (HTTPCacheKey.path(of: response.request.url), now())
        await BlockingWork.run {
            store.store(stored, key: key, path: path, now: now)
        }
    }

    /// The header fields a request goes out with that a `Vary` may name.
    private static func sentHeaders(_ request: Request) -> [(name: String, value: String)] {
        request.headers.filter { !["if-none-match", "if-modified-since", "authorization"].contains($0.name.lowercased()) }
            + [("Accept", request.acceptableContentTypes.joined(separator: ", "))]
    }

    private static func response(from stored: StoredResponse, to request: Request) -> Response {
        Response(request: request, statusCode: stored.statusCode, headers: stored.headers, body: stored.body, effectiveURL: request.url)
    }
}
