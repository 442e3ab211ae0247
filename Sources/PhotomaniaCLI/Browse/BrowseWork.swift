import Synchronization

/// The runner's running tasks, by slot. A cancelled task is kept until it has ended, so that
/// `cancelAllAndWait()` waits for it too; what it reported is remembered as cancelled, so that
/// the loop drops it even when it was posted just before the cancel.
final class BrowseWork: Sendable {
    private struct Running {
        var nextID = 0
        var tasks: [Int: (slot: WorkSlot, task: Task<Void, Never>)] = [:]
        var cancelled: Set<Int> = []
    }

    private let running = Mutex(Running())

    /// Starts `work` in `slot`; it gets its number, to tag what it reports (`.fromWork`).
    func start(_ slot: WorkSlot, priority: TaskPriority? = nil, _ work: @escaping @Sendable (Int) async -> Void) {
        running.withLock { running in
            let id = running.nextID
            running.nextID += 1
            // An ending task leaves the list under this lock, so not before it has been put in.
            let task = Task(priority: priority) {
                await work(id)
                self.running.withLock { _ = $0.tasks.removeValue(forKey: id) }
            }
            running.tasks[id] = (slot, task)
        }
    }

    func cancel(_ slot: WorkSlot) {
        running.withLock { running in
            for (id, (taskSlot, task)) in running.tasks where taskSlot == slot {
                task.cancel()
                running.cancelled.insert(id)
            }
        }
    }

    /// Whether work `id` was cancelled: what it reported is no longer wanted.
    func wasCancelled(_ id: Int) -> Bool {
        running.withLock { $0.cancelled.contains(id) }
    }

    /// Cancels every task and returns once all have ended.
    func cancelAllAndWait() async {
        let tasks = running.withLock { $0.tasks.values.map(\.task) }
        tasks.forEach { $0.cancel() }
        for task in tasks { await task.value }
    }
}
