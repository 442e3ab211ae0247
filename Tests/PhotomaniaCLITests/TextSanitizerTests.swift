import Testing

@testable import PhotomaniaCLI

@Suite struct TextSanitizerTests {
    @Test func plainTextIsUntouched() {
        let text = "Sunset in Kyoto — 京都\nline two\tcolumn"
        #expect(sanitizedForTerminal(text) == text)
    }

    @Test func colourSequenceInATitleDoesNotSurvive() {
        let title = "\u{1B}[31mRed\u{1B}[0m sky"
        #expect(sanitizedForTerminal(title) == "Red sky")
        #expect(!sanitizedForTerminal(title).contains("\u{1B}"))
    }

    @Test func screenClearingAndCursorMoves() {
        #expect(sanitizedForTerminal("a\u{1B}[2J\u{1B}[H\u{1B}[?25lb") == "ab")
        #expect(sanitizedForTerminal("a\u{1B}[38;2;255;0;0mb") == "ab")
    }

    @Test func operatingSystemCommandsEndedByBelOrST() {
        #expect(sanitizedForTerminal("x\u{1B}]0;owned title\u{7}y") == "xy")
        #expect(sanitizedForTerminal("x\u{1B}]8;;https://evil/\u{1B}\\link\u{1B}]8;;\u{1B}\\y") == "xlinky")
        #expect(sanitizedForTerminal("x\u{1B}]52;c;Y29weQ==\u{7}y") == "xy")
    }

    @Test func deviceControlAndApplicationStrings() {
        #expect(sanitizedForTerminal("a\u{1B}P1;2q#0\u{1B}\\b") == "ab")
        #expect(sanitizedForTerminal("a\u{1B}_Gi=1;AAAA\u{1B}\\b") == "ab")
    }

    @Test func twoCharacterEscapes() {
        #expect(sanitizedForTerminal("a\u{1B}cb") == "ab")
        #expect(sanitizedForTerminal("a\u{1B}(Bb") == "ab")
        #expect(sanitizedForTerminal("a\u{1B}") == "a")
    }

    @Test func eightBitControls() {
        #expect(sanitizedForTerminal("a\u{9B}31mb") == "ab")
        #expect(sanitizedForTerminal("a\u{9D}0;t\u{9C}b") == "ab")
        #expect(sanitizedForTerminal("a\u{85}b") == "ab")
    }

    @Test func otherControlsAreRemovedButLineBreaksAndTabsStay() {
        #expect(sanitizedForTerminal("a\u{7}\u{8}\u{0}\u{7F}b\r\nc\td") == "ab\nc\td")
    }

    @Test func singleLineTurnsBreaksIntoSpaces() {
        #expect(sanitizedForTerminal("a\nb\tc\rd", singleLine: true) == "a b c d")
        #expect(sanitizedForTerminal("plain", singleLine: true) == "plain")
    }

    @Test func unterminatedStringSwallowsTheRest() {
        #expect(sanitizedForTerminal("safe\u{1B}]0;never ends") == "safe")
    }
}

@Suite struct TextSanitizerBidiTests {
    @Test func bidiControlsAreDropped() {
        let text = "a\u{202E}gpj.exe\u{202C}\u{2066}b\u{2069}\u{200E}\u{200F}\u{061C}c\u{202A}\u{202B}\u{202D}\u{2067}\u{2068}"
        #expect(sanitizedForTerminal(text) == "agpj.exebc")
        #expect(sanitizedForTerminal(text, singleLine: true) == "agpj.exebc")
    }

    @Test func everyOutputSanitisesWhatItIsGiven() {
        let output = CapturedOutput()
        output.write(Hostile.text + "\n")
        Console(standardOutput: output, standardError: output, environment: [:]).print(Hostile.url)
        #expect(output.text == Hostile.visible + "\nhttp://127.0.0.1:9/i/4242.jpg?gnp\n")
    }
}
