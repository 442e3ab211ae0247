import Foundation
import PhotomaniaKit

/// Shows how a download run goes, in the way `mode` asks: a live view on a terminal, log lines,
/// JSON Lines, or only errors.
///
/// Everything it draws and writes happens on a queue of its own: the engine hands over events
/// and returns at once, so a slow terminal (a paused `less`, a slow SSH link) never holds up a
/// transfer. `finish(summary:)` must be awaited on every way out, since it also puts the
/// terminal back in order.
public final class ProgressDisplay: DownloadObserver, @unchecked Sendable {
    let output: any TextOutput
    let mode: Mode
    let width: @Sendable () -> Int
    let clock: @Sendable () -> Date
    let queue = DispatchQueue(label: "photomania.progress")

    // Touched only on `queue`.
    var sample: (@Sendable () -> DownloadStatus)?
    var tracker = ProgressTracker()
    var renderer: TerminalRenderer?
    var pending: [DownloadEvent] = []
    var timer: (any DispatchSourceTimer)?
    var lastStatusLine: Date?
    var finished = false

    /// Seconds between two status lines in `.plain` mode.
    static let statusLineInterval: TimeInterval = 5

    public init(output: any TextOutput, mode: Mode, width: @escaping @Sendable () -> Int, clock: @escaping @Sendable () -> Date = { Date() }) {
        self.output = output
        self.mode = mode
        self.width = width
        self.clock = clock
        if case .terminal(let colors) = mode {
            renderer = TerminalRenderer(colors: colors)
        }
    }

    /// Starts sampling `status` on a timer and draws the first frame.
    public func downloadStarted(status: @escaping @Sendable () -> DownloadStatus) {
        queue.async {
            guard !self.finished, self.sample == nil else { return }
            self.sample = status
            self.startTimer()
            self.draw()
        }
    }

    public func handle(_ event: DownloadEvent) {
        let now = clock()
        queue.async { self.show(event, now: now) }
    }

    /// After SIGWINCH: draws the live block again at the new width.
    public func resized() {
        if case .terminal = mode { queue.async { self.draw() } }
    }

    /// Stops the timer, removes the live block and prints the summary (none with `.quiet`),
    /// once everything handed over before has been written. Later calls and events do nothing.
    public func finish(summary: DownloadSummary) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            queue.async {
                self.stop { ending in
                    switch self.mode {
                    case .terminal(let colors): ending + summary.line(style: TerminalStyle(colors: colors)) + "\n"
                    case .plain: summary.line() + "\n"
                    case .jsonLines: JSONLinesEvents.summary(summary) + "\n"
                    case .quiet: ""
                    }
                }
                continuation.resume()
            }
        }
    }

    /// For a second Ctrl-C, just before the process exits: stops drawing and leaves the terminal
    /// clean (live block gone, cursor shown) without a summary. Waits half a second at most, so
    /// that a terminal that takes no output cannot keep the process alive.
    public func abandon() {
        let done = DispatchSemaphore(value: 0)
        queue.async {
            self.stop { $0 }
            done.signal()
        }
        _ = done.wait(timeout: .now() + 0.5)
    }

    private func show(_ event: DownloadEvent, now: Date) {
        guard !finished else { return }
        tracker.observe(event)
        switch mode {
        case .terminal:
            pending.append(event)
        case .plain:
            PlainLine.render(event, now: now).map(writeLine)
        case .jsonLines:
            JSONLinesEvents.render(event, now: now).map(writeLine)
        case .quiet:
            PlainLine.error(for: event).map(writeLine)
        }
    }

    /// Ends the display once: `last` gets what clears the live block and returns all there is left to write.
    private func stop(_ last: (String) -> String) {
        guard !finished else { return }
        finished = true
        timer?.cancel()
        timer = nil
        let ending = renderer?.clear(events: pending, width: width()) ?? ""
        pending.removeAll()
        let text = last(ending)
        guard !text.isEmpty else { return }
        if renderer != nil { writeLiveView(text) } else { output.write(text) }
    }

    func writeLine(_ line: String) {
        output.write(line + "\n")
    }

    /// The live view's own cursor and colour codes around lines whose every part from the
    /// server went through `displayable`.
    func writeLiveView(_ text: String) {
        output.write(TerminalText(withOwnEscapeCodes: text))
    }
}
