import Foundation
import PhotomaniaKit
import PhotomaniaOAuth
import PhotomaniaServer
import Synchronization

/// A clock a test moves by hand, from the real time (the server's `Date` headers count).
final class TestClock: Sendable {
    private let current = Mutex(Date())

    var now: @Sendable () -> Date { { self.current.withLock { $0 } } }

    func advance(by seconds: TimeInterval) {
        current.withLock { $0 += seconds }
    }
}

/// The demo server (requiring its consumer key), an HTTP cache file in a fresh folder on a clock
/// the test moves, and a client that records where each answer came from; all removed after.
final class CachedDemo: Sendable {
    let server: DemoServer
    let consumerKey: String
    let folder: String
    let clock = TestClock()
    let outcomes = Mutex<[CacheOutcome]>([])

    var cachePath: String { folder + "/http.sqlite3" }

    private init(server: DemoServer, consumerKey: String, folder: String) {
        self.server = server
        self.consumerKey = consumerKey
        self.folder = folder
    }

    /// Signing in needs the demo's own consumer key; any other key serves unsigned requests only.
    static func run<T>(consumerKey: String = DemoAccounts.consumerKey, _ body: (CachedDemo) async throws -> T) async throws -> T {
        let server = try DemoServer(DemoServer.Configuration(photoCount: 60, requiredConsumerKey: consumerKey))
        defer { server.stop() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("photomania-http-cache-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        return try await body(CachedDemo(server: server, consumerKey: consumerKey, folder: folder))
    }

    /// A client on the cache file, signed when `credentials` are given; `mode` as `--offline` or
    /// `--refresh` set it; no retries, so that a stopped server fails at once.
    func client(mode: HTTPCacheMode = .normal, credentials: OAuthCredentials? = nil, store: HTTPCacheStore? = nil) throws -> APIClient {
        let cache = HTTPCache(store: store ?? HTTPCacheStore(path: cachePath), mode: mode, now: clock.now)
        var configuration = APIConfiguration(baseURL: server.baseURL, consumerKey: consumerKey)
        configuration.credentials = credentials
        return APIClient(session: try testSession(connectTimeout: 2), configuration: configuration, retryPolicy: .never, cache: cache) { outcome in
            self.outcomes.withLock { $0.append(outcome) }
        }
    }

    /// Requests the server received for `path`.
    func requests(_ path: String) -> Int {
        server.statistics.requestsByPath[path] ?? 0
    }

    var lastOutcome: CacheOutcome? { outcomes.withLock { $0.last } }
}
