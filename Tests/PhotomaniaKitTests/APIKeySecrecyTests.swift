import Foundation
import PhotomaniaServer
import Synchronization
import Testing
@testable import PhotomaniaKit

/// Flickr sends the application's key as `api_key` in every unsigned call's URL: the HTTP cache
/// keys answers without it (its digest tells applications apart), and neither a `-v` line nor an
/// error shows it. Real libcurl against the built-in server's Flickr face, a real cache file.
@Suite("api_key: kept out of the HTTP cache, the -v log and error messages")
struct APIKeySecrecyTests {
    /// A key the face accepts only in this test: it appears nowhere but in the requests.
    static let key = "k3y-only-in-requests-7f1c"

    private static func withFace<T>(faults: String = "", _ body: (DemoServer, String) async throws -> T) async throws -> T {
        let server = try DemoServer(DemoServer.Configuration(requiredConsumerKey: key, faults: try FaultPlan(parsing: faults)))
        defer { server.stop() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("photomania-api-key-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        return try await body(server, folder)
    }

    private static func client(_ server: DemoServer, cacheFolder: String? = nil, mode: HTTPCacheMode = .normal, log: (@Sendable (String) -> Void)? = nil) throws -> APIClient {
        var transport = TransportConfiguration()
        transport.connectTimeout = 2
        transport.log = log
        let cache = cacheFolder.map { HTTPCache(store: HTTPCacheStore(path: $0 + "/http.sqlite3"), mode: mode) }
        let configuration = APIConfiguration(baseURL: server.flickrBaseURL, consumerKey: key)
        return APIClient(session: try Session(configuration: transport), configuration: configuration, retryPolicy: .never, cache: cache)
    }

    /// Every byte of the cache's files (the database and its write-ahead log).
    private static func cacheBytes(in folder: String) throws -> Data {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix("http.sqlite3") }
        #expect(!names.isEmpty)
        return try names.reduce(into: Data()) { bytes, name in bytes += try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name)) }
    }

    @Test func aStoredAnswerKeepsNoAPIKeyAndIsServedOfflineByTheKeysDigest() async throws {
        try await Self.withFace { server, folder in
            let method = FlickrMethod.recent(FlickrPageRequest(perPage: 5))
            let (request, response) = try await Self.client(server, cacheFolder: folder).send(method)
            #expect(response.statusCode == 200 && request.url.contains("api_key=\(Self.key)"), "the call itself carries the key")
            let bytes = try Self.cacheBytes(in: folder)
            #expect(bytes.range(of: Data(Self.key.utf8)) == nil, "the key is in no stored URL, header or body")
            #expect(bytes.range(of: Data("api_key".utf8)) == nil)
            let (_, offline) = try await Self.client(server, cacheFolder: folder, mode: .offline).send(method)
            #expect(offline.body == response.body, "the answer was stored, under a key without api_key")
            #expect(server.statistics.requests == 1)
        }
    }

    @Test func theCacheKeyLeavesOutAPIKeyInAnySpelling() {
        for spelling in ["api_key", "API_KEY", "api%5Fkey", "Api_Key"] {
            let url = "https://api.flickr.com/services/rest?method=flickr.photos.getRecent&\(spelling)=\(Self.key)&format=json"
            #expect(HTTPCacheKey.url(removingSecretsFrom: url) == "https://api.flickr.com/services/rest?method=flickr.photos.getRecent&format=json")
        }
        let one = HTTPCacheKey.key(method: .get, url: "https://h/rest?method=m&api_key=a", userToken: nil, consumerKey: "a")
        let other = HTTPCacheKey.key(method: .get, url: "https://h/rest?method=m&api_key=b", userToken: nil, consumerKey: "b")
        #expect(one != other && !one.contains("api_key") && !other.contains("=b"), "two applications' answers stay apart by digest")
    }

    @Test func verboseLinesShowNoAPIKey() async throws {
        try await Self.withFace { server, _ in
            let lines = Mutex<[String]>([])
            let api = try Self.client(server) { line in lines.withLock { $0.append(line) } }
            _ = try await api.send(FlickrMethod.recent(FlickrPageRequest(perPage: 5)))
            let logged = lines.withLock { $0 }
            #expect(logged.contains { $0.hasPrefix("> GET ") && $0.contains("api_key=REDACTED") }, "\(logged)")
            #expect(!logged.contains { $0.contains(Self.key) }, "\(logged)")
        }
    }

    @Test func anErrorNamesTheCallWithoutItsAPIKey() async throws {
        try await Self.withFace(faults: "method=flickr.photos.getRecent:status=500") { server, _ in
            let error = await #expect(throws: PhotomaniaError.self) {
                try await Self.client(server).send(FlickrMethod.recent(FlickrPageRequest(perPage: 5)))
            }
            let text = String(describing: error)
            #expect(text.contains("api_key=REDACTED") && !text.contains(Self.key), "\(text)")
        }
        #expect(Redaction.redact("GET https://api.flickr.com/services/rest?api_key=\(Self.key)&method=m") == "GET https://api.flickr.com/services/rest?api_key=REDACTED&method=m")
    }
}
