import Foundation
import PhotomaniaKit
import Synchronization
import Testing

@testable import PhotomaniaCLI

/// A value tests change while a display reads it from other threads.
final class LockedValue<Value: Sendable>: Sendable {
    private let mutex: Mutex<Value>

    init(_ value: Value) {
        mutex = Mutex(value)
    }

    var value: Value { mutex.withLock { $0 } }

    func change(_ body: (inout Value) -> Void) {
        mutex.withLock { body(&$0) }
    }
}

/// A display wired to a captured output, a status the test sets and a clock it moves.
final class DisplayHarness: Sendable {
    private let captured: CapturedOutput
    let display: ProgressDisplay
    private let status = LockedValue(DownloadStatus())
    private let time = LockedValue(ProgressFixtures.t0)

    init(mode: ProgressDisplay.Mode, width: Int = 80) {
        let output = CapturedOutput(isTerminal: mode != .plain, columns: width)
        let status = self.status
        let time = self.time
        captured = output
        display = ProgressDisplay(output: output, mode: mode, width: { width }, clock: { time.value })
        display.queue.sync { display.sample = { status.value } }
    }

    /// What the display wrote, once everything handed to it so far is written.
    var output: CapturedOutput {
        display.queue.sync {}
        return captured
    }

    /// One step of the timer, now.
    func tick() {
        display.queue.sync { display.draw() }
    }

    /// The timer, as a run starts it.
    func start() {
        display.queue.sync {
            display.startTimer()
            display.draw()
        }
    }

    func set(_ change: (inout DownloadStatus) -> Void) {
        status.change(change)
    }

    func advance(to seconds: Double) {
        time.change { $0 = ProgressFixtures.t0.addingTimeInterval(seconds) }
    }

    var lines: [String] {
        output.text.split(separator: "\n").map(String.init)
    }
}

extension ProgressFixtures {
    static let summary = DownloadSummary(downloaded: 398, skipped: 0, failedIDs: [12, 40], bytes: 242_640_486, elapsed: 19.6, interrupted: false)
}

@Suite struct ProgressDisplayTests {
    typealias F = ProgressFixtures

