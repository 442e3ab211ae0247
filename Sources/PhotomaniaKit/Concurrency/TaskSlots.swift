import Synchronization

/// A counting semaphore for tasks: `count` holders at a time, the others wait in turn. A task
/// cancelled while it waits stops waiting and holds nothing.
final class TaskSlots: Sendable {
    private struct Waiter {
        let id: UInt64
        let continuation: CheckedContinuation<Bool, Never>
    }

    private struct State {
        var free: Int
        var waiters: [Waiter] = []
        var nextID: UInt64 = 0
    }

    private let state: Mutex<State>

    init(count: Int) {
        state = Mutex(State(free: max(1, count)))
    }

    /// Waits for a slot: true once it is held (give it back with `release`), false when the
    /// task was cancelled first.
    func acquire() async -> Bool {
        let id = state.withLock { state in
            defer { state.nextID += 1 }
            return state.nextID
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
                let now: Bool? = state.withLock { state in
                    if Task.isCancelled { return false }
                    guard state.free == 0 else {
                        state.free -= 1
                        return true
                    }
                    state.waiters.append(Waiter(id: id, continuation: continuation))
                    return nil
                }
                if let now { continuation.resume(returning: now) }
            }
        } onCancel: {
            let waiter = state.withLock { state in
                state.waiters.firstIndex { $0.id == id }.map { state.waiters.remove(at: $0) }
            }
            waiter?.continuation.resume(returning: false)
        }
    }

    /// Gives a held slot to the longest waiter, or back to the pool.
    func release() {
        let next = state.withLock { state in
            guard !state.waiters.isEmpty else {
                state.free += 1
                return nil as Waiter?
            }
            return state.waiters.removeFirst()
        }
        next?.continuation.resume(returning: true)
    }
}
