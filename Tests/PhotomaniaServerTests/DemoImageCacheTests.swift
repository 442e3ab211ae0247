import Foundation
import Testing
@testable import PhotomaniaServer

@Suite struct DemoImageCacheTests {
    private func key(_ id: Int) -> DemoImageCache.Key {
        .init(photoID: id, size: .square70)
    }

    @Test func evictsLeastRecentlyUsedBeyondTheByteLimit() {
        let cache = DemoImageCache(byteLimit: 100)
        cache.insert(Data(count: 25), for: key(1))
        cache.insert(Data(count: 25), for: key(2))
        cache.insert(Data(count: 25), for: key(3))
        #expect(cache.data(for: key(1)) != nil)
        cache.insert(Data(count: 25), for: key(4))
        cache.insert(Data(count: 25), for: key(5))
        #expect(cache.data(for: key(2)) == nil)
        #expect(cache.data(for: key(1)) != nil)
        #expect(cache.data(for: key(5)) != nil)
        #expect(cache.statistics.bytes <= 100)
        #expect(cache.statistics.entries == 4)
    }

    @Test func replacingAnEntryKeepsTheCountRight() {
        let cache = DemoImageCache(byteLimit: 100)
        cache.insert(Data(count: 10), for: key(1))
        cache.insert(Data(count: 20), for: key(1))
        #expect(cache.statistics.bytes == 20)
        #expect(cache.statistics.entries == 1)
        #expect(cache.data(for: key(1))?.count == 20)
    }

    @Test func oneEntryMayTakeAtMostAQuarter() {
        let cache = DemoImageCache(byteLimit: 100)
        cache.insert(Data(count: 26), for: key(1))
        #expect(cache.data(for: key(1)) == nil)
        #expect(cache.statistics.misses == 1)
        #expect(DemoImageCache(byteLimit: 0).data(for: key(1)) == nil)
    }
}
