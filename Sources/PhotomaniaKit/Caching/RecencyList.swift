/// A doubly linked list kept in an array: links are slot indices, so there are no node
/// objects and tearing down a long list never recurses. Head is least recent, tail most recent.
struct RecencyList<Key, Value> {
    struct Node {
        var key: Key
        var value: Value
        var cost: Int
        var previous: Int
        var next: Int
    }

    private static var none: Int { -1 }

    private var slots: [Node?] = []
    private var freeSlots: [Int] = []
    private(set) var head = RecencyList.none
    private(set) var tail = RecencyList.none

    subscript(index: Int) -> Node {
        get { slots[index]! }
        set { slots[index] = newValue }
    }

    var leastRecent: Int? { head == Self.none ? nil : head }

    /// Keys from least to most recent.
    var keys: [Key] {
        var result: [Key] = []
        var index = head
        while index != Self.none {
            result.append(self[index].key)
            index = self[index].next
        }
        return result
    }

    mutating func append(key: Key, value: Value, cost: Int) -> Int {
        let node = Node(key: key, value: value, cost: cost, previous: tail, next: Self.none)
        let index: Int
        if let reused = freeSlots.popLast() {
            index = reused
            slots[index] = node
        } else {
            index = slots.count
            slots.append(node)
        }
        link(index)
        return index
    }

    mutating func moveToTail(_ index: Int) {
        guard index != tail else { return }
        unlink(index)
        self[index].previous = tail
        self[index].next = Self.none
        link(index)
    }

    @discardableResult
    mutating func remove(_ index: Int) -> Node {
        unlink(index)
        let node = self[index]
        slots[index] = nil
        freeSlots.append(index)
        return node
    }

    mutating func removeAll() {
        slots = []
        freeSlots = []
        head = Self.none
        tail = Self.none
    }

    /// Links a node whose `previous` is already the current tail.
    private mutating func link(_ index: Int) {
        if tail == Self.none { head = index } else { self[tail].next = index }
        tail = index
    }

    private mutating func unlink(_ index: Int) {
        let node = self[index]
        if node.previous == Self.none { head = node.next } else { self[node.previous].next = node.next }
        if node.next == Self.none { tail = node.previous } else { self[node.next].previous = node.previous }
    }
}

extension RecencyList: Sendable where Key: Sendable, Value: Sendable {}
extension RecencyList.Node: Sendable where Key: Sendable, Value: Sendable {}
