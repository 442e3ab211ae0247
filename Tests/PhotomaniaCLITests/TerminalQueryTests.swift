import Foundation
import PhotomaniaKit
import Testing

@testable import PhotomaniaCLI

/// Asking the terminal whether it speaks sixel (`CSI c`) and how big its cells are (`CSI 16 t`)
/// on a real pty, whose far end a fake terminal plays: answering at once, slowly, or never,
/// with the user's keys before and between the answers.
@Suite struct TerminalQueryTests {
    private static let escape = "\u{1B}"

    /// The query on the pty's near end, on a blocking thread, and how long it took.
    private func ask(_ terminal: FakeTerminal, cellSize: Bool = false, deadline: Duration = .milliseconds(100)) async -> (TerminalAnswers?, Duration) {
        let query = TerminalQuery(input: terminal.slave, output: terminal.slave, deadline: deadline)
        return await BlockingWork.run {
            let start = ContinuousClock.now
            let answers = query.ask(cellSize: cellSize)
            return (answers, ContinuousClock.now - start)
        }
    }

    private func typed(_ answers: TerminalAnswers?) -> String {
        String(decoding: answers?.typed ?? [], as: UTF8.self)
    }

    @Test func anAnswerListing4MeansSixel() async throws {
        let terminal = try FakeTerminal()
        terminal.play([.awaitQuery, .send("\(Self.escape)[?62;4;22c")])
        let (answers, _) = await ask(terminal)
        #expect(answers?.attributes == [62, 4, 22])
        #expect(answers?.typed == [])
        #expect(ImageProtocol.detect(environment: ["TERM": "xterm-256color"], isTerminal: true, attributes: answers?.attributes) == .sixel)
        #expect(terminal.output == "\(Self.escape)[c", "only CSI c is asked without cellSize")
    }

    @Test func anAnswerWithout4MeansBlocks() async throws {
        let terminal = try FakeTerminal()
        terminal.play([.awaitQuery, .send("\(Self.escape)[?62;22c")])
        let (answers, _) = await ask(terminal)
        #expect(answers?.attributes == [62, 22])
        #expect(ImageProtocol.detect(environment: ["TERM": "xterm-256color", "WT_SESSION": "1"], isTerminal: true, attributes: answers?.attributes) == .blocks)
    }

    @Test func aSlowAnswerWithinTheDeadlineIsRead() async throws {
        let terminal = try FakeTerminal()
        terminal.play([.awaitQuery, .pause(.milliseconds(30)), .send("\(Self.escape)[?62;4c")])
        let (answers, _) = await ask(terminal)
        #expect(answers?.attributes == [62, 4])
    }

    /// The deadline passes at 100 ms: no answer, blocks; the late answer is left unread (the
    /// query does not wait for it) and is never taken for keys.
    @Test func anAnswerPastTheDeadlineIsNoAnswer() async throws {
        let terminal = try FakeTerminal()
        terminal.play([.awaitQuery, .pause(.milliseconds(300)), .send("\(Self.escape)[?62;4c")])
        let (answers, elapsed) = await ask(terminal)
        #expect(answers != nil && answers?.attributes == nil)
        #expect(answers?.typed == [])
        #expect(elapsed >= .milliseconds(90) && elapsed < .seconds(2), "\(elapsed)")
        #expect(ImageProtocol.detect(environment: ["TERM": "xterm-256color"], isTerminal: true, attributes: answers?.attributes) == .blocks)
        // It reaches the next reader of the terminal, as keys would: the pty, its settings put
        // back, echoes it.
        #expect(await eventually(timeout: 5) { terminal.output.contains("^[[?62;4c") })
    }

    /// An answer under way at the deadline (another answer came, or one began as no key does)
    /// is read to its end, so that its rest never reaches the next reader as keys. (A deadline of
    /// 300 ms and the rest 500 ms after the start leave a busy machine room either side.)
    @Test(arguments: [("\u{1B}[6;18;9t", "\u{1B}[?62;4c"), ("\u{1B}[6;18;9t\u{1B}[?62;", "4c"), ("\u{1B}[6;18;", "9t\u{1B}[?62;4c")])
    func anAnswerUnderWayAtTheDeadlineIsFinished(begun: String, rest: String) async throws {
        let terminal = try FakeTerminal()
        terminal.play([.awaitQuery, .pause(.milliseconds(30)), .send("k"), .send(begun), .pause(.milliseconds(500)), .send(rest)])
        let (answers, elapsed) = await ask(terminal, cellSize: true, deadline: .milliseconds(300))
        #expect(answers?.attributes == [62, 4])
        #expect(answers?.cellSize == CellSize(width: 9, height: 18, source: .terminal))
        #expect(elapsed >= .milliseconds(400) && elapsed < .seconds(2), "\(elapsed)")
        #expect(typed(answers) == "k")
    }

