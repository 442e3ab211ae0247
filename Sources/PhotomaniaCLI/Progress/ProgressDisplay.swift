import Foundation
import PhotomaniaKit
import Synchronization

/// Shows how a download run goes, in the way `mode` asks: a live view on a terminal, log lines,
/// JSON Lines, or only errors.
///
/// `handle(_:)` may be called from many tasks at once; events are shown in the order they come.
/// Call `start()` once the engine can be sampled and `finish(summary:)` on every way out, since it
/// also puts the terminal back in order.
public final class ProgressDisplay: Sendable {
    let output: any TextOutput
    let mode: Mode
    let width: @Sendable () -> Int
    let sample: @Sendable () -> DownloadStatus
    let clock: @Sendable () -> Date
    let state: Mutex<State>

    struct State: Sendable {
        var tracker = ProgressTracker()
        var renderer: TerminalRenderer?
        var pending: [ScrollEntry] = []
        var timer: Task<Void, Never>?
        var lastStatusLine: Date?
        var finished = false
    }

    /// Seconds between two status lines in `.plain` mode.
    static let statusLineInterval: TimeInterval = 5

    public init(
        output: any TextOutput,
        mode: Mode,
        width: @escaping @Sendable () -> Int,
        sample: @escaping @Sendable () -> DownloadStatus,
        clock: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.output = output
        self.mode = mode
        self.width = width
        self.sample = sample
        self.clock = clock
        var state = State()
        if case .terminal(let colors) = mode {
            state.renderer = TerminalRenderer(colors: colors)
        }
        self.state = Mutex(state)
    }

    public func handle(_ event: DownloadEvent) {
        let now = clock()
        state.withLock { state in
            guard !state.finished else { return }
            state.tracker.observe(event)
            switch mode {
            case .terminal:
                state.pending.append(.event(event))
            case .plain:
                PlainLine.render(event, now: now).map(writeLine)
            case .jsonLines:
                JSONLinesEvents.render(event, now: now).map(writeLine)
            case .quiet:
                if case .failed(let item, let message) = event {
                    writeLine(PlainLine.error(item, message: message))
                }
            }
        }
    }

    /// A message of the command's own, shown above the live block instead of through it.
    /// Quiet runs drop it; JSON Lines output leaves such messages to standard error.
    public func note(_ message: String) {
        state.withLock { state in
            guard !state.finished else { return }
            switch mode {
            case .terminal: state.pending.append(.note(message))
            case .plain: writeLine(sanitizedForTerminal(message, singleLine: true))
            case .jsonLines, .quiet: break
            }
        }
    }

    /// After SIGWINCH: draws the live block again at the new width. Not for a signal handler
    /// itself; call it from a dispatch source or a task.
    public func resized() {
        if case .terminal = mode { tick() }
    }

    /// Stops the timer, removes the live block and prints the summary (none with `.quiet`).
    /// Later calls and later events do nothing.
    public func finish(summary: DownloadSummary) {
        stop { ending in
            switch mode {
            case .terminal(let colors): ending + summary.line(style: TerminalStyle(colors: colors)) + "\n"
            case .plain: summary.line() + "\n"
            case .jsonLines: JSONLinesEvents.summary(summary) + "\n"
            case .quiet: ""
            }
        }
    }

    /// For a second Ctrl-C, just before the process exits: stops drawing and leaves the terminal
    /// clean (live block gone, cursor shown) without a summary.
    public func abandon() {
        stop { ending in ending }
    }

    /// Ends the display once: `last` gets what clears the live block and returns all there is left to write.
    private func stop(_ last: (String) -> String) {
        let columns = width()
        state.withLock { state in
            guard !state.finished else { return }
            state.finished = true
            state.timer?.cancel()
            state.timer = nil
            let ending = state.renderer?.clear(events: state.pending, width: columns) ?? ""
            state.pending.removeAll()
            let text = last(ending)
            if !text.isEmpty { output.write(text) }
        }
    }

    func writeLine(_ line: String) {
        output.write(line + "\n")
    }
}
