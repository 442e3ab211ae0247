/// The browser's keys as they are listed: on the `?` screen and under "Keys:" in
/// `photomania browse --help` (and in the README's table). One list, so they cannot drift
/// apart; `BrowseKeyTests` checks that every key listed does something and that every key
/// that does something is listed.
struct BrowseKeys: Sendable {
    /// The keys, in the order shown.
    let keys: [Key]
    /// What they do. It names any other keys that do the same (Ctrl-D for Space, …).
    let description: String

    init(_ keys: [Key], _ description: String) {
        self.keys = keys
        self.description = description
    }

    /// `↓ j ↑ k`
    var label: String { keys.map(\.label).joined(separator: " ") }

    static let all: [BrowseKeys] = [
        BrowseKeys([.down, .character("j"), .up, .character("k")], "down / up a row of photos; on a photo: scroll"),
        BrowseKeys([.right, .character("l"), .left, .character("h")], "next / previous photo: one to the right / left"),
        BrowseKeys([.character("n"), .character("."), .character("p"), .character(",")], "next / previous page"),
        BrowseKeys([.character(" "), .character("b")], "a screen down / up (also PgDn PgUp, Ctrl-D Ctrl-U, Ctrl-F Ctrl-B)"),
        BrowseKeys([.character("g"), .character("G")], "first / last page; on a photo: top / bottom"),
        BrowseKeys([.home, .end], "first / last photo of the page"),
        BrowseKeys([.enter], "the photo's details and comments"),
        BrowseKeys([.character("u")], "the photo's author: their photos"),
        BrowseKeys([.character("a")], "the photo's author: their galleries (Enter opens one)"),
        BrowseKeys([.character("q"), .escape, .backspace], "back to where you were; q on the first grid quits"),
        BrowseKeys([.character("f")], "next feature (popular, upcoming, editors, …)"),
        BrowseKeys([.character("/")], "search"),
        BrowseKeys([.character("d")], "download the photo (largest size) into the output directory"),
        BrowseKeys([.character("v")], "like the photo (or fave it, where a like is a fave), or take it back (signed in)"),
        BrowseKeys([.character("F")], "add the photo to your favorites, or remove it (signed in)"),
        BrowseKeys([.character("c")], "comment on the photo: Enter sends, Esc cancels (signed in)"),
        BrowseKeys([.character("r")], "refresh, bypassing the caches; retry after an error"),
        BrowseKeys([.character("?")], "these keys; any key goes back"),
        BrowseKeys([.control("l")], "redraw"),
        BrowseKeys([.control("z")], "suspend (fg brings it back)"),
        BrowseKeys([.control("c")], "quit"),
    ]

    /// The list as help rows: `--help`'s "Keys:" section.
    static var helpSection: HelpSection {
        .rows("Keys", all.map { HelpSection.Row($0.label, $0.description) })
    }
}

extension Key {
    /// How the key is written in the lists: `j`, `↓`, `Enter`, `Ctrl-L`.
    var label: String {
        switch self {
        case .character(" "): "Space"
        case .character(let character): String(character)
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .enter: "Enter"
        case .escape: "Esc"
        case .backspace: "⌫"
        case .control(let letter): "Ctrl-" + letter.uppercased()
        }
    }
}
