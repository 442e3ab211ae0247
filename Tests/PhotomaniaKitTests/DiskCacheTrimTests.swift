import Foundation
import PhotomaniaKit
import Testing

@Suite("Disk cache: size cap and trim order")
struct DiskCacheTrimTests {
    /// Each entry file is 100 payload bytes plus the 20-byte header.
    let payload = Data(repeating: 7, count: 100)

    @Test func theLeastRecentlyAccessedGoesFirstEvenIfWrittenLater() {
        let scratch = DiskCacheScratch()
        defer { scratch.remove() }
        let cache = DiskCache(directory: scratch.path, sizeLimit: 300, trimRatio: 0.9)
        cache.store(payload, forKey: "A")
        cache.store(payload, forKey: "B")
        #expect(cache.data(forKey: "A") != nil)
        cache.store(payload, forKey: "C")
        #expect(cache.totalSize == 240, "360 bytes are over 300; trimmed to at most 270")
        #expect(cache.data(forKey: "B") == nil, "B was written after A but accessed before it")
        #expect(cache.data(forKey: "A") != nil)
        #expect(cache.data(forKey: "C") != nil)
    }

    @Test func trimmingGoesDownToTheRatioInAccessOrder() {
        let scratch = DiskCacheScratch()
        defer { scratch.remove() }
        let cache = DiskCache(directory: scratch.path, sizeLimit: 1000)
        for key in ["a", "b", "c", "d", "e", "f", "g", "h"] { cache.store(payload, forKey: key) }
        for key in ["a", "b", "c"] { _ = cache.data(forKey: key) }
        cache.store(payload, forKey: "i")
        #expect(cache.totalSize <= 700)
        let survivors = ["a", "b", "c", "d", "e", "f", "g", "h", "i"].filter { cache.data(forKey: $0) != nil }
        #expect(survivors == ["a", "b", "c", "h", "i"])
    }

    @Test func accessTimesAreOnDiskForTheNextProcess() {
        let scratch = DiskCacheScratch()
        defer { scratch.remove() }
        let first = DiskCache(directory: scratch.path, sizeLimit: 10_000)
        for key in ["a", "b", "c"] { first.store(payload, forKey: key) }
        _ = first.data(forKey: "a")
        let second = DiskCache(directory: scratch.path, sizeLimit: 300, trimRatio: 0.5)
        second.prune()
        #expect(second.stats().files == 1)
        #expect(second.data(forKey: "a") == payload)
    }

    @Test func anEntryLargerThanTheCapIsNotStored() {
        let scratch = DiskCacheScratch()
        defer { scratch.remove() }
        let cache = DiskCache(directory: scratch.path, sizeLimit: 110)
        cache.store(payload, forKey: "big")
        #expect(cache.data(forKey: "big") == nil)
        #expect(cache.totalSize == 0)
    }
}
