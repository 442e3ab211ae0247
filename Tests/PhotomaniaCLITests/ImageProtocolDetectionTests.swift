import Testing

@testable import PhotomaniaCLI

@Suite struct ImageProtocolDetectionTests {
    @Test(arguments: [
        ([String: String](), true, ImageProtocol.blocks),
        (["TERM": "xterm-256color"], true, .blocks),
        (["TERM": "xterm-256color"], false, .none),
        (["TERM": "dumb"], true, .none),
        (["TERM": "xterm-kitty"], true, .kitty),
        (["TERM": "xterm-256color", "KITTY_WINDOW_ID": "1"], true, .kitty),
        (["TERM": "xterm-ghostty"], true, .kitty),
        (["TERM_PROGRAM": "ghostty"], true, .kitty),
        (["TERM_PROGRAM": "iTerm.app"], true, .iterm),
        (["LC_TERMINAL": "iTerm2"], true, .iterm),
        (["TERM_PROGRAM": "WezTerm"], true, .iterm),
        (["TERM": "xterm-kitty"], false, .none),
        // Inside tmux the outer terminal's variables leak in but graphics do not pass.
        (["TERM": "tmux-256color", "KITTY_WINDOW_ID": "1"], true, .blocks),
        (["TERM": "xterm-kitty", "TMUX": "/tmp/tmux-0/default,1,0"], true, .blocks),
        (["TERM": "screen", "TERM_PROGRAM": "iTerm.app"], true, .blocks),
        // The override wins, even over a dumb terminal or a pipe.
        (["PHOTOMANIA_IMAGES": "none", "TERM": "xterm-kitty"], true, .none),
        (["PHOTOMANIA_IMAGES": "kitty", "TERM": "dumb"], true, .kitty),
        (["PHOTOMANIA_IMAGES": "blocks"], false, .blocks),
        (["PHOTOMANIA_IMAGES": "ITERM"], true, .iterm),
        // An unknown override value is ignored.
        (["PHOTOMANIA_IMAGES": "sixel", "TERM": "xterm-kitty"], true, .kitty),
    ])
    func detects(environment: [String: String], isTerminal: Bool, expected: ImageProtocol) {
        #expect(ImageProtocol.detect(environment: environment, isTerminal: isTerminal) == expected)
    }

    @Test(arguments: [
        ([String: String](), ColorDepth.palette256),
        (["COLORTERM": "truecolor"], .trueColor),
        (["COLORTERM": "24bit"], .trueColor),
        (["COLORTERM": "TrueColor"], .trueColor),
        (["COLORTERM": "yes"], .palette256),
        (["TERM": "xterm-256color"], .palette256),
    ])
    func colourDepth(environment: [String: String], expected: ColorDepth) {
        #expect(ColorDepth.detect(environment: environment) == expected)
    }

    @Test(arguments: [
        ("kitty", ImageProtocol?.some(.kitty)), ("iterm", .iterm), ("iterm2", .iterm), ("blocks", .blocks),
        ("none", ImageProtocol.none), ("off", ImageProtocol.none), (" Kitty ", .kitty), ("sixel", nil), ("", nil),
    ])
    func parsesOptionValues(value: String, expected: ImageProtocol?) {
        #expect(ImageProtocol(option: value) == expected)
    }
}
