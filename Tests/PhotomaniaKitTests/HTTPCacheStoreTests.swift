import Foundation
import Testing

@testable import PhotomaniaKit

/// The HTTP cache's SQLite file: damage makes a miss and a new file, never a crash; the size
/// limit keeps the recently used; two connections (as two processes would) lose nothing.
@Suite struct HTTPCacheStoreTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("photomania-http-store-\(UUID().uuidString)").path
    var path: String { folder + "/http.sqlite3" }

    static func answer(_ body: String, at time: Date = Date()) -> StoredResponse {
        StoredResponse(
            statusCode: 200, headers: HTTPHeaders([("Content-Type", "application/json"), ("ETag", "\"\(body.count)\"")]),
            body: Data(body.utf8), requestTime: time, responseTime: time, varyKey: ""
        )
    }

    @Test func anAnswerComesBackAsItWasStored() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = HTTPCacheStore(path: path)
        store.store(Self.answer("{\"photos\":[]}"), key: "GET http://a/v1/photos", path: "/v1/photos", now: Date())
        let found = try #require(store.lookup("GET http://a/v1/photos"))
        #expect(String(decoding: found.body, as: UTF8.self) == "{\"photos\":[]}")
        #expect(found.headers["etag"] == "\"13\"" && found.statusCode == 200)
        #expect(store.lookup("GET http://a/v1/photos?page=2") == nil)
        store.store(Self.answer(""), key: "empty", path: "/v1/x", now: Date())
        #expect(store.lookup("empty")?.body.isEmpty == true, "an empty body is an empty body")
    }

    @Test func aFileThatIsNotADatabaseIsReplaced() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(repeating: 0x41, count: 8192).write(to: URL(fileURLWithPath: path))
        let store = HTTPCacheStore(path: path)
        #expect(store.lookup("k") == nil)
        store.store(Self.answer("x"), key: "k", path: "/p", now: Date())
        #expect(store.lookup("k") != nil)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)).prefix(15) == Data("SQLite format 3".utf8))
    }

    @Test func aFileDamagedInsideIsAMissThenMadeAgain() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        do {
            let store = HTTPCacheStore(path: path)
            for index in 0..<50 { store.store(Self.answer(String(repeating: "b", count: 2000)), key: "k\(index)", path: "/p", now: Date()) }
        }
        // The header stays whole, so the file opens; the pages after it are garbage.
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.seek(toOffset: 8192)
        try handle.write(contentsOf: Data(repeating: 0xFF, count: 65_536))
        try handle.close()
        let store = HTTPCacheStore(path: path)
        var answered = 0
        for index in 0..<50 where store.lookup("k\(index)") != nil { answered += 1 }
        #expect(answered < 50, "the damage was seen")
        store.store(Self.answer("after"), key: "new", path: "/p", now: Date())
        #expect(store.lookup("new") != nil, "the file was made again and works")
        #expect(store.stats().entries == 1)
    }

    @Test func anotherProgramsDatabaseIsReplacedRatherThanWrittenInto() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); c.execute('create table notes(x)'); c.commit()", path]
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)
        let store = HTTPCacheStore(path: path)
        store.store(Self.answer("x"), key: "k", path: "/p", now: Date())
        #expect(store.stats().entries == 1)
    }

    @Test func theLeastRecentlyUsedGoFirstOnceOverTheLimit() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = HTTPCacheStore(path: path, sizeLimit: 1000)
        let start = Date()
        for index in 0..<3 { store.store(Self.answer(String(repeating: "a", count: 300)), key: "k\(index)", path: "/p", now: start + Double(index)) }
        store.served("k0", counting: .hits, now: start + 10)
        store.store(Self.answer(String(repeating: "a", count: 300)), key: "k3", path: "/p", now: start + 11)
        #expect(store.lookup("k1") == nil, "the least recently used went")
        #expect(store.lookup("k0") != nil, "used again, so kept")
        let stats = store.stats()
        #expect(stats.entries == 3 && stats.bytes == 900)
    }

    @Test func twoConnectionsFillingOneFileLoseNothing() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let stores = [HTTPCacheStore(path: path), HTTPCacheStore(path: path)]
        DispatchQueue.concurrentPerform(iterations: 2) { writer in
            for index in 0..<100 {
                stores[writer].store(Self.answer("answer \(writer) \(index)"), key: "k\(writer)-\(index)", path: "/p", now: Date())
            }
        }
        #expect(stores[0].stats().entries == 200)
        #expect(stores[1].lookup("k0-99").map { String(decoding: $0.body, as: UTF8.self) } == "answer 0 99")
    }

    @Test func clearAndPruneLeaveAWorkingCache() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = HTTPCacheStore(path: path)
        let start = Date()
        store.store(Self.answer("old"), key: "old", path: "/p", now: start - 40 * 86_400)
        store.store(Self.answer("new"), key: "new", path: "/p", now: start)
        store.prune(now: start)
        #expect(store.lookup("old") == nil && store.lookup("new") != nil)
        store.removeAll()
        #expect(store.stats().entries == 0)
        store.store(Self.answer("again"), key: "again", path: "/p", now: start)
        #expect(store.stats().entries == 1)
    }
}
