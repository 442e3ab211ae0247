import Foundation
import PhotomaniaKit
import Synchronization

/// Asks on the terminal (a password without echo), or reads a line from standard input. The wait
/// runs on a thread for blocking work, never on the cooperative pool, and ends when the task is
/// cancelled (Ctrl-C cancels it: the signal itself is ignored).
enum TerminalPrompt {
    /// Asks on the terminal (`/dev/tty`), with echo off unless `echo`, restored before returning;
    /// nil when there is no terminal, nothing was typed, or when cancelled while waiting.
    static func ask(_ prompt: String, echo: Bool) async -> String? {
        await readCancellably { isCancelled in
            let terminal = open("/dev/tty", O_RDWR | O_CLOEXEC)
            guard terminal >= 0 else { return nil }
            defer { close(terminal) }
            var original = termios()
            guard tcgetattr(terminal, &original) == 0 else { return nil }
            var silent = original
            if !echo { silent.c_lflag &= ~tcflag_t(ECHO) }
            _ = prompt.withCString { write(terminal, $0, strlen($0)) }
            tcsetattr(terminal, TCSAFLUSH, &silent)
            defer {
                tcsetattr(terminal, TCSAFLUSH, &original)
                if !echo { _ = write(terminal, "\n", 1) }
            }
            return readLine(from: terminal, isCancelled: isCancelled)
        }
    }

    /// The first line of standard input (`--password-stdin`), without its line break.
    static func firstLineOfStandardInput() async -> String? {
        await readCancellably { isCancelled in readLine(from: STDIN_FILENO, isCancelled: isCancelled) }
    }

    /// All of standard input up to its end, or the first `limit + 1` bytes when it is longer;
    /// nil when cancelled.
    static func standardInput(upTo limit: Int) async -> [UInt8]? {
        await readCancellably { isCancelled -> [UInt8]? in
            var bytes: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 4096)
            while !isCancelled(), bytes.count <= limit {
                var waiting = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
                let ready = poll(&waiting, 1, 100)
                if ready == 0 || (ready < 0 && errno == EINTR) { continue }
                let count = ready > 0 ? read(STDIN_FILENO, &chunk, chunk.count) : -1
                guard count > 0 else { break }
                bytes += chunk.prefix(count)
            }
            return isCancelled() ? nil : Array(bytes.prefix(limit + 1))
        }
    }

    private static func readCancellably<Value: Sendable>(_ read: @escaping @Sendable (_ isCancelled: () -> Bool) -> Value?) async -> Value? {
        let cancellation = Cancellation()
        return await withTaskCancellationHandler {
            await BlockingWork.run { read { cancellation.isCancelled.load(ordering: .relaxed) } }
        } onCancel: {
            cancellation.isCancelled.store(true, ordering: .relaxed)
        }
    }

    private final class Cancellation: Sendable {
        let isCancelled = Atomic<Bool>(false)
    }

    /// Waits for input 100 ms at a time, so that a cancellation ends the wait.
    private static func readLine(from descriptor: Int32, isCancelled: () -> Bool) -> String? {
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while !isCancelled() {
            var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&waiting, 1, 100)
            if ready == 0 || (ready < 0 && errno == EINTR) { continue }
            guard ready > 0, read(descriptor, &byte, 1) == 1 else { break }
            if byte == UInt8(ascii: "\n") { break }
            bytes.append(byte)
            if bytes.count > 4096 { return nil }
        }
        if isCancelled() { return nil }
        if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
        return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self)
    }
}
