import Foundation
import Synchronization

/// Where a command writes: the real stdout/stderr, or a buffer in tests.
public protocol TextOutput: Sendable {
    func write(_ text: TerminalText)
    /// Whether a person is looking at it (a TTY), which switches tables, colours and images on.
    var isTerminal: Bool { get }
    /// Columns, when known.
    var columns: Int? { get }
    /// Rows (lines), when known.
    var rows: Int? { get }
    /// What went wrong writing, once something did: nothing more is written after it.
    var writeFailure: WriteFailure? { get }
}

/// Why an output took no more.
public enum WriteFailure: Sendable, Equatable {
    /// The reader went away (`| head`): the rest is dropped quietly.
    case closed
    /// Any other error, e.g. a full disk (`> /dev/full`): its `errno`.
    case failed(errno: Int32)
}

extension TextOutput {
    public var rows: Int? { nil }
    public var writeFailure: WriteFailure? { nil }

    /// Writes `text` without anything in it that could take control of a terminal.
    public func write(_ text: String) {
        write(TerminalText(text))
    }
}

/// A file descriptor: stdout or stderr. The first failed write is kept (`writeFailure`) and
/// ends the writing to that descriptor; SIGPIPE is ignored (`Photomania.run`), so a closed pipe
/// is an `EPIPE` here rather than the end of the process.
public struct FileOutput: TextOutput {
    public let descriptor: Int32
    private static let failures = Mutex<[Int32: WriteFailure]>([:])

    public static let standardOutput = FileOutput(descriptor: STDOUT_FILENO)
    public static let standardError = FileOutput(descriptor: STDERR_FILENO)

    public func write(_ text: TerminalText) {
        guard writeFailure == nil else { return }
        var bytes = Array(text.string.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written > 0 {
                bytes = bytes.dropFirst(written)
                continue
            }
            let code = written < 0 ? errno : EIO
            switch code {
            case EINTR: continue
            case EAGAIN: waitUntilWritable()
            case EPIPE: return fail(.closed)
            default: return fail(.failed(errno: code))
            }
        }
    }

    public var writeFailure: WriteFailure? {
        Self.failures.withLock { $0[descriptor] }
    }

    private func fail(_ failure: WriteFailure) {
        Self.failures.withLock { failures in
            if failures[descriptor] == nil { failures[descriptor] = failure }
        }
    }

    /// A descriptor another program left non-blocking: wait for room rather than drop text.
    private func waitUntilWritable() {
        var entry = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
        _ = poll(&entry, 1, 1000)
    }

    public var isTerminal: Bool { isatty(descriptor) == 1 }

    public var columns: Int? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    public var rows: Int? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 else { return nil }
        return Int(size.ws_row)
    }
}

/// Collects everything written, for tests; pretends to be a terminal of a given width if asked.
public final class CapturedOutput: TextOutput {
    private let buffer = Mutex("")
    public let isTerminal: Bool
    public let columns: Int?
    public let rows: Int?

    public init(isTerminal: Bool = false, columns: Int? = nil, rows: Int? = nil) {
        self.isTerminal = isTerminal
        self.columns = columns
        self.rows = rows
    }

    public func write(_ text: TerminalText) {
        buffer.withLock { $0 += text.string }
    }

    public var text: String { buffer.withLock { $0 } }
}
