import Foundation
@testable import PhotomaniaKit
import PhotomaniaOAuth
import PhotomaniaServer
import Testing

/// The HTTP cache between `APIClient` and real libcurl, against the demo server, on a clock the
/// test moves: fresh answers make no request, stale ones are revalidated (304, no body), a stored
/// one stands in when the server is gone, and secrets never reach the file.
@Suite struct HTTPCacheTests {
    static let popular = Router.photos(PhotoStreamQuery(), PageRequest(page: 1, perPage: 5))

    @Test func aFreshAnswerMakesNoRequestAndAStaleOneIsRevalidatedWithoutABody() async throws {
        try await CachedDemo.run { demo in
            let api = try demo.client()
            let first = try await api.page(Self.popular, of: Photo.self)
            #expect(demo.lastOutcome == .network && demo.requests("/v1/photos") == 1)
            demo.clock.advance(by: 30)
            let second = try await api.page(Self.popular, of: Photo.self)
            #expect(demo.lastOutcome == .fresh && demo.requests("/v1/photos") == 1, "within max-age: no request")
            #expect(second.items.map(\.id) == first.items.map(\.id))

            let bodyBytes = demo.server.statistics.bodyBytesSentByPath["/v1/photos"] ?? 0
            demo.clock.advance(by: 120)
            let third = try await api.page(Self.popular, of: Photo.self)
            #expect(demo.lastOutcome == .revalidated && demo.requests("/v1/photos") == 2)
            #expect(demo.server.statistics.bodyBytesSentByPath["/v1/photos"] ?? 0 == bodyBytes, "the 304 carried no body")
            #expect(third.items.map(\.id) == first.items.map(\.id))
            let stats = HTTPCacheStore(path: demo.cachePath).stats()
            #expect(stats[.hits] == 1 && stats[.misses] == 1 && stats[.revalidated] == 1 && stats.entries == 1)
        }
    }

