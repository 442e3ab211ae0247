import Foundation
@testable import PhotomaniaKit
import Synchronization
import Testing

/// `download --sleep`: photo starts spaced across the run, whatever the number of jobs.
@Suite("Download: photo starts spaced by --sleep")
struct StartPacerTests {
    /// The clock stands still, so each wait is how far ahead the start was booked: starts that
    /// wait together are booked one spacing after another.
    @Test func startsAfterTheFirstWaitOneSpacingMoreEach() async throws {
        let recorder = RecordingClock()
        let pacer = StartPacer(interval: 0.3...0.3)
        for _ in 0..<4 { try await pacer.waitForTurn(clock: recorder.clock) }
        #expect(recorder.recorded.map { ($0 * 1000).rounded() / 1000 } == [0.3, 0.6, 0.9])
    }

    @Test func aRangeDrawsEachWaitFromIt() async throws {
        let recorder = RecordingClock()  // random() is 0.5
        let pacer = StartPacer(interval: 1...3)
        for _ in 0..<2 { try await pacer.waitForTurn(clock: recorder.clock) }
        #expect(recorder.recorded == [2])
    }

    @Test func noIntervalNeverWaits() async throws {
        let recorder = RecordingClock()
        for interval in [nil, 0...0] as [ClosedRange<Double>?] {
            let pacer = StartPacer(interval: interval)
            for _ in 0..<3 { try await pacer.waitForTurn(clock: recorder.clock) }
        }
        #expect(recorder.recorded.isEmpty)
    }

    /// A start long after the one before waits for nothing.
    @Test func aStartLaterThanTheSpacingGoesAtOnce() async throws {
        let now = Date(timeIntervalSince1970: 1_000_000)
        let times = [now, now.addingTimeInterval(5)]
        let calls = SendableCounter()
        let clock = RetryClock(now: { times[min(calls.next(), 1)] }, sleep: { _ in Issue.record("no wait expected") }, random: { 0.5 })
        let pacer = StartPacer(interval: 1...1)
        try await pacer.waitForTurn(clock: clock)
        try await pacer.waitForTurn(clock: clock)
    }
}

private final class SendableCounter: Sendable {
    private let count = Mutex(0)
    func next() -> Int {
        count.withLock { count in
            defer { count += 1 }
            return count
        }
    }
}
