import Foundation

/// How pictures reach the terminal: a graphics protocol, coloured half blocks, or not at all.
enum ImageProtocol: String, CaseIterable, Sendable {
    case kitty, iterm, sixel, blocks, none

    /// A graphics protocol: the terminal draws the picture over blank cells.
    var drawsGraphics: Bool { self == .kitty || self == .iterm || self == .sixel }

    /// Parses an `--images=` or `PHOTOMANIA_IMAGES` value; `nil` when it names no mode.
    init?(option: String) {
        let value = option.trimmingCharacters(in: .whitespaces).lowercased()
        switch value {
        case "iterm2": self = .iterm
        case "off": self = .none
        default: self.init(rawValue: value)
        }
    }

    /// Picks a mode from the environment and, when the environment leaves it open, from the
    /// terminal's primary device attributes (`attributes`, the numbers of its answer to `CSI c`;
    /// nil when it was not asked or did not answer):
    /// 1. `PHOTOMANIA_IMAGES` wins;
    /// 2. nothing is drawn off a terminal or on `TERM=dumb`;
    /// 3. kitty and iTerm2 by their variables, outside tmux and screen;
    /// 4. sixel when the answer lists 4 (inside tmux too: tmux 3.4+ answers itself, with 4 only
    ///    when it was built with sixel and passes it on); an answer without 4 means blocks;
    /// 5. with no answer, `WT_SESSION` (Windows Terminal) or `TERM=foot*` mean sixel, outside tmux
    ///    and screen;
    /// 6. else half blocks.
    static func detect(environment: [String: String], isTerminal: Bool, attributes: [Int]? = nil) -> ImageProtocol {
        if let decided = decided(environment: environment, isTerminal: isTerminal) { return decided }
        if let attributes { return attributes.contains(4) ? .sixel : .blocks }
        if isMultiplexed(environment) { return .blocks }
        let term = environment["TERM", default: ""].lowercased()
        return environment["WT_SESSION"] != nil || term.hasPrefix("foot") ? .sixel : .blocks
    }

    /// The mode the environment settles alone (steps 1 to 3 of `detect`); nil when only the
    /// terminal's answer to `CSI c` can tell, which is then worth asking for.
    static func decided(environment: [String: String], isTerminal: Bool) -> ImageProtocol? {
        if let requested = environment["PHOTOMANIA_IMAGES"].flatMap(ImageProtocol.init(option:)) {
            return requested
        }
        let term = environment["TERM", default: ""].lowercased()
        guard isTerminal, term != "dumb" else { return ImageProtocol.none }
        // tmux and screen swallow graphics unless wrapped, and inherit the outer terminal's variables.
        if isMultiplexed(environment) { return nil }
        let program = environment["TERM_PROGRAM", default: ""].lowercased()
        if environment["KITTY_WINDOW_ID"] != nil || environment["KITTY_PID"] != nil
            || term == "xterm-kitty" || term == "xterm-ghostty" || program == "ghostty" {
            return .kitty
        }
        let terminal = environment["LC_TERMINAL", default: ""].lowercased()
        if program == "iterm.app" || program == "wezterm" || terminal == "iterm2" {
            return .iterm
        }
        return nil
    }

    /// Inside tmux or screen, which answer `CSI c` themselves.
    private static func isMultiplexed(_ environment: [String: String]) -> Bool {
        let term = environment["TERM", default: ""].lowercased()
        return environment["TMUX"] != nil || environment["STY"] != nil || term.hasPrefix("screen") || term.hasPrefix("tmux")
    }
}

/// Colours the half-block renderer may use.
enum ColorDepth: Sendable, Equatable {
    case trueColor, palette256

    static func detect(environment: [String: String]) -> ColorDepth {
        switch environment["COLORTERM", default: ""].lowercased() {
        case "truecolor", "24bit": .trueColor
        default: .palette256
        }
    }
}
