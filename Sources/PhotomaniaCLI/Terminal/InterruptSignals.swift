import Foundation
import Synchronization

/// Ctrl-C, SIGTERM and window resizes while a command runs: the first interrupt asks the command
/// to stop cleanly (`onInterrupt`); a second one exits at once with 130 after `onSecondInterrupt`
/// tidied the terminal. Restores the default handlers when done.
final class InterruptSignals {
    private let sources: [any DispatchSourceSignal]
    private static let handled = [SIGINT, SIGTERM, SIGWINCH]

    init(
        onInterrupt: @escaping @Sendable () -> Void,
        onResize: @escaping @Sendable () -> Void = {},
        onSecondInterrupt: @escaping @Sendable () -> Void = {}
    ) {
        let queue = DispatchQueue(label: "photomania.signals")
        let interrupts = InterruptCounter()
        sources = Self.handled.map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler {
                guard number != SIGWINCH else { return onResize() }
                if interrupts.increment() == 1 {
                    onInterrupt()
                } else {
                    onSecondInterrupt()
                    _exit(130)
                }
            }
            source.resume()
            return source
        }
    }

    func restore() {
        sources.forEach { $0.cancel() }
        Self.handled.forEach { signal($0, SIG_DFL) }
    }
}

private final class InterruptCounter: Sendable {
    private let count = Atomic(0)
    func increment() -> Int { count.add(1, ordering: .relaxed).newValue }
}
