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

extension InterruptSignals {
    /// Runs `work` as a child task that the first Ctrl-C or SIGTERM cancels, and answers what it
    /// returns once it wound down (nil only if it never answered). A second interrupt exits at once.
    static func untilInterrupted<Value: Sendable>(
        onResize: @escaping @Sendable () -> Void = {},
        onSecondInterrupt: @escaping @Sendable () -> Void = {},
        _ work: @escaping @Sendable () async -> Value
    ) async -> Value? {
        let (interrupts, notify) = AsyncStream.makeStream(of: Void.self)
        let signals = InterruptSignals(onInterrupt: { notify.yield() }, onResize: onResize, onSecondInterrupt: onSecondInterrupt)
        defer { signals.restore() }
        return await withTaskGroup(of: Value?.self) { group in
            group.addTask { await work() }
            group.addTask {
                for await _ in interrupts { break }
                return nil
            }
            for await next in group {
                group.cancelAll()
                if let value = next { return value }
            }
            return nil
        }
    }
}
