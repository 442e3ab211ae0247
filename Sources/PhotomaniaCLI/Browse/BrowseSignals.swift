import Foundation

/// The signals the browser handles in its loop: interrupt, terminate, hang-up, resize, stop
/// and continue. If the loop does not end within a second of a terminating signal, the
/// terminal is restored here and the process exits anyway.
final class BrowseSignals {
    static let terminating: [Int32: ExitCode] = [SIGINT: .interrupted, SIGTERM: .terminated, SIGHUP: .hangUp]
    private static let handled = [SIGINT, SIGTERM, SIGHUP, SIGWINCH, SIGTSTP, SIGCONT]
    private let sources: [any DispatchSourceSignal]

    init(terminal: TerminalMode, post: @escaping @Sendable (Int32) -> Void) {
        let queue = DispatchQueue(label: "photomania.browse.signals")
        sources = Self.handled.map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler {
                post(number)
                guard let code = Self.terminating[number] else { return }
                queue.asyncAfter(deadline: .now() + 1) {
                    terminal.leave()
                    _exit(code.rawValue)
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

    func restore() {
        sources.forEach { $0.cancel() }
        Self.handled.forEach { signal($0, SIG_DFL) }
    }
}
