import Synchronization

/// The runner's running tasks, by slot. A cancelled task is kept until it has ended, so that
/// `cancelAllAndWait()` waits for it too.
final class BrowseWork: Sendable {
    private struct Running {
        var nextID = 0
        var tasks: [Int: (slot: WorkSlot, task: Task<Void, Never>)] = [:]
    }

    private let running = Mutex(Running())

    func start(_ slot: WorkSlot, priority: TaskPriority? = nil, _ work: @escaping @Sendable () async -> Void) {
        running.withLock { running in
            let id = running.nextID
            running.nextID += 1
            // An ending task leaves the list under this lock, so not before it has been put in.
            let task = Task(priority: priority) {
                await work()
                self.running.withLock { _ = $0.tasks.removeValue(forKey: id) }
            }
            running.tasks[id] = (slot, task)
        }
    }

    func cancel(_ slot: WorkSlot) {
        running.withLock { running in
            for (taskSlot, task) in running.tasks.values where taskSlot == slot { task.cancel() }
        }
    }

    /// Cancels every task and returns once all have ended.
    func cancelAllAndWait() async {
        let tasks = running.withLock { $0.tasks.values.map(\.task) }
        tasks.forEach { $0.cancel() }
        for task in tasks { await task.value }
    }
}
