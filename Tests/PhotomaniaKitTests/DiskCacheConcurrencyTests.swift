import Foundation
@testable import PhotomaniaKit
import Synchronization
import Testing

@Suite("Disk cache: reads outside the lock stay correct beside stores and trims")
struct DiskCacheConcurrencyTests {
    /// A payload that says which key it belongs to at both ends, so a torn or mixed-up read shows.
    private static func payload(key: Int, version: Int) -> Data {
        Data([UInt8(key)] + Array(repeating: UInt8(truncatingIfNeeded: version), count: 40 + version % 60) + [UInt8(key)])
    }

    private static func isPayload(_ data: Data, ofKey key: Int) -> Bool {
        let bytes = [UInt8](data)
        guard bytes.count >= 42, bytes.first == UInt8(key), bytes.last == UInt8(key) else { return false }
        return bytes.dropFirst().dropLast().allSatisfy { $0 == bytes[1] }
    }

    @Test func threadsStoringReadingAndTrimmingSeeWholeEntriesAndTheSizeAddsUp() {
        let scratch = DiskCacheScratch()
        defer { scratch.remove() }
        let cache = DiskCache(directory: scratch.path, sizeLimit: 1500, trimRatio: 0.6)
        let foreignReads = AtomicCounter()
        DispatchQueue.concurrentPerform(iterations: 6) { thread in
            for round in 0..<150 {
                let key = (thread + round) % 10
                switch round % 4 {
                case 0, 1: cache.store(Self.payload(key: key, version: thread * 1000 + round), forKey: "k\(key)")
                case 2: if let data = cache.data(forKey: "k\(key)"), !Self.isPayload(data, ofKey: key) { foreignReads.increment() }
                default: cache.trim()
                }
            }
        }
        #expect(foreignReads.value == 0, "every hit was a whole entry of its own key")
        let counted = cache.totalSize
        #expect(counted == cache.stats().bytes, "the size kept under the lock matches the directory")
        #expect(counted <= 1500)
        #expect(scratch.files.allSatisfy { $0.count == 64 }, "no temporary file is left")
    }

    @Test func readersRacingOnADamagedEntryAllMissAndItIsGone() throws {
        let scratch = DiskCacheScratch()
        defer { scratch.remove() }
        let cache = DiskCache(directory: scratch.path)
        cache.store(Data(repeating: 1, count: 300), forKey: "good")
        cache.store(Data(repeating: 2, count: 300), forKey: "bad")
        let path = scratch.entryPath(forKey: "bad")
        try Data(repeating: 0xEE, count: 77).write(to: URL(fileURLWithPath: path))
        let hits = AtomicCounter()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            if cache.data(forKey: "bad") != nil { hits.increment() }
        }
        #expect(hits.value == 0)
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(cache.totalSize == 320, "the damaged file's unknown size was recounted")
        #expect(cache.data(forKey: "good") == Data(repeating: 1, count: 300))
    }

    @Test func aDamagedReadDoesNotDeleteTheEntryThatReplacedIt() throws {
        let scratch = DiskCacheScratch()
        defer { scratch.remove() }
        let cache = DiskCache(directory: scratch.path)
        cache.store(Data([1]), forKey: "key")
        let path = scratch.entryPath(forKey: "key")
        try Data("damaged".utf8).write(to: URL(fileURLWithPath: path))
        let damaged = try #require(CacheFiles.read(path))
        cache.store(Data([2, 3]), forKey: "key")
        #expect(!CacheFiles.remove(path, ifStill: damaged.identity), "the path names the new file now")
        #expect(cache.data(forKey: "key") == Data([2, 3]))
    }
}

/// A counter that threads outside Swift concurrency can bump.
final class AtomicCounter: Sendable {
    private let count = Mutex(0)

    func increment() { count.withLock { $0 += 1 } }

    var value: Int { count.withLock { $0 } }
}
