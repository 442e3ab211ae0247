import CSQLite
import Foundation
@testable import PhotomaniaKit
import PhotomaniaServer
import PhotomaniaSQLite
import Testing

/// What the HTTP cache does with answers that cannot be read: one that does not decode is never
/// kept, so the next run asks again; a kept one whose bytes changed on disk (a flipped byte,
/// whether or not it still parses) is a miss, dropped and fetched again, and offline it is an
/// error that says the copy was damaged.
@Suite struct HTTPCacheDamageTests {
    static let popular = Router.photos(PhotoStreamQuery(), PageRequest(page: 1, perPage: 5))

    /// Changes the stored body of every answer with `change`, as a damaged disk would.
    static func damage(_ path: String, _ change: (inout [UInt8]) -> Void) throws {
        let connection = try SQLiteConnection(path: path, flags: SQLITE_OPEN_READWRITE)
        for row in try connection.run("SELECT key, body FROM responses") {
            guard case .text(let key) = row[0], case .blob(var body) = row[1] else { continue }
            change(&body)
            _ = try connection.run("UPDATE responses SET body = ?2 WHERE key = ?1", [.text(key), .blob(body)])
        }
    }

    /// A letter in the middle of a name turned to another case: still JSON, still a page.
    static func flipALetter(_ body: inout [UInt8]) {
        let name = Array(#""name":""#.utf8)
        guard let start = (0..<(body.count - name.count)).first(where: { Array(body[$0..<($0 + name.count)]) == name }) else { return }
        body[start + name.count] ^= 0x20
    }

    @Test func anAnswerThatDoesNotDecodeIsNeverKept() async throws {
        let server = try DemoServer(DemoServer.Configuration(photoCount: 60, faults: try FaultPlan(parsing: "path=/v1/photos+first=1:malformed")))
        defer { server.stop() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("photomania-cache-malformed-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let client = { () throws -> APIClient in
            APIClient(session: try testSession(), configuration: APIConfiguration(baseURL: server.baseURL), retryPolicy: .never,
                      cache: HTTPCache(store: HTTPCacheStore(path: folder + "/http.sqlite3")))
        }
        await #expect(throws: PhotomaniaError.self) { try await client().page(Self.popular, of: Photo.self) }
        let page = try await client().page(Self.popular, of: Photo.self)
        #expect(page.items.count == 5)
        #expect(server.statistics.requestsByPath["/v1/photos"] == 2, "the broken answer was not served back")
        #expect(HTTPCacheStore(path: folder + "/http.sqlite3").stats().entries == 1)
    }

    @Test(arguments: [false, true])
    func aStoredBodyThatChangedIsFetchedAgain(stillParses: Bool) async throws {
        try await CachedDemo.run { demo in
            let api = try demo.client()
            let first = try await api.page(Self.popular, of: Photo.self)
            try Self.damage(demo.cachePath) { body in
                if stillParses { Self.flipALetter(&body) } else { body[0] = UInt8(ascii: "x") }
            }
            let second = try await api.page(Self.popular, of: Photo.self)
            #expect(demo.requests("/v1/photos") == 2, "a miss: asked again")
            #expect(demo.lastOutcome == .network)
            #expect(second == first, "the server's answer, not the damaged copy")
            let third = try await api.page(Self.popular, of: Photo.self)
            #expect(third == first && demo.requests("/v1/photos") == 2, "the new answer is kept")
        }
    }

    @Test func offlineADamagedCopyIsAnErrorThatSaysSo() async throws {
        try await CachedDemo.run { demo in
            _ = try await demo.client().page(Self.popular, of: Photo.self)
            try Self.damage(demo.cachePath) { $0[$0.count / 2] ^= 0x01 }
            let error = await #expect(throws: PhotomaniaError.self) {
                try await demo.client(mode: .offline).page(Self.popular, of: Photo.self)
            }
            guard case .storedCopyDamaged? = error else {
                Issue.record("expected storedCopyDamaged, got \(String(describing: error))")
                return
            }
            #expect(error?.description.hasPrefix("offline, and the cache's copy of this answer was damaged, so it was dropped (GET ") == true)
            #expect(HTTPCacheStore(path: demo.cachePath).stats().entries == 0, "dropped")
            #expect(demo.requests("/v1/photos") == 1, "offline: nothing sent")
        }
    }
}
