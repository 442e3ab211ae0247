import Foundation
import Synchronization
import Testing

@testable import PhotomaniaCLI

/// The browser's exit watchdog, driven in this process by signals it sends itself. SIGHUP is the
/// signal used: nothing else in the test process handles it (in-process downloads handle SIGINT
/// and SIGTERM). The watchdog's `_exit` is replaced by a recorder, so it cannot end the test run,
/// and the signal handling of the test process is put back afterwards.
///
/// One test, one `BrowseSignals`: libdispatch installs its handler for a signal once per process,
/// and `restore()` puts the default action back, so a second one in this process would hear nothing.
@Suite struct BrowseSignalsTests {
    @Test func theWatchdogCutsOffALoopThatHangsButNotACleanupAfterTheLoopEnded() async {
        let numbers = [SIGINT, SIGTERM, SIGHUP, SIGWINCH, SIGTSTP, SIGCONT]
        var saved = numbers.map { _ in sigaction() }
        for (index, number) in numbers.enumerated() { sigaction(number, nil, &saved[index]) }
        defer { for (index, number) in numbers.enumerated() { sigaction(number, &saved[index], nil) } }

        let (posted, lastResort) = (Recorded(), Recorded())
        // A grace long enough that restoring after the second signal never races the watchdog.
        let grace = 3.0
        let signals = BrowseSignals(post: { posted.append($0) }, grace: grace, lastResort: { lastResort.append($0.rawValue) })
        #expect(await eventually(timeout: 10) { !Self.isIgnored(SIGHUP) }, "the signal source is listening")

        // The loop does not end: once the grace is over the watchdog ends the process.
        kill(getpid(), SIGHUP)
        #expect(await eventually(timeout: 10) { posted.values == [SIGHUP] })
        #expect(await eventually(timeout: 10) { lastResort.values == [ExitCode.hangUp.rawValue] })

        // The loop ends and the terminal is restored; then a cleanup takes longer than the grace.
        kill(getpid(), SIGHUP)
        #expect(await eventually(timeout: 10) { posted.values == [SIGHUP, SIGHUP] })
        signals.restore()
        let cleanup = Task {
            try? await Task.sleep(for: .seconds(grace + 0.5))
            return ExitCode.hangUp
        }
        #expect(await cleanup.value == .hangUp)
        #expect(lastResort.values == [ExitCode.hangUp.rawValue], "the watchdog stood down once the loop had ended and the terminal was restored")
    }

    /// The signal source installs its handler a moment after it is made; until then the signal
    /// is ignored, and one sent is lost.
    private static func isIgnored(_ number: Int32) -> Bool {
        var current = sigaction()
        sigaction(number, nil, &current)
        return unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }
}

private final class Recorded: Sendable {
    private let recorded = Mutex<[Int32]>([])
    var values: [Int32] { recorded.withLock { $0 } }
    func append(_ value: Int32) { recorded.withLock { $0.append(value) } }
}
