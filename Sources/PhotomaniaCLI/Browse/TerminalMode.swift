import Foundation
import Synchronization

/// Owns the terminal while the browser runs: raw input, the alternate screen, a hidden cursor.
/// `leave()` puts everything back and may be called from any thread, any number of times.
final class TerminalMode: Sendable {
    /// A CAN and an ST first: they end any escape sequence a cut-off write left open, so the
    /// sequences after them are read as meant.
    static let leaveSequence = endEscape + restoreSequence
    private static let endEscape = "\u{18}\u{1B}\\"
    private static let restoreSequence = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
    static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J"

    private let input: Int32
    private let output: FileOutput
    private let saved: Mutex<termios?> = Mutex(nil)
    /// Written on leaving, before the alternate screen is left: kitty mode deletes its pictures
    /// there, whichever way the browser ends.
    private let cleanup: String

    init(input: Int32 = STDIN_FILENO, output: FileOutput = .standardOutput, cleanup: String = "") {
        self.input = input
        self.output = output
        self.cleanup = cleanup
    }

    /// Raw mode (keys arrive one by one, unechoed; Ctrl-C and Ctrl-Z arrive as bytes) and the
    /// alternate screen. Entering again (after SIGCONT) sets them up again and keeps the settings
    /// first saved, so that `leave()` restores the shell's.
    func enter() throws(SettingsUnreadable) {
        var original = termios()
        if let saved = saved.withLock({ $0 }) {
            original = saved
        } else if tcgetattr(input, &original) != 0 {
            throw SettingsUnreadable(reason: String(cString: strerror(errno)))
        }
        var raw = original
        cfmakeraw(&raw)
        raw.c_oflag |= tcflag_t(OPOST)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        saved.withLock { $0 = original }
        tcsetattr(input, TCSAFLUSH, &raw)
        output.write(TerminalText(withOwnEscapeCodes: Self.enterSequence))
    }

    func leave() {
        guard var original = saved.withLock({ state -> termios? in
            defer { state = nil }
            return state
        }) else { return }
        output.write(TerminalText(withOwnEscapeCodes: Self.endEscape + cleanup + Self.restoreSequence))
        tcsetattr(input, TCSAFLUSH, &original)
    }

    /// `tcgetattr` failed: the input is not a terminal after all.
    struct SettingsUnreadable: Error {
        let reason: String
    }

    /// The window's size in cells.
    var size: (columns: Int, rows: Int) {
        var size = winsize()
        guard ioctl(output.descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return (80, 24) }
        return (Int(size.ws_col), Int(size.ws_row))
    }
}
