import Foundation
import Synchronization

/// The signals the browser handles in its loop: interrupt, terminate, hang-up, resize, stop
/// and continue. If the loop does not end within a second of a terminating signal, the
/// terminal is restored here and the process exits anyway; once the loop has ended and
/// `restore()` was called, the cleanup after it takes as long as it needs.
final class BrowseSignals {
    static let terminating: [Int32: ExitCode] = [SIGINT: .interrupted, SIGTERM: .terminated, SIGHUP: .hangUp]
    private static let handled = [SIGINT, SIGTERM, SIGHUP, SIGWINCH, SIGTSTP, SIGCONT]
    private let queue = DispatchQueue(label: "photomania.browse.signals")
    private let sources: [any DispatchSourceSignal]
    private let loopEnded = LoopEnded()

    convenience init(terminal: TerminalMode, post: @escaping @Sendable (Int32) -> Void) {
        self.init(post: post) { code in
            terminal.leave()
            _exit(code.rawValue)
        }
    }

    /// `lastResort` runs `grace` after a terminating signal, with the signal's exit code,
    /// unless `restore()` came first.
    init(post: @escaping @Sendable (Int32) -> Void, grace: Double = 1, lastResort: @escaping @Sendable (ExitCode) -> Void) {
        let (queue, loopEnded) = (self.queue, self.loopEnded)
        sources = Self.handled.map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler {
                post(number)
                guard let code = Self.terminating[number] else { return }
                queue.asyncAfter(deadline: .now() + grace) {
                    if !loopEnded.flag.load(ordering: .acquiring) { lastResort(code) }
                }
            }
            source.resume()
            return source
        }
    }

    /// Stops the process group with SIGTSTP under its default action (so a shell sees a job
    /// stopped from the terminal), then puts the handling back once continued.
    static func stopAsIfByTerminal() {
        var handled = sigaction()
        var byDefault = sigaction()
        byDefault.__sigaction_handler.sa_handler = SIG_DFL
        sigaction(SIGTSTP, &byDefault, &handled)
        kill(0, SIGTSTP)
        sigaction(SIGTSTP, &handled, nil)
    }

    /// The loop has ended and the terminal is restored: the default actions come back and no
    /// watchdog cuts the cleanup short.
    func restore() {
        sources.forEach { $0.cancel() }
        // On the signals' queue: a watchdog either ran before this (and the process is gone) or
        // runs after it and stands down.
        queue.sync { loopEnded.flag.store(true, ordering: .releasing) }
        Self.handled.forEach { signal($0, SIG_DFL) }
    }
}

/// Set by `BrowseSignals.restore()`: a watchdog that comes due after it stands down.
private final class LoopEnded: Sendable {
    let flag = Atomic(false)
}
