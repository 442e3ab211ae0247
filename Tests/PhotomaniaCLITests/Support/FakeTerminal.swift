import CLinux
import Foundation
import Synchronization

/// A pseudo-terminal whose far (master) end the test plays the terminal on: it reads everything
/// the program writes to the near (slave) end and answers, types keys and waits as a script
/// says, on a thread of its own, so that no test thread blocks.
final class FakeTerminal: Sendable {
    /// What the terminal does, in order.
    enum Step: Sendable {
        /// Waits until the program asked `CSI c` (or 10 s).
        case awaitQuery
        /// Sends bytes to the program's input: an answer, or keys the user typed.
        case send(String)
        case pause(Duration)
    }

    /// The terminal's end.
    let master: Int32
    /// The program's end, its input and output; kept open for the test's life.
    let slave: Int32
    let slavePath: String
    private let received = Mutex<[UInt8]>([])
    private let played = Atomic(false)
    private let stopping = Atomic(false)
    private let ended = DispatchSemaphore(value: 0)
    private let started = Atomic(false)

    init() throws {
        master = posix_openpt(O_RDWR | O_NOCTTY)
        var name = [CChar](repeating: 0, count: 64)
        guard master >= 0, grantpt(master) == 0, unlockpt(master) == 0, ptsname_r(master, &name, UInt(name.count)) == 0 else {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
        slavePath = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        slave = open(slavePath, O_RDWR | O_NOCTTY)
        guard slave >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    }

    deinit {
        if started.load(ordering: .relaxed) {
            stopping.store(true, ordering: .relaxed)
            ended.wait()
        }
        close(slave)
        close(master)
    }

    /// Plays `steps`, reading the program's output all the while and after, until the end.
    func play(_ steps: [Step]) {
        started.store(true, ordering: .relaxed)
        let thread = Thread { [self] in
            defer { ended.signal() }
            for step in steps {
                switch step {
                case .awaitQuery:
                    let deadline = ContinuousClock.now + .seconds(10)
                    while !output.contains("\u{1B}[c"), ContinuousClock.now < deadline, !stopping.load(ordering: .relaxed) { readAvailable(waiting: 5) }
                case .send(let text):
                    let bytes = Array(text.utf8)
                    _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
                case .pause(let duration):
                    let end = ContinuousClock.now + duration
                    while ContinuousClock.now < end { readAvailable(waiting: 5) }
                }
            }
            played.store(true, ordering: .relaxed)
            while !stopping.load(ordering: .relaxed) { readAvailable(waiting: 20) }
        }
        thread.name = "photomania.fake-terminal"
        thread.start()
    }

    /// Whether every step was played.
    var isPlayed: Bool { played.load(ordering: .relaxed) }

    /// Everything the program wrote so far, as text.
    var output: String { String(decoding: received.withLock { $0 }, as: UTF8.self) }

    /// The program's end's settings, for comparing before and after.
    var settings: [UInt8] {
        var settings = termios()
        tcgetattr(slave, &settings)
        return withUnsafeBytes(of: &settings) { Array($0) }
    }

    /// The window size the terminal reports (`TIOCSWINSZ`).
    func setWindow(columns: UInt16, rows: UInt16, width: UInt16, height: UInt16) {
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: width, ws_ypixel: height)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    }

    private func readAvailable(waiting milliseconds: Int32) {
        var entry = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        guard poll(&entry, 1, milliseconds) > 0 else { return }
        guard entry.revents & Int16(POLLIN) != 0 else {
            usleep(UInt32(milliseconds) * 1000)
            return
        }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = read(master, &buffer, buffer.count)
        if count > 0 {
            received.withLock { $0 += buffer[..<count] }
        } else {
            usleep(UInt32(milliseconds) * 1000)
        }
    }
}
