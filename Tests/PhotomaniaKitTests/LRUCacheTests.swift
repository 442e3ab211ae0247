import PhotomaniaKit
import Testing

@Suite("LRU memory cache: order and limits")
struct LRUCacheTests {
    @Test func aHitMovesTheEntryToMostRecent() {
        let cache = LRUCache<String, Int>(costLimit: 100, countLimit: 10)
        cache.set(1, forKey: "a")
        cache.set(2, forKey: "b")
        cache.set(3, forKey: "c")
        #expect(cache.keysInRecencyOrder == ["a", "b", "c"])
        #expect(cache["a"] == 1)
        #expect(cache.keysInRecencyOrder == ["b", "c", "a"])
        #expect(cache.value(forKey: "c") == 3)
        #expect(cache.keysInRecencyOrder == ["b", "a", "c"])
        #expect(cache["missing"] == nil)
        #expect(cache.keysInRecencyOrder == ["b", "a", "c"], "a miss changes nothing")
    }

    @Test func theCountLimitEvictsTheLeastRecent() {
        let cache = LRUCache<Int, String>(costLimit: 1000, countLimit: 3)
        for key in 1...3 { cache.set("\(key)", forKey: key) }
        _ = cache[1]
        cache.set("4", forKey: 4)
        #expect(cache.keysInRecencyOrder == [3, 1, 4])
        #expect(cache[2] == nil)
        #expect(cache.count == 3)
    }

    @Test func theCostLimitEvictsUntilTheNewEntryFits() {
        let cache = LRUCache<String, Int>(costLimit: 100, countLimit: 100, entryCostLimit: 100)
        cache.set(1, forKey: "a", cost: 40)
        cache.set(2, forKey: "b", cost: 30)
        cache.set(3, forKey: "c", cost: 20)
        _ = cache["a"]
        cache.set(4, forKey: "d", cost: 45)
        #expect(cache.keysInRecencyOrder == ["a", "d"], "b then c go, a was read")
        #expect(cache.totalCost == 85)
    }

    @Test func anEntryOverTheEntryCostLimitIsRefused() {
        let cache = LRUCache<String, Int>(costLimit: 1000, countLimit: 10)
        #expect(cache.entryCostLimit == 100)
        cache.set(1, forKey: "small", cost: 100)
        cache.set(2, forKey: "huge", cost: 101)
        #expect(cache["huge"] == nil)
        #expect(cache.keysInRecencyOrder == ["small"])
        cache.set(3, forKey: "small", cost: 500)
        #expect(cache["small"] == nil, "a refused overwrite drops the stale value")
        #expect(cache.totalCost == 0)
    }

    @Test func anOverwriteUpdatesValueCostAndRecency() {
        let cache = LRUCache<String, Int>(costLimit: 100, countLimit: 10, entryCostLimit: 100)
        cache.set(1, forKey: "a", cost: 10)
        cache.set(2, forKey: "b", cost: 10)
        cache.set(3, forKey: "a", cost: 50)
        #expect(cache["a"] == 3)
        #expect(cache.count == 2)
        #expect(cache.totalCost == 60)
        #expect(cache.keysInRecencyOrder == ["b", "a"])
        cache.set(4, forKey: "b", cost: 60)
        #expect(cache.keysInRecencyOrder == ["b"], "growing b pushes out a")
        #expect(cache.totalCost == 60)
    }

    @Test func removalsKeepTheBookkeeping() {
        let cache = LRUCache<Int, Int>(costLimit: 100, countLimit: 10)
        for key in 0..<5 { cache.set(key, forKey: key, cost: key) }
        #expect(cache.removeValue(forKey: 2) == 2)
        #expect(cache.removeValue(forKey: 2) == nil)
        #expect(cache.keysInRecencyOrder == [0, 1, 3, 4])
        #expect(cache.totalCost == 8)
        cache.removeAll()
        #expect(cache.count == 0)
        #expect(cache.totalCost == 0)
        #expect(cache.keysInRecencyOrder.isEmpty)
        cache.set(7, forKey: 7, cost: 7)
        #expect(cache.keysInRecencyOrder == [7])
    }
}
