import PhotomaniaKit
import Testing

@Suite("LRU memory cache under load")
struct LRUCacheStressTests {
    final class Payload: Sendable {
        let number: Int
        init(_ number: Int) { self.number = number }
    }

    @Test func aHundredThousandEntriesDeallocateWithoutRecursion() {
        var cache: LRUCache<Int, Payload>? = LRUCache(costLimit: .max, countLimit: .max)
        for key in 0..<100_000 { cache?.set(Payload(key), forKey: key, cost: 1) }
        #expect(cache?.count == 100_000)
        #expect(cache?.keysInRecencyOrder.first == 0)
        cache = nil
        #expect(cache == nil)
    }

    @Test func eightTasksKeepTheLimits() async {
        let cache = LRUCache<Int, Int>(costLimit: 500, countLimit: 64, entryCostLimit: 50)
        await withTaskGroup(of: Void.self) { group in
            for worker in 0..<8 {
                group.addTask {
                    for step in 0..<5_000 {
                        let key = (worker * 31 + step * 7) % 200
                        switch step % 4 {
                        case 0, 1: cache.set(step, forKey: key, cost: step % 60)
                        case 2: _ = cache[key]
                        default: cache.removeValue(forKey: key)
                        }
                    }
                }
            }
        }
        #expect(cache.count <= 64)
        #expect(cache.totalCost <= 500)
        #expect(cache.keysInRecencyOrder.count == cache.count)
    }
}
