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
        (["PHOTOMANIA_IMAGES": "sixel", "TERM": "xterm-kitty"], true, .sixel),
        // An unknown override value is ignored.
        (["PHOTOMANIA_IMAGES": "ascii", "TERM": "xterm-kitty"], true, .kitty),
        // With no answer to CSI c: Windows Terminal and foot are taken for sixel, but not inside
        // tmux or screen.
        (["TERM": "xterm-256color", "WT_SESSION": "6a1b"], true, .sixel),
        (["TERM": "foot"], true, .sixel),
        (["TERM": "foot-extra"], true, .sixel),
        (["TERM": "foot", "TMUX": "/tmp/tmux-0/default,1,0"], true, .blocks),
        (["TERM": "screen-256color", "WT_SESSION": "6a1b"], true, .blocks),
        (["TERM": "foot"], false, .none),
        // screen with a TERM of the outer terminal's.
        (["TERM": "xterm-kitty", "STY": "1234.pts-0.host"], true, .blocks),
    ])
    func detects(environment: [String: String], isTerminal: Bool, expected: ImageProtocol) {
        #expect(ImageProtocol.detect(environment: environment, isTerminal: isTerminal) == expected)
    }

    /// The terminal's answer to `CSI c` (primary device attributes): 4 is sixel.
    @Test(arguments: [
        (["TERM": "xterm-256color"], [62, 4, 22], ImageProtocol.sixel),
        (["TERM": "xterm-256color"], [62, 22], .blocks),
        (["TERM": "xterm-256color"], [], .blocks),
        (["TERM": "xterm-256color"], [64, 1, 2, 6, 9, 15, 16, 17, 18, 21, 22, 28, 4], .sixel),
        // The answer wins over the hints: a Windows Terminal without sixel says so.
        (["TERM": "xterm-256color", "WT_SESSION": "6a1b"], [61, 6, 7, 22, 23, 24, 28, 32, 42], .blocks),
        (["TERM": "foot"], [62, 4, 22], .sixel),
        // kitty and iTerm2 by their variables stay preferred.
        (["TERM": "xterm-kitty"], [62, 4, 22], .kitty),
        (["TERM_PROGRAM": "WezTerm"], [65, 4, 6, 22], .iterm),
        // tmux 3.4+ answers CSI c itself: with 4 only when built with sixel, which it passes on.
        (["TERM": "tmux-256color", "TMUX": "/tmp/tmux-0/default,1,0", "KITTY_WINDOW_ID": "1"], [61, 4, 6, 21, 22], .sixel),
        (["TERM": "tmux-256color", "TMUX": "/tmp/tmux-0/default,1,0", "KITTY_WINDOW_ID": "1"], [1, 2], .blocks),
        (["TERM": "screen"], [1, 2], .blocks),
        // The override, a dumb terminal and a pipe are decided before any answer.
        (["TERM": "xterm-256color", "PHOTOMANIA_IMAGES": "blocks"], [62, 4], .blocks),
        (["TERM": "dumb"], [62, 4], ImageProtocol.none),
    ])
    func detectsFromTheAnswer(environment: [String: String], attributes: [Int], expected: ImageProtocol) {
        #expect(ImageProtocol.detect(environment: environment, isTerminal: true, attributes: attributes) == expected)
    }

    /// The terminal is asked only when the environment leaves the mode open.
    @Test(arguments: [
        (["TERM": "xterm-256color"], true, ImageProtocol?.none),
        (["TERM": "foot", "WT_SESSION": "1"], true, nil),
        (["TERM": "tmux-256color", "KITTY_WINDOW_ID": "1"], true, nil),
        (["TERM": "xterm-kitty"], true, .kitty),
        (["LC_TERMINAL": "iTerm2"], true, .iterm),
        (["TERM": "xterm-256color"], false, ImageProtocol.none),
        (["TERM": "dumb"], true, ImageProtocol.none),
        (["TERM": "xterm-256color", "PHOTOMANIA_IMAGES": "sixel"], true, .sixel),
    ])
    func decidesWithoutAskingWhenItCan(environment: [String: String], isTerminal: Bool, expected: ImageProtocol?) {
        #expect(ImageProtocol.decided(environment: environment, isTerminal: isTerminal) == expected)
        let asks = expected == nil
        #expect(PictureDrawing.asksTerminal(requested: nil, environment: environment, isTerminal: isTerminal) == asks)
        #expect(!PictureDrawing.asksTerminal(requested: .blocks, environment: environment, isTerminal: isTerminal), "--images decides")
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
        ("none", ImageProtocol.none), ("off", ImageProtocol.none), (" Kitty ", .kitty), ("sixel", .sixel), ("SIXEL", .sixel), ("ascii", nil), ("", nil),
    ])
    func parsesOptionValues(value: String, expected: ImageProtocol?) {
        #expect(ImageProtocol(option: value) == expected)
    }
}
