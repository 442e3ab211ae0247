import Foundation

/// How pictures reach the terminal: a graphics protocol, coloured half blocks, or not at all.
enum ImageProtocol: String, CaseIterable, Sendable {
    case kitty, iterm, blocks, none

    /// A graphics protocol: the terminal draws the picture over blank cells.
    var drawsGraphics: Bool { self == .kitty || self == .iterm }

    /// Parses an `--images=` or `PHOTOMANIA_IMAGES` value; `nil` when it names no mode.
    init?(option: String) {
        let value = option.trimmingCharacters(in: .whitespaces).lowercased()
        switch value {
        case "iterm2": self = .iterm
        case "off": self = .none
        default: self.init(rawValue: value)
        }
    }

    /// Picks a mode from the environment. An explicit `PHOTOMANIA_IMAGES` wins; otherwise nothing
    /// is drawn off a terminal or on `TERM=dumb`, and graphics protocols are guessed from names.
    static func detect(environment: [String: String], isTerminal: Bool) -> ImageProtocol {
        if let requested = environment["PHOTOMANIA_IMAGES"].flatMap(ImageProtocol.init(option:)) {
            return requested
        }
        let term = environment["TERM", default: ""].lowercased()
        guard isTerminal, term != "dumb" else { return .none }
        // tmux and screen swallow graphics unless wrapped, and inherit the outer terminal's variables.
        if environment["TMUX"] != nil || term.hasPrefix("screen") || term.hasPrefix("tmux") {
            return .blocks
        }
        let program = environment["TERM_PROGRAM", default: ""].lowercased()
        if environment["KITTY_WINDOW_ID"] != nil || environment["KITTY_PID"] != nil
            || term == "xterm-kitty" || term == "xterm-ghostty" || program == "ghostty" {
            return .kitty
        }
        let terminal = environment["LC_TERMINAL", default: ""].lowercased()
        if program == "iterm.app" || program == "wezterm" || terminal == "iterm2" {
            return .iterm
        }
        return .blocks
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
