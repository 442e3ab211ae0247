import Foundation
import Synchronization

/// Ctrl-C, SIGTERM and window resizes while a command runs: the first interrupt is announced on
/// `interrupted`, so that the command stops cleanly, and kept in `firstSignal`; a second one exits at
/// once with 128 + that signal (130 for Ctrl-C, 143 for SIGTERM, as shells report them) after
/// `onSecondInterrupt` tidied the terminal. Call `restore()` once the command has written its
/// last words: until then a second interrupt is handled, never fatal by default.
final class InterruptSignals {
    /// Yields once, at the first interrupt; ends when the signals are restored.
    let interrupted: AsyncStream<Void>
    private let announce: AsyncStream<Void>.Continuation
    private let sources: [any DispatchSourceSignal]
    private let first = FirstSignal()
    private static let handled = [SIGINT, SIGTERM, SIGWINCH]

    init(onResize: @escaping @Sendable () -> Void = {}, onSecondInterrupt: @escaping @Sendable () -> Void = {}) {
        let (interrupted, announce) = AsyncStream.makeStream(of: Void.self)
        self.interrupted = interrupted
        self.announce = announce
        let queue = DispatchQueue(label: "photomania.signals")
        let interrupts = Atomic(0)
        let first = self.first
        sources = Self.handled.map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler {
                guard number != SIGWINCH else { return onResize() }
                if interrupts.add(1, ordering: .relaxed).newValue == 1 {
                    first.number.store(number, ordering: .sequentiallyConsistent)
                    announce.yield()
                } else {
                    onSecondInterrupt()
                    _exit(128 + first.number.load(ordering: .sequentiallyConsistent))
                }
            }
            source.resume()
            return source
        }
    }

    /// The first interrupting signal (SIGINT or SIGTERM), nil before one came.
    var firstSignal: Int32? {
        let number = first.number.load(ordering: .sequentiallyConsistent)
        return number == 0 ? nil : number
    }

    /// Runs `work` as a child task that the first interrupt cancels, and answers what it returns
    /// once it wound down (nil only if it never answered). Once per run: it consumes `interrupted`.
    func cancelling<Value: Sendable>(_ work: @escaping @Sendable () async -> Value) async -> Value? {
        let interrupted = self.interrupted
        return await withTaskGroup(of: Value?.self) { group in
            group.addTask { await work() }
            group.addTask {
                for await _ in interrupted { break }
                return nil
            }
            for await next in group {
                group.cancelAll()
                if let value = next { return value }
            }
            return nil
        }
    }

    func restore() {
        sources.forEach { $0.cancel() }
        Self.handled.forEach { signal($0, SIG_DFL) }
        announce.finish()
    }
}

/// The first interrupting signal's number, 0 until one came; read from the command's task.
private final class FirstSignal: Sendable {
    let number = Atomic<Int32>(0)
}