    /// Within the grace, but never beyond: a fragment no key starts like is dropped, not typed.
    @Test func anAnswerThatStopsHalfwayIsDropped() async throws {
        let terminal = try FakeTerminal()
        terminal.play([.awaitQuery, .send("a\(Self.escape)[?62;")])
        let (answers, elapsed) = await ask(terminal)
        #expect(answers?.attributes == nil && typed(answers) == "a")
        #expect(elapsed >= .milliseconds(500) && elapsed < .seconds(2), "\(elapsed)")
    }

    @Test func aTerminalThatNeverAnswersCostsTheDeadline() async throws {
        let terminal = try FakeTerminal()
        terminal.play([.awaitQuery])
        let (answers, elapsed) = await ask(terminal, cellSize: true)
        #expect(answers != nil && answers?.attributes == nil && answers?.cellSize == nil)
        #expect(elapsed >= .milliseconds(90) && elapsed < .seconds(2), "\(elapsed)")
        #expect(terminal.output == "\(Self.escape)[16t\(Self.escape)[c", "the cell size first, CSI c last")
    }

    /// Keys typed before, between and inside the gaps of split answers come back in order;
    /// none is taken for an answer, and no answer for keys.
    @Test func keysTypedMeanwhileComeBackInOrder() async throws {
        let terminal = try FakeTerminal()
        terminal.play([
            .awaitQuery, .send("q"), .send("\(Self.escape)[6;1"), .pause(.milliseconds(20)), .send("8;9t"), .send("w\(Self.escape)[A"),
            .send("\(Self.escape)[?62;"), .pause(.milliseconds(20)), .send("4;22c"),
        ])
        let (answers, _) = await ask(terminal, cellSize: true)
        #expect(answers?.attributes == [62, 4, 22])
        #expect(answers?.cellSize == CellSize(width: 9, height: 18, source: .terminal))
        #expect(typed(answers) == "qw\(Self.escape)[A")
    }

    @Test func keysTypedBeforeTheQueryStartsAreKept() async throws {
        let terminal = try FakeTerminal()
        _ = "hi".withCString { write(terminal.master, $0, 2) }
        terminal.play([.awaitQuery, .send("\(Self.escape)[?62;4c")])
        let (answers, _) = await ask(terminal)
        #expect(typed(answers) == "hi")
        #expect(answers?.attributes == [62, 4])
    }

    /// The Esc key just before an answer, keys that start like one (Ctrl-PageDown is
    /// `ESC [ 6 ; 5 ~`), and garbage are keys; the answer after them is still found.
    @Test func escapeSequencesThatAreNoAnswerAreKeys() async throws {
        let terminal = try FakeTerminal()
        terminal.play([
            .awaitQuery, .send(Self.escape), .pause(.milliseconds(10)), .send("\(Self.escape)[6;5~\(Self.escape)[?6x"), .send("\(Self.escape)\(Self.escape)[?1;2c"),
        ])
        let (answers, _) = await ask(terminal)
        #expect(answers?.attributes == [1, 2])
        #expect(typed(answers) == "\(Self.escape)\(Self.escape)[6;5~\(Self.escape)[?6x\(Self.escape)")
    }

    @Test(arguments: [
        ("[6;18;9t", CellSize(width: 9, height: 18, source: .terminal)),
        ("[6;20;10t", CellSize(width: 10, height: 20, source: .terminal)),
        ("[6;1000;5000t", nil), ("[6;0;0t", nil), ("[6;18;1t", nil), ("[6;200;20t", nil),
    ])
    func theCellSizeAnswerIsParsedAndCapped(answer: String, expected: CellSize?) async throws {
        let terminal = try FakeTerminal()
        terminal.play([.awaitQuery, .send(Self.escape + answer + "\(Self.escape)[?62;4c")])
        let (answers, _) = await ask(terminal, cellSize: true)
        #expect(answers?.cellSize == expected)
        #expect(answers?.typed == [], "an implausible answer is still an answer, not keys")
        #expect(answers?.attributes == [62, 4])
    }

