/// Work shared by everyone who asks for the same key: one task per key, and the requesters
/// waiting for its value, each with the priority it asked for. The work's priority is the highest
/// among its requesters still waiting. A requester who leaves gets `CancellationError` at once;
/// when the last one leaves, the task is cancelled and forgotten.
/// Confined to the loader's actor; the caller numbers works and requesters.
struct SharedWork<Key: Hashable, Value: Sendable> {
    private struct Work {
        let id: Int
        let task: Task<Void, Never>
        var requesters: [Int: Requester] = [:]

        var priority: ThumbnailPriority? { requesters.values.lazy.map(\.priority).max() }
    }

    private struct Requester {
        var priority: ThumbnailPriority
        let continuation: CheckedContinuation<Value, any Error>
    }

    private var works: [Key: Work] = [:]

    /// The number of the work in progress for `key`.
    func id(of key: Key) -> Int? {
        works[key]?.id
    }

    /// Each key's work in progress, by number.
    var inProgress: [Key: Int] {
        works.mapValues(\.id)
    }

    /// The work's priority; nil when work `id` is no longer in progress for `key`.
    func priority(of key: Key, id: Int) -> ThumbnailPriority? {
        guard let work = works[key], work.id == id else { return nil }
        return work.priority
    }

    mutating func start(_ key: Key, id: Int, task: Task<Void, Never>) {
        works[key] = Work(id: id, task: task)
    }

    /// `requester` waits for the work in progress for `key`; with none, it is answered with
    /// `CancellationError` rather than left waiting forever.
    mutating func join(_ key: Key, requester: Int, priority: ThumbnailPriority, _ continuation: CheckedContinuation<Value, any Error>) {
        guard works[key] != nil else {
            continuation.resume(throwing: CancellationError())
            return
        }
        works[key]?.requesters[requester] = Requester(priority: priority, continuation: continuation)
    }

    /// Answers whether `requester` waits for the work for `key` (and now with `priority`).
    mutating func setPriority(_ priority: ThumbnailPriority, of requester: Int, for key: Key) -> Bool {
        guard works[key]?.requesters[requester] != nil else { return false }
        works[key]?.requesters[requester]?.priority = priority
        return true
    }

    /// `requester` leaves work `id` with `CancellationError`. Answers whether the work goes on
    /// for others, its priority perhaps lowered; false when the requester was not waiting or was
    /// the last one, whose leaving cancelled the task.
    mutating func leave(_ key: Key, id: Int, requester: Int) -> Bool {
        guard var work = works[key], work.id == id, let left = work.requesters.removeValue(forKey: requester) else { return false }
        left.continuation.resume(throwing: CancellationError())
        guard !work.requesters.isEmpty else {
            works[key] = nil
            work.task.cancel()
            return false
        }
        works[key] = work
        return true
    }

    /// Work `id` ended: every requester still waiting gets `result`.
    mutating func finish(_ key: Key, id: Int, with result: Result<Value, any Error>) {
        guard let work = works[key], work.id == id else { return }
        works[key] = nil
        for requester in work.requesters.values { requester.continuation.resume(with: result) }
    }
}
