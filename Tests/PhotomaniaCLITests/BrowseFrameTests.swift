import Testing

@testable import PhotomaniaCLI

@Suite struct BrowseFrameTests {
    @Test func theFirstFrameClearsThenOnlyChangedRowsAreRewritten() {
        var writer = FrameWriter()
        let first = writer.update(to: ["aaaa", "bbbb", "cccc"])
        #expect(first.hasPrefix("\u{1B}[0m\u{1B}[2J"))
        #expect(first.contains("\u{1B}[1;1H\u{1B}[0maaaa") && first.contains("\u{1B}[3;1H\u{1B}[0mcccc"))

        let second = writer.update(to: ["aaaa", "BBBB", "cccc"])
        #expect(second == "\u{1B}[2;1H\u{1B}[0mBBBB")
        #expect(writer.update(to: ["aaaa", "BBBB", "cccc"]).isEmpty, "nothing changed, nothing sent")

        writer.invalidate()
        let redrawn = writer.update(to: ["aaaa", "BBBB", "cccc"])
        #expect(redrawn.contains("\u{1B}[2J") && redrawn.contains("aaaa") && redrawn.contains("cccc"))
    }

    @Test func styledLinesAreMeasuredWithoutTheirEscapes() {
        let line = ScreenLine.fitStyled("\u{1B}[7mab\u{1B}[0m", toWidth: 5)
        #expect(line == "\u{1B}[7mab\u{1B}[0m   ")
        #expect(ScreenLine.fitStyled("\u{1B}[1mabcdefgh\u{1B}[0m", toWidth: 5) == "abcd…")
        #expect(stripEscapes("\u{1B}[38;2;1;2;3m▀\u{1B}[0m") == "▀")
        #expect(ScreenLine.spread("left side", "right", width: 12) == "left…  right", "a cut left side never runs into the right")
        #expect(ScreenLine.spread("left side", " right", width: 12) == "left…  right")
    }

    @Test func theLeaveSequenceEndsAnOpenEscapeBeforeRestoring() {
        let leave = TerminalMode.leaveSequence
        #expect(leave.hasPrefix("\u{18}\u{1B}\\"), "CAN and ST first")
        #expect(leave.hasSuffix("\u{1B}[?1049l"))
        #expect(leave.contains("\u{1B}[?25h"))
    }
}