    @Test func terminalRunEndsWithFinishedLinesAndTheSummaryOnly() async {
        let harness = DisplayHarness(mode: .terminal(colors: true), width: 60)
        harness.set { $0 = F.status }
        harness.tick()
        harness.display.handle(.finished(F.item(12345), fileName: "12345.4.jpg", bytes: 4_404_019))
        harness.display.handle(.failed(F.item(12346), F.failure("HTTP 404")))
        harness.tick()
        harness.display.handle(.finished(F.item(12347), fileName: "12347.4.jpg", bytes: 2_097_152))
        await harness.display.finish(summary: F.summary)
        var screen = ScreenEmulator(width: 60)
        screen.apply(harness.output.text)
        #expect(screen.lines == [
            "✓ 12345.4.jpg  4.2 MiB",
            "✗ 12346 — the file is not a complete JPEG: HTTP 404",
            "✓ 12347.4.jpg  2.0 MiB",
            "downloaded 398 · skipped 0 · failed 2 (ids 12, 40) · 231.4 M",
            "iB in 19.6 s",
        ])
        let text = harness.output.text
        let lastHide = text.range(of: TerminalControl.hideCursor, options: .backwards)
        let lastShow = text.range(of: TerminalControl.showCursor, options: .backwards)
        #expect(lastShow.map { show in lastHide.map { $0.lowerBound < show.lowerBound } ?? true } == true)
    }

    @Test func finishIsFinal() async {
        let harness = DisplayHarness(mode: .plain)
        await harness.display.finish(summary: F.summary)
        await harness.display.finish(summary: F.summary)
        harness.display.handle(.failed(F.item(1), F.failure("late")))
        harness.tick()
        #expect(harness.lines == ["downloaded 398 · skipped 0 · failed 2 (ids 12, 40) · 231.4 MiB in 19.6 s"])
    }

    @Test func quietShowsOnlyErrors() async {
        let harness = DisplayHarness(mode: .quiet)
        harness.set { $0 = F.status }
        harness.start()
        harness.display.handle(.started(F.item(1)))
        harness.display.handle(.finished(F.item(1), fileName: "1.jpg", bytes: 10))
        harness.display.handle(.failed(F.item(2), F.failure("HTTP 500 from https://cdn.example/2.jpg?consumer_key=SECRET123")))
        harness.display.handle(.unavailable(photoID: 3, reason: .noImage(asked: [.px2048], service: .fiveHundredPx)))
        await harness.display.finish(summary: F.summary)
        #expect(harness.lines == [
            "error 2: \(F.failurePrefix)HTTP 500 from https://cdn.example/2.jpg?consumer_key=REDACTED",
            "error 3: the server offers no image of the size asked: 2048",
        ])
    }

    @Test func theTimerDrawsUntilFinished() async throws {
        let harness = DisplayHarness(mode: .terminal(colors: false))
        harness.set { $0 = F.status }
        harness.start()
        let frames = { harness.output.text.components(separatedBy: TerminalControl.hideCursor).count - 1 }
        #expect(await eventually(timeout: 30) { frames() >= 2 }, "the timer keeps redrawing")
        await harness.display.finish(summary: F.summary)
        let finished = harness.output.text
        try await Task.sleep(for: .milliseconds(250))
        #expect(harness.output.text == finished)
    }

    @Test func resizeRedrawsAtOnce() {
        let harness = DisplayHarness(mode: .terminal(colors: false))
        harness.set { $0 = F.status }
        harness.display.resized()
        #expect(harness.output.text.contains("12/400 files"))
        let plain = DisplayHarness(mode: .plain)
        plain.set { $0 = F.status }
        plain.display.resized()
        #expect(plain.output.text.isEmpty)
    }

    @Test func eventsFromManyTasksAllArrive() async {
        let harness = DisplayHarness(mode: .plain)
        await withTaskGroup(of: Void.self) { group in
            for id in 0..<200 {
                group.addTask { harness.display.handle(.finished(F.item(PhotoID(id)), fileName: "\(id).jpg", bytes: 1)) }
            }
        }
        #expect(Set(harness.lines).count == 200)
    }

    @Test func summaryWording() {
        #expect(F.summary.line() == "downloaded 398 · skipped 0 · failed 2 (ids 12, 40) · 231.4 MiB in 19.6 s")
        var summary = DownloadSummary(downloaded: 3, skipped: 2, failedIDs: [], bytes: 2048, elapsed: 75, interrupted: true, partial: 1, notStarted: 4)
        #expect(summary.line() == "downloaded 3 · skipped 2 · failed 0 · 2 KiB in 1:15 · interrupted\n1 partial, 4 not started — run the same command to resume")
        summary.failedIDs = (1...12).map { PhotoID($0) }
        #expect(summary.line().contains("failed 12 (ids 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, +2 more)"))
        #expect(summary.line(style: TerminalStyle(colors: true)).contains("\u{1B}[31mfailed 12 (ids"))
    }
}

@Suite struct ProgressAbandonTests {
    @Test func abandonLeavesTheTerminalCleanWithoutASummary() async {
        let harness = DisplayHarness(mode: .terminal(colors: false), width: 60)
        harness.set { $0 = ProgressFixtures.status }
        harness.tick()
        harness.display.handle(.finished(ProgressFixtures.item(12345), fileName: "12345.4.jpg", bytes: 4_404_019))
        harness.display.abandon()
        await harness.display.finish(summary: ProgressFixtures.summary)
        var screen = ScreenEmulator(width: 60)
        screen.apply(harness.output.text)
        #expect(screen.lines == ["✓ 12345.4.jpg  4.2 MiB"])
        #expect(harness.output.text.hasSuffix(TerminalControl.showCursor))
    }
}
