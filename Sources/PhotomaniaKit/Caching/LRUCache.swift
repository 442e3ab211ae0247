import Synchronization

/// A memory cache with strict least-recently-used eviction and three limits: total cost,
/// entry count, and the cost of a single entry (so one huge value cannot flush the rest).
public final class LRUCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    public let costLimit: Int
    public let countLimit: Int
    public let entryCostLimit: Int

    private struct State: Sendable {
        var indices: [Key: Int] = [:]
        var list = RecencyList<Key, Value>()
        var totalCost = 0
    }

    private let state = Mutex(State())

    /// `entryCostLimit` defaults to a tenth of `costLimit`.
    public init(costLimit: Int, countLimit: Int, entryCostLimit: Int? = nil) {
        self.costLimit = max(0, costLimit)
        self.countLimit = max(0, countLimit)
        self.entryCostLimit = entryCostLimit ?? max(0, costLimit) / 10
    }

    public subscript(key: Key) -> Value? { value(forKey: key) }

    /// The cached value; a hit makes the entry the most recent.
    public func value(forKey key: Key) -> Value? {
        state.withLock { state in
            guard let index = state.indices[key] else { return nil }
            state.list.moveToTail(index)
            return state.list[index].value
        }
    }

    /// Stores the value as most recent, then evicts least recent entries until both limits hold.
    /// A value costing more than `entryCostLimit` is not stored, and any older value for the key
    /// is dropped so that a stale one is never served.
    public func set(_ value: Value, forKey key: Key, cost: Int = 0) {
        let cost = max(0, cost)
        state.withLock { state in
            guard cost <= entryCostLimit, cost <= costLimit, countLimit > 0 else {
                Self.remove(key, from: &state)
                return
            }
            if let index = state.indices[key] {
                state.totalCost += cost - state.list[index].cost
                state.list[index].value = value
                state.list[index].cost = cost
                state.list.moveToTail(index)
            } else {
                state.indices[key] = state.list.append(key: key, value: value, cost: cost)
                state.totalCost += cost
            }
            trim(&state)
        }
    }

    @discardableResult
    public func removeValue(forKey key: Key) -> Value? {
        state.withLock { Self.remove(key, from: &$0) }
    }

    public func removeAll() {
        state.withLock { state in
            state.indices = [:]
            state.list.removeAll()
            state.totalCost = 0
        }
    }

    public var totalCost: Int { state.withLock { $0.totalCost } }

    public var count: Int { state.withLock { $0.indices.count } }

    /// Keys from least to most recent, for tests and diagnostics.
    public var keysInRecencyOrder: [Key] { state.withLock { $0.list.keys } }

    private func trim(_ state: inout State) {
        while state.totalCost > costLimit || state.indices.count > countLimit,
              let index = state.list.leastRecent {
            let node = state.list.remove(index)
            state.indices[node.key] = nil
            state.totalCost -= node.cost
        }
    }

    @discardableResult
    private static func remove(_ key: Key, from state: inout State) -> Value? {
        guard let index = state.indices.removeValue(forKey: key) else { return nil }
        let node = state.list.remove(index)
        state.totalCost -= node.cost
        return node.value
    }
}
