import Foundation
import Synchronization
import PhotomaniaKit
import Testing

@Suite("CallPacer: API calls paced to a service's budget")
struct CallPacerTests {
    private func waits(_ pacer: CallPacer, calls: Int) async throws -> [Double] {
        var waits: [Double] = []
        for _ in 0..<calls { waits.append(try await pacer.admit()) }
        return waits
    }

    @Test func aBurstGoesAtOnceAndTheRestAtTheSustainedRate() async throws {
        let time = SteppingClock()
        let pacer = CallPacer(Flickr.callBudget, clock: time.clock)
        let waits = try await waits(pacer, calls: 13)
        #expect(waits.prefix(10).allSatisfy { $0 == 0 }, "Flickr's burst of ten")
        #expect(waits.suffix(3).map { ($0 * 1000).rounded() } == [1000, 1000, 1000], "then one a second")
    }

    @Test func anIdleBucketRefillsButNeverPastItsBurst() async throws {
        let time = SteppingClock()
        let pacer = CallPacer(CallBudget(perSecond: 2, burst: 3), clock: time.clock)
        _ = try await waits(pacer, calls: 3)
        try await time.clock.sleep(3600)
        let waits = try await waits(pacer, calls: 4)
        #expect(waits.prefix(3).allSatisfy { $0 == 0 })
        #expect((waits[3] * 1000).rounded() == 500, "an hour idle still earns only 3 calls")
    }

    @Test func aServerThatSaysSlowDownStopsEveryCallForAsLongAsItAsked() async throws {
        let time = SteppingClock()
        let pacer = CallPacer(Flickr.callBudget, clock: time.clock)
        _ = try await pacer.admit()
        await pacer.pause(for: 30)
        let waits = try await waits(pacer, calls: 3)
        #expect(waits.map { ($0 * 1000).rounded() } == [30_000, 1000, 1000], "the burst is gone after a 429")
    }

    @Test func aCancelledWaitGivesItsTokenBack() async throws {
        // The first wait lasts until it is cancelled; later ones pass at once, moving the time.
        let time = Mutex<(now: Date, sleeps: Int)>((Date(timeIntervalSince1970: 0), 0))
        let clock = RetryClock(
            now: { time.withLock { $0.now } },
            sleep: { seconds in
                if time.withLock({ $0.sleeps += 1; return $0.sleeps }) == 1 { try await Task.sleep(for: .seconds(60)) }
                time.withLock { $0.now += seconds }
            },
            random: { 0.5 }
        )
        let pacer = CallPacer(CallBudget(perSecond: 1, burst: 1), clock: clock)
        _ = try await pacer.admit()
        let cancelled = Task { try await pacer.admit() }
        #expect(await eventually { time.withLock { $0.sleeps } == 1 }, "the second call waits for its token")
        cancelled.cancel()
        await #expect(throws: CancellationError.self) { try await cancelled.value }
        #expect((try await pacer.admit() * 1000).rounded() == 1000, "one second for the next, not two")
    }

    @Test func theLiveClockReallyWaits() async throws {
        let pacer = CallPacer(CallBudget(perSecond: 20, burst: 1))
        let start = Date()
        _ = try await waits(pacer, calls: 5)
        #expect(Date().timeIntervalSince(start) >= 0.19, "four calls past the burst at 20 a second")
    }
}