    @Test func theSettingsAfterAreExactlyThoseBefore() async throws {
        let terminal = try FakeTerminal()
        let before = terminal.settings
        terminal.play([.awaitQuery, .send("x\(Self.escape)[?62;4c")])
        _ = await ask(terminal)
        #expect(terminal.settings == before)
        let silent = try FakeTerminal()
        let silentBefore = silent.settings
        silent.play([.awaitQuery])
        _ = await ask(silent, cellSize: true)
        #expect(silent.settings == silentBefore)
    }

    @Test func noQueryOffATerminal() async throws {
        let terminal = try FakeTerminal()
        let devNull = open("/dev/null", O_RDWR)
        defer { close(devNull) }
        #expect(!TerminalQuery(input: devNull, output: terminal.slave).canAsk, "input is no terminal")
        #expect(!TerminalQuery(input: terminal.slave, output: devNull).canAsk, "output is no terminal")
        let other = try FakeTerminal()
        #expect(!TerminalQuery(input: terminal.slave, output: other.slave).canAsk, "two different terminals")
        #expect(TerminalQuery(input: devNull, output: devNull).ask(cellSize: true) == nil)
        #expect(TerminalQuery(input: terminal.slave, output: terminal.slave).canAsk)
    }

    /// `PictureDrawing.detect` asks only when the mode is open, and `CSI 16 t` only when the
    /// window gives no pixel size.
    @Test func detectionAsksOnlyWhatItNeeds() async throws {
        let sized = try FakeTerminal()
        sized.setWindow(columns: 80, rows: 24, width: 720, height: 432)
        sized.play([.awaitQuery, .send("\(Self.escape)[?65;4;1c")])
        let query = TerminalQuery(input: sized.slave, output: sized.slave)
        let (drawing, typed) = await BlockingWork.run {
            PictureDrawing.detect(requested: nil, environment: ["TERM": "xterm-256color"], isTerminal: true, terminal: query)
        }
        #expect(drawing.mode == .sixel && typed.isEmpty)
        #expect(drawing.cell == CellSize(width: 9, height: 18, source: .window))
        #expect(sized.output == "\(Self.escape)[c")

        let kitty = try FakeTerminal()
        let kittyQuery = TerminalQuery(input: kitty.slave, output: kitty.slave)
        let decided = await BlockingWork.run {
            PictureDrawing.detect(requested: nil, environment: ["TERM": "xterm-kitty"], isTerminal: true, terminal: kittyQuery).drawing
        }
        let requested = await BlockingWork.run {
            PictureDrawing.detect(requested: .blocks, environment: ["TERM": "xterm-256color"], isTerminal: true, terminal: kittyQuery).drawing
        }
        #expect(decided.mode == .kitty && decided.cell == .assumed && requested.mode == .blocks)
        try await Task.sleep(for: .milliseconds(50))
        var pending = pollfd(fd: kitty.master, events: Int16(POLLIN), revents: 0)
        #expect(poll(&pending, 1, 0) == 0, "nothing was asked")
    }

    /// Typed keys go back to the terminal's input queue when the kernel lets them (here root, or
    /// `dev.tty.legacy_tiocsti`); a signal key is found for raising when it cannot.
    @Test func typedKeysGoBackToTheTerminal() async throws {
        let terminal = try FakeTerminal()
        if TerminalQuery.giveBack(Array("ok\n".utf8), to: terminal.slave) {
            var entry = pollfd(fd: terminal.slave, events: Int16(POLLIN), revents: 0)
            #expect(poll(&entry, 1, 1000) == 1)
            var buffer = [UInt8](repeating: 0, count: 16)
            let count = read(terminal.slave, &buffer, buffer.count)
            #expect(count == 3 && Array(buffer[..<3]) == Array("ok\n".utf8))
        }
        #expect(TerminalQuery.signalKey(in: [0x61, 0x03][...], settingsOf: terminal.slave) == SIGINT)
        #expect(TerminalQuery.signalKey(in: [0x61, 0x1A, 0x03][...], settingsOf: terminal.slave) == SIGTSTP)
        #expect(TerminalQuery.signalKey(in: Array("q\u{1B}[A".utf8)[...], settingsOf: terminal.slave) == nil)
    }
}
