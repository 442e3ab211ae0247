/// Fetches numbered units (pages, or lookups by position) and hands them out in order, keeping
/// up to `window` of the next ones in flight while the consumer works (none with 0). How far ahead it may go
/// is the consumer's call at each step, so that a limit never costs pages it will not use.
/// Cancelling the consumer's task cancels every fetch in flight; `stop()` cancels them and waits
/// until none runs.
actor OrderedFetcher<Value: Sendable> {
    typealias Fetch = @Sendable (Int) async throws(PhotomaniaError) -> Value

    private let fetch: Fetch
    private let window: Int
    private var nextUnit: Int
    private var lastUnit: Int?
    /// Units the consumer still expects to need after the one it is taking.
    private var wantedAfter = Int.max
    private var inFlight: [Int: Task<Value, any Error>] = [:]
    /// Fetches cancelled before they were taken, until `stop()` has seen them end.
    private var abandoned: [Task<Value, any Error>] = []
    private var exhausted = false

    /// Units `first...last` (`last` nil: until `end(at:)` says or the consumer stops).
    init(first: Int, last: Int?, window: Int, fetch: @escaping Fetch) {
        self.fetch = fetch
        self.window = max(0, window)
        self.nextUnit = first
        self.lastUnit = last
    }

    deinit {
        inFlight.values.forEach { $0.cancel() }
    }

    /// The next unit and its value, or nil after the last. `ahead` caps the units fetched at
    /// once (this one included) below the window.
    func next(ahead: Int = .max) async throws(PhotomaniaError) -> (unit: Int, value: Value)? {
        guard !exhausted, lastUnit.map({ nextUnit <= $0 }) ?? true else { return nil }
        let unit = nextUnit
        wantedAfter = max(0, ahead - 1)
        schedule(from: unit, count: max(1, min(window, wantedAfter + 1)))
        guard let task = inFlight.removeValue(forKey: unit) else { return nil }
        let (following, overflow) = unit.addingReportingOverflow(1)
        nextUnit = following
        exhausted = overflow
        let running = [task] + inFlight.values
        let result = await withTaskCancellationHandler {
            await task.result
        } onCancel: {
            running.forEach { $0.cancel() }
        }
        switch result {
        case .success(let value):
            scheduleAhead()
            return (unit, value)
        case .failure(let error):
            await stop()
            throw (error as? PhotomaniaError) ?? .cancelled
        }
    }

    /// The last unit is now known (or changed): fetches beyond it are cancelled.
    func end(at last: Int) {
        lastUnit = last
        for (unit, task) in inFlight where unit > last {
            task.cancel()
            abandoned.append(task)
            inFlight[unit] = nil
        }
        scheduleAhead()
    }

    /// Fetches nothing more, cancels what is in flight and returns once none of it runs.
    func stop() async {
        exhausted = true
        let tasks = abandoned + inFlight.values
        inFlight.removeAll()
        abandoned.removeAll()
        for task in tasks {
            task.cancel()
            _ = await task.result
        }
    }

    /// Keeps the next units in flight while the consumer works on the one it took; only once the
    /// last unit is known, so that a list of one page costs one request.
    private func scheduleAhead() {
        guard !exhausted, lastUnit != nil else { return }
        schedule(from: nextUnit, count: min(window, wantedAfter))
    }

    private func schedule(from start: Int, count: Int) {
        let end = lastUnit ?? start
        guard count > 0, start <= end else { return }
        for unit in start...(start + min(count - 1, end - start)) where inFlight[unit] == nil {
            let fetch = self.fetch
            inFlight[unit] = Task { () async throws -> Value in try await fetch(unit) }
        }
    }
}
