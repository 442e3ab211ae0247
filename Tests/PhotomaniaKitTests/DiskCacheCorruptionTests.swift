import Foundation
import PhotomaniaKit
import Testing

@Suite("Disk cache: damaged entries are misses and are removed")
struct DiskCacheCorruptionTests {
    let payload = Data((0..<500).map { UInt8(truncatingIfNeeded: $0 &* 13) })

    private func damage(_ change: (inout Data) -> Void) throws -> (DiskCache, DiskCacheScratch, String) {
        let scratch = DiskCacheScratch()
        let cache = DiskCache(directory: scratch.path)
        cache.store(payload, forKey: "key")
        let path = scratch.entryPath(forKey: "key")
        var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        change(&bytes)
        try bytes.write(to: URL(fileURLWithPath: path))
        return (cache, scratch, path)
    }

    @Test(arguments: [0, 1, 19, 20, 519])
    func aTruncatedEntryIsAMissAndIsRemoved(length: Int) throws {
        let (cache, scratch, path) = try damage { $0 = $0.prefix(length) }
        defer { scratch.remove() }
        #expect(cache.data(forKey: "key") == nil)
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(cache.totalSize == 0)
    }

    @Test(arguments: [0, 5, 13, 20, 300, 519])
    func aFlippedByteIsAMissAndIsRemoved(offset: Int) throws {
        let (cache, scratch, path) = try damage { $0[offset] ^= 0x40 }
        defer { scratch.remove() }
        #expect(cache.data(forKey: "key") == nil)
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func trailingBytesAreDamageToo() throws {
        let (cache, scratch, path) = try damage { $0.append(0) }
        defer { scratch.remove() }
        #expect(cache.data(forKey: "key") == nil)
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func foreignFilesAreIgnoredByTrimAndStaleTemporariesRemoved() throws {
        let scratch = DiskCacheScratch()
        defer { scratch.remove() }
        let cache = DiskCache(directory: scratch.path, sizeLimit: 1000)
        cache.store(payload, forKey: "key")
        let foreign = scratch.path + "/README"
        try Data(repeating: 1, count: 5000).write(to: URL(fileURLWithPath: foreign))
        let stale = scratch.path + "/.tmp-crashed"
        try Data(repeating: 2, count: 10).write(to: URL(fileURLWithPath: stale))
        let twoHoursAgo = Date(timeIntervalSinceNow: -7200)
        try FileManager.default.setAttributes([.modificationDate: twoHoursAgo], ofItemAtPath: stale)
        cache.prune()
        #expect(scratch.files == [SHA256.hex(of: Array("key".utf8)), "README"].sorted())
        #expect(cache.data(forKey: "key") == payload)
        #expect(cache.totalSize == 520)
    }
}
