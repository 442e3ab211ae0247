/// At most `limit` transfers at once; the rest wait, highest priority first, then oldest.
/// Confined to the loader's actor.
struct TransferSlots {
    let limit: Int
    private(set) var running = 0
    private var waiting: [Waiter] = []
    private var arrivals = 0

    private struct Waiter {
        let transfer: Int
        var priority: ThumbnailPriority
        let arrival: Int
        let continuation: CheckedContinuation<Void, any Error>
    }

    init(limit: Int) {
        self.limit = max(1, limit)
    }

    /// Takes a slot now, or answers false so that the caller waits with `enqueue`.
    mutating func tryAcquire() -> Bool {
        guard running < limit else { return false }
        running += 1
        return true
    }

    mutating func enqueue(_ transfer: Int, priority: ThumbnailPriority, _ continuation: CheckedContinuation<Void, any Error>) {
        arrivals += 1
        waiting.append(Waiter(transfer: transfer, priority: priority, arrival: arrivals, continuation: continuation))
    }

    /// A waiting transfer's requesters changed: it now waits with `priority`, higher or lower.
    mutating func reprioritize(_ transfer: Int, to priority: ThumbnailPriority) {
        guard let index = waiting.firstIndex(where: { $0.transfer == transfer }) else { return }
        waiting[index].priority = priority
    }

    /// The priority a transfer waits with; nil when it is not waiting.
    func waitingPriority(of transfer: Int) -> ThumbnailPriority? {
        waiting.first { $0.transfer == transfer }?.priority
    }

    /// A waiting transfer was cancelled: it leaves the queue with a cancellation.
    mutating func cancel(_ transfer: Int) {
        guard let index = waiting.firstIndex(where: { $0.transfer == transfer }) else { return }
        waiting.remove(at: index).continuation.resume(throwing: CancellationError())
    }

    /// A transfer ended: its slot goes to the most urgent waiter.
    mutating func release() {
        guard let next = waiting.indices.max(by: { waiting[$0].priority < waiting[$1].priority || (waiting[$0].priority == waiting[$1].priority && waiting[$0].arrival > waiting[$1].arrival) }) else {
            running -= 1
            return
        }
        waiting.remove(at: next).continuation.resume()
    }
}
