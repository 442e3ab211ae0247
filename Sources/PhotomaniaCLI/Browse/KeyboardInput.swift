import Foundation
import Synchronization

/// Reads the terminal's input on a thread of its own and hands over whole keys. A lone ESC
/// becomes the Esc key when nothing follows it within 25 ms.
final class KeyboardInput: Sendable {
    private let descriptor: Int32
    /// Bytes read from the input before (`TerminalAnswers.typed`): they come first.
    private let typedAhead: [UInt8]
    private let running = Atomic(true)
    private let ended = DispatchSemaphore(value: 0)

    init(descriptor: Int32 = STDIN_FILENO, typedAhead: [UInt8] = []) {
        self.descriptor = descriptor
        self.typedAhead = typedAhead
    }

    /// Starts reading; `onEnd` runs once when the input closes (the terminal went away).
    func start(onKeys: @escaping @Sendable ([Key]) -> Void, onEnd: @escaping @Sendable () -> Void) {
        let thread = Thread { [self] in
            defer { ended.signal() }
            var parser = KeyParser()
            deliver(parser.feed(typedAhead), to: onKeys)
            var buffer = [UInt8](repeating: 0, count: 256)
            while running.load(ordering: .relaxed) {
                var poll = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                let ready = Glibc.poll(&poll, 1, parser.isWaiting ? 25 : 50)
                if ready == 0 {
                    if parser.isWaiting { deliver(parser.flush(), to: onKeys) }
                    continue
                }
                if ready < 0 && errno == EINTR { continue }
                let count = ready > 0 ? read(descriptor, &buffer, buffer.count) : -1
                if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
                guard count > 0 else {
                    if running.load(ordering: .relaxed) { onEnd() }
                    return
                }
                deliver(parser.feed(buffer[..<count]), to: onKeys)
            }
        }
        thread.name = "photomania.keyboard"
        thread.start()
    }

    /// Returns once the reading thread has ended (within 50 ms).
    func stop() {
        running.store(false, ordering: .relaxed)
        ended.wait()
    }

    private func deliver(_ keys: [Key], to onKeys: @Sendable ([Key]) -> Void) {
        if !keys.isEmpty { onKeys(keys) }
    }
}