    @Test func whenTheServerIsGoneAStoredAnswerStandsInWithItsAge() async throws {
        try await CachedDemo.run { demo in
            let api = try demo.client()
            let stored = try await api.page(Self.popular, of: Photo.self)
            demo.server.stop()
            demo.clock.advance(by: 14 * 60)
            let shown = try await api.page(Self.popular, of: Photo.self)
            #expect(shown.items.map(\.id) == stored.items.map(\.id))
            guard case .offlineCopy(let age)? = demo.lastOutcome else {
                Issue.record("not an offline copy: \(String(describing: demo.lastOutcome))")
                return
            }
            #expect(abs(age - 14 * 60) < 2, "stored 14 min ago (times round-trip through the file as seconds)")
            await #expect(throws: PhotomaniaError.self, "nothing stored for page 2: the failure itself") {
                try await api.page(.photos(PhotoStreamQuery(), PageRequest(page: 2, perPage: 5)), of: Photo.self)
            }
        }
    }

    @Test func aServerFailingWithAStoredCopyWaitingIsRetriedOnceThenTheCopyStandsIn() async throws {
        try await CachedDemo.run { demo in
            _ = try await demo.client().page(Self.popular, of: Photo.self)
            // The same answer, kept for a server that answers every list with a 503.
            let failing = try DemoServer(DemoServer.Configuration(photoCount: 60, faults: try FaultPlan(parsing: "path=/v1/photos:status=503")))
            defer { failing.stop() }
            let store = HTTPCacheStore(path: demo.cachePath)
            let url = { (server: DemoServer) in try Self.popular.request(with: APIConfiguration(baseURL: server.baseURL, consumerKey: demo.consumerKey)).url }
            let kept = try #require(store.lookup(HTTPCacheKey.key(method: .get, url: try url(demo.server), userToken: nil, consumerKey: demo.consumerKey)))
            store.store(kept, key: HTTPCacheKey.key(method: .get, url: try url(failing), userToken: nil, consumerKey: demo.consumerKey), path: "/v1/photos", now: demo.clock.now())
            demo.clock.advance(by: 120)
            let cache = HTTPCache(store: store, now: demo.clock.now)
            let retries = RetryPolicy(maxRetries: 3, baseDelay: 0.01, maxDelay: 0.05)
            let configuration = APIConfiguration(baseURL: failing.baseURL, consumerKey: demo.consumerKey)
            let shown = try await APIClient(session: try testSession(), configuration: configuration, retryPolicy: retries, cache: cache).page(Self.popular, of: Photo.self)
            #expect(shown.items.count == 5, "the stored copy stands in for the 503")
            #expect(failing.statistics.requestsByPath["/v1/photos"] == 2, "one retry, not three, before the copy")
        }
    }

    @Test func offlineServesWhatIsStoredHoweverOldAndNothingElse() async throws {
        try await CachedDemo.run { demo in
            _ = try await demo.client().page(Self.popular, of: Photo.self)
            demo.clock.advance(by: 86_400 * 3)
            let offline = try demo.client(mode: .offline)
            _ = try await offline.page(Self.popular, of: Photo.self)
            #expect(demo.requests("/v1/photos") == 1)
            guard case .offlineCopy? = demo.lastOutcome else {
                Issue.record("offline answers are offline copies: \(String(describing: demo.lastOutcome))")
                return
            }
            do {
                _ = try await offline.object(.photo(id: PhotoID(demo.server.catalog.photoIDs[0])), as: PhotoInfo.self)
                Issue.record("an answer never stored came from somewhere")
            } catch let error as PhotomaniaError {
                guard case .notStoredOffline = error else { throw error }
            }
            #expect(demo.requests("/v1/photos/\(demo.server.catalog.photoIDs[0])") == 0, "offline never asks")
        }
    }

    @Test func refreshAsksAgainAndKeepsTheNewAnswer() async throws {
        try await CachedDemo.run { demo in
            _ = try await demo.client().page(Self.popular, of: Photo.self)
            _ = try await demo.client(mode: .refresh).page(Self.popular, of: Photo.self)
            #expect(demo.requests("/v1/photos") == 2 && demo.lastOutcome == .network)
            _ = try await demo.client().page(Self.popular, of: Photo.self)
            #expect(demo.lastOutcome == .fresh && demo.requests("/v1/photos") == 2)
        }
    }

    @Test func oneUsersAnswersAreNeverAnothersAndNoSecretReachesTheFile() async throws {
        try await CachedDemo.run { demo in
            let consumer = OAuthCredentials(consumerKey: demo.consumerKey, consumerSecret: DemoAccounts.consumerSecret)
            let credentials = try await demo.client().signIn(as: consumer, username: "demo", password: "demo")
            let token = try #require(credentials.token)
            let photo = Router.photo(id: PhotoID(demo.server.catalog.photoIDs[0]))
            _ = try await demo.client(credentials: credentials).object(photo, as: PhotoInfo.self)
            _ = try await demo.client().object(photo, as: PhotoInfo.self)
            #expect(demo.lastOutcome == .network, "an unsigned request is not served the signed-in user's answer")
            _ = try await demo.client(credentials: credentials).object(photo, as: PhotoInfo.self)
            #expect(demo.lastOutcome == .fresh)

            #expect(try Self.cacheFile(demo).count > 1000)
            for secret in [token, credentials.tokenSecret ?? "", DemoAccounts.consumerSecret] where !secret.isEmpty {
                #expect(try Self.cacheFile(demo).range(of: Data(secret.utf8)) == nil, "a secret in the cache file")
            }
        }
    }

    @Test func theConsumerKeyNeverReachesTheFile() async throws {
        let key = "KEY-do-not-store-7f3a"
        try await CachedDemo.run(consumerKey: key) { demo in
            let api = try demo.client()
            _ = try await api.page(Self.popular, of: Photo.self)
            _ = try await api.object(.photo(id: PhotoID(demo.server.catalog.photoIDs[0])), as: PhotoInfo.self)
            #expect(HTTPCacheStore(path: demo.cachePath).stats().entries == 2)
            #expect(try Self.cacheFile(demo).range(of: Data(key.utf8)) == nil)
        }
    }

    /// The cache file and its write-ahead log, as bytes.
    static func cacheFile(_ demo: CachedDemo) throws -> Data {
        try ["", "-wal"].reduce(into: Data()) { bytes, suffix in
            let path = demo.cachePath + suffix
            if FileManager.default.fileExists(atPath: path) { bytes += try Data(contentsOf: URL(fileURLWithPath: path)) }
        }
    }

    @Test func aWriteMakesTheCacheForgetThePhotoItTouched() async throws {
        try await CachedDemo.run { demo in
            let consumer = OAuthCredentials(consumerKey: demo.consumerKey, consumerSecret: DemoAccounts.consumerSecret)
            let credentials = try await demo.client().signIn(as: consumer, username: "demo", password: "demo")
            let api = try demo.client(credentials: credentials)
            let id = demo.server.catalog.photoIDs[5]
            let before = try await api.object(.photo(id: PhotoID(id)), as: PhotoInfo.self).photo
            _ = try await api.perform(.vote, onPhoto: PhotoID(id))
            let after = try await api.object(.photo(id: PhotoID(id)), as: PhotoInfo.self).photo
            #expect(demo.lastOutcome == .network && demo.requests("/v1/photos/\(id)") == 2)
            #expect(after.votesCount == before.votesCount.map { $0 + 1 })
            do {
                _ = try await demo.client(mode: .offline, credentials: credentials).perform(.favorite, onPhoto: PhotoID(id))
                Issue.record("an offline write was sent")
            } catch let error as PhotomaniaError {
                guard case .notStoredOffline = error else { throw error }
                #expect(error.description.hasPrefix("offline: nothing is sent to the server"))
            }
            #expect(demo.requests("/v1/photos/\(id)/favorite") == 0)
        }
    }
}
