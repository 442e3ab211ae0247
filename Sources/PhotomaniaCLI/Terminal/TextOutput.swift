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
}

extension TextOutput {
    public var rows: Int? { nil }

    /// Writes `text` without anything in it that could take control of a terminal.
    public func write(_ text: String) {
        write(TerminalText(text))
    }
}

/// A file descriptor: stdout or stderr.
public struct FileOutput: TextOutput {
    public let descriptor: Int32

    public static let standardOutput = FileOutput(descriptor: STDOUT_FILENO)
    public static let standardError = FileOutput(descriptor: STDERR_FILENO)

    public func write(_ text: TerminalText) {
        var bytes = Array(text.string.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }  // a closed pipe (`| head`) ends the output quietly
            bytes = bytes.dropFirst(written)
        }
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
