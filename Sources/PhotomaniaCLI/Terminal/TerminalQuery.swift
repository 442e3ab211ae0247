import Foundation

/// Asks the terminal what it is: its primary device attributes (`CSI c`, whose 4 says it
/// speaks sixel) and, when wanted, its cell size in pixels (`CSI 16 t`). The answers come on the
/// terminal's input, mixed with whatever the user types meanwhile, so they are read here and
/// sorted (`TerminalReplyParser`): no typed byte is lost, and none is taken for an answer.
///
/// `ask` blocks for up to the deadline: call it before the async machinery starts, or on a
/// `BlockingWork` thread, never on the cooperative pool.
///
/// A late answer: every terminal answers `CSI c`, and it is asked last, so its answer ends the
/// wait. If nothing of an answer came by the deadline (100 ms), the reading stops there and the
/// terminal counts as not answering. An answer that comes later is not read here: reading on
/// would mean either waiting longer or taking keys for it. The browser loses it harmlessly
/// (entering raw mode flushes the input, and `KeyParser` skips an escape sequence that is no key);
/// after a one-shot command it reaches whatever reads the terminal next — the shell may show it as
/// `^[[?62;4c`. If an answer has begun by the deadline (an answer to `CSI 16 t` came, or the start
/// of one that no key starts like), the terminal is answering and the rest is in flight: the
/// reading goes on until the answer to `CSI c` ends, for at most `grace` more — still keeping every
/// other byte as typed, so nothing is drained.
struct TerminalQuery: Sendable {
    /// Where the answers come (the terminal's input, a tty).
    let input: Int32
    /// Where the questions go (the same terminal's output).
    let output: Int32
    var deadline: Duration = .milliseconds(100)
    var grace: Duration = .milliseconds(500)

    static let deviceAttributes = "\u{1B}[c"
    static let cellSizeRequest = "\u{1B}[16t"

    init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, deadline: Duration = .milliseconds(100)) {
        (self.input, self.output, self.deadline) = (input, output, deadline)
    }

    /// Whether a question may be put: both ends are ttys, the same one (else the answer would
    /// go to another terminal's reader), and this process is not in the background (where
    /// changing the settings would stop it with SIGTTOU).
    var canAsk: Bool {
        guard isatty(input) == 1, isatty(output) == 1 else { return false }
        var inputStatus = stat()
        var outputStatus = stat()
        guard fstat(input, &inputStatus) == 0, fstat(output, &outputStatus) == 0, inputStatus.st_rdev == outputStatus.st_rdev else { return false }
        let group = tcgetpgrp(input)
        return group == -1 ? errno == ENOTTY : group == getpgrp()
    }

    /// Writes `CSI 16 t` (with `cellSize`) and `CSI c`, and reads the answers until the answer to
    /// `CSI c` ends or the deadline passes. Nil when no question could be put (`canAsk`, or the
    /// terminal's settings could not be read or changed, or the question not written): then
    /// nothing was read either. The input is non-canonical and unechoed only while this runs
    /// (an echoed answer would show on the screen); signal keys arrive as bytes meanwhile, and
    /// come back in `typed`. The settings are put back exactly as they were, on every path.
    func ask(cellSize: Bool) -> TerminalAnswers? {
        guard canAsk else { return nil }
        var saved = termios()
        guard tcgetattr(input, &saved) == 0 else { return nil }
        var quiet = saved
        quiet.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
        quiet.c_iflag &= ~tcflag_t(ICRNL)
        withUnsafeMutableBytes(of: &quiet.c_cc) { cc in
            cc[Int(VMIN)] = 0
            cc[Int(VTIME)] = 0
        }
        defer { restore(saved) }
        // TCSANOW: TCSAFLUSH would throw away keys already typed.
        guard tcsetattr(input, TCSANOW, &quiet) == 0 else { return nil }
        guard write((cellSize ? Self.cellSizeRequest : "") + Self.deviceAttributes) else { return nil }
        return read()
    }

    /// Reads until the answer to `CSI c` completes, the deadline (or grace) passes, or the input ends.
    private func read() -> TerminalAnswers {
        let clock = ContinuousClock()
        let due = clock.now + deadline
        let latest = due + grace
        var parser = TerminalReplyParser()
        var buffer = [UInt8](repeating: 0, count: 256)
        while !parser.isAnswered {
            let left = (parser.isAnswering ? latest : due) - clock.now
            guard left > .zero else { break }
            var entry = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
            let ready = poll(&entry, 1, Self.milliseconds(left))
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else {
                if ready == 0 { continue }
                break
            }
            guard entry.revents & Int16(POLLIN) != 0 else { break }
            let count = Glibc.read(input, &buffer, buffer.count)
            if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            guard count > 0 else { break }
            parser.feed(buffer[..<count])
        }
        return parser.finish()
    }

    /// The whole question, or false.
    private func write(_ text: String) -> Bool {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(output, $0.baseAddress, $0.count) }
            if written > 0 {
                bytes = bytes.dropFirst(written)
            } else if written < 0 && errno == EINTR {
                continue
            } else {
                return false
            }
        }
        return true
    }

    private func restore(_ saved: termios) {
        var saved = saved
        while tcsetattr(input, TCSANOW, &saved) != 0 && errno == EINTR {}
    }

    /// Rounded up, so that a wait never ends just short of the deadline and spins.
    private static func milliseconds(_ duration: Duration) -> Int32 {
        let (seconds, attoseconds) = duration.components
        return Int32(clamping: seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
    }

    /// Gives `typed` back to the terminal's input queue, byte by byte (`TIOCSTI`), so that what
    /// reads the terminal next — the shell, once a one-shot command ends — gets the keys typed
    /// during the query as if they had never been read. The kernel allows it to root only
    /// (CAP_SYS_ADMIN), or to the terminal's own session when `dev.tty.legacy_tiocsti` is 1
    /// (Linux 6.2 and later may be built with it off); otherwise the keys are dropped silently,
    /// save one thing: a signal key among them (Ctrl-C, Ctrl-\, Ctrl-Z, as the terminal's settings
    /// name them) is not lost but raised, as the terminal would have, since the query read it as
    /// a byte. Answers whether the bytes went back.
    @discardableResult
    static func giveBack(_ typed: [UInt8], to input: Int32 = STDIN_FILENO) -> Bool {
        var index = typed.startIndex
        while index < typed.endIndex {
            var byte = typed[index]
            guard ioctl(input, UInt(TIOCSTI), &byte) == 0 else { break }
            index += 1
        }
        guard index < typed.endIndex else { return true }
        if let number = signalKey(in: typed[index...], settingsOf: input) { raise(number) }
        return false
    }

    /// The signal of the first key in `bytes` that the terminal's settings make a signal key.
    static func signalKey(in bytes: ArraySlice<UInt8>, settingsOf input: Int32) -> Int32? {
        var settings = termios()
        guard tcgetattr(input, &settings) == 0, settings.c_lflag & tcflag_t(ISIG) != 0 else { return nil }
        let keys = withUnsafeBytes(of: settings.c_cc) { cc in
            [(cc[Int(VINTR)], SIGINT), (cc[Int(VQUIT)], SIGQUIT), (cc[Int(VSUSP)], SIGTSTP)].filter { $0.0 != 0 }
        }
        for byte in bytes {
            if let key = keys.first(where: { $0.0 == byte }) { return key.1 }
        }
        return nil
    }
}
