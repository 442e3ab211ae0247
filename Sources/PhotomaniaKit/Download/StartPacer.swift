import Foundation

/// Spaces photo starts across a whole run (`download --sleep`): each start after the first waits
/// until a wait drawn from `interval` has passed since the start before it, however many
/// transfers run at once. Each start reserves its moment before sleeping, so that transfers
/// waiting together start one after another rather than all at once.
actor StartPacer {
    private let interval: ClosedRange<Double>?
    private var lastStart: Date?

    init(interval: ClosedRange<Double>?) {
        self.interval = interval
    }

    /// Returns when the next photo may start; throws when the task is cancelled while waiting.
    func waitForTurn(clock: RetryClock) async throws {
        guard let interval, interval.upperBound > 0 else { return }
        let now = clock.now()
        guard let lastStart else {
            self.lastStart = now
            return
        }
        let spacing = interval.lowerBound + (interval.upperBound - interval.lowerBound) * clock.random()
        let start = max(now, lastStart.addingTimeInterval(spacing))
        self.lastStart = start
        let wait = start.timeIntervalSince(now)
        if wait > 0 { try await clock.sleep(wait) }
    }
}
