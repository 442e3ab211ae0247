import Foundation
import PhotomaniaKit
import Testing

/// A fresh directory under the system temporary directory, deleted by `remove()`.
struct DiskCacheScratch {
    let path = NSTemporaryDirectory() + "photomania-disk-cache-" + UUID().uuidString

    var files: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted() }

    func remove() { try? FileManager.default.removeItem(atPath: path) }

    func entryPath(forKey key: String) -> String { path + "/" + SHA256.hex(of: Array(key.utf8)) }
}

@Suite("Disk cache: storing and reading")
struct DiskCacheTests {
    @Test func aStoredValueReadsBackUnderAHashedName() {
        let scratch = DiskCacheScratch()
        defer { scratch.remove() }
        let cache = DiskCache(directory: scratch.path + "/nested/thumbnails")
        #expect(cache.data(forKey: "a") == nil, "a missing directory is a miss")
        #expect(!FileManager.default.fileExists(atPath: scratch.path), "reads create nothing")
        let payload = Data((0..<1000).map { UInt8(truncatingIfNeeded: $0) })
        cache.store(payload, forKey: "https://example.com/photo/1?size=21")
        #expect(cache.data(forKey: "https://example.com/photo/1?size=21") == payload)
        cache.store(Data(), forKey: "empty")
        #expect(cache.data(forKey: "empty") == Data())
        let names = (try? FileManager.default.contentsOfDirectory(atPath: cache.directory)) ?? []
        #expect(names.count == 2)
        #expect(names.allSatisfy { $0.count == 64 })
        #expect(cache.stats().files == 2)
        #expect(cache.totalSize == 1000 + 2 * 20)
    }

    @Test func storesAreAtomicAndLeaveNoTemporaryFiles() {
        let scratch = DiskCacheScratch()
        defer { scratch.remove() }
        let cache = DiskCache(directory: scratch.path)
        for round in 0..<20 { cache.store(Data(repeating: UInt8(round), count: 100 + round), forKey: "k\(round % 5)") }
        #expect(scratch.files.count == 5)
        #expect(scratch.files.allSatisfy { !$0.hasPrefix(".") })
        #expect(cache.data(forKey: "k4") == Data(repeating: 19, count: 119), "the last overwrite wins")
        #expect(cache.totalSize == (115 + 116 + 117 + 118 + 119) + 5 * 20, "overwrites replace their size")
    }

    @Test func removeAllKeepsForeignFiles() throws {
        let scratch = DiskCacheScratch()
        defer { scratch.remove() }
        let cache = DiskCache(directory: scratch.path)
        cache.store(Data([1, 2, 3]), forKey: "a")
        cache.store(Data([4]), forKey: "b")
        try Data("mine".utf8).write(to: URL(fileURLWithPath: scratch.path + "/notes.txt"))
        #expect(cache.stats().files == 2, "a foreign file is not an entry")
        cache.removeValue(forKey: "a")
        #expect(cache.data(forKey: "a") == nil)
        #expect(cache.data(forKey: "b") == Data([4]))
        cache.removeAll()
        #expect(scratch.files == ["notes.txt"])
        #expect(cache.totalSize == 0)
    }

    @Test func anUnwritableDirectoryDegradesSilently() throws {
        let scratch = DiskCacheScratch()
        defer { scratch.remove() }
        try FileManager.default.createDirectory(atPath: scratch.path, withIntermediateDirectories: true)
        let blocker = scratch.path + "/file"
        try Data("x".utf8).write(to: URL(fileURLWithPath: blocker))
        let cache = DiskCache(directory: blocker + "/thumbnails")
        cache.store(Data([1, 2, 3]), forKey: "a")
        #expect(cache.data(forKey: "a") == nil)
        #expect(cache.stats().files == 0)
        cache.trim()
        cache.prune()
        cache.removeAll()
        #expect(scratch.files == ["file"])
    }

    @Test func theDefaultDirectoryFollowsXDG() {
        #expect(DiskCache.defaultDirectory(environment: ["XDG_CACHE_HOME": "/x/cache", "HOME": "/home/u"])
            == "/x/cache/photomania/thumbnails")
        #expect(DiskCache.defaultDirectory(environment: ["HOME": "/home/u"]) == "/home/u/.cache/photomania/thumbnails")
        #expect(DiskCache.defaultDirectory(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/home/u"])
            == "/home/u/.cache/photomania/thumbnails", "a relative XDG path is ignored")
        #expect(DiskCache.defaultDirectory(environment: ["XDG_CACHE_HOME": "", "HOME": "/home/u"])
            == "/home/u/.cache/photomania/thumbnails")
    }
}
