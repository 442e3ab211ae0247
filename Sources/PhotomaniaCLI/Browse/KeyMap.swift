/// What a key asks the browser to do: less/tig/fzf conventions.
enum BrowseAction: Equatable {
    case move(Int)
    case movePage(Int)
    case firstPhoto, lastPhoto
    case nextPage, previousPage, firstPage, lastPage
    case open, back, quit, interrupt, suspend
    case nextFeature, search, download, refresh, help, redraw
    case like, favorite, comment

    /// The action for `key` on `screen`; nil for keys that mean nothing there.
    static func forKey(_ key: Key, on screen: BrowseState.Screen) -> BrowseAction? {
        if screen == .help {
            return key == .control("c") ? .interrupt : .back
        }
        switch key {
        case .character("j"), .down: return .move(1)
        case .character("k"), .up: return .move(-1)
        case .character(" "), .pageDown, .control("d"), .control("f"): return .movePage(1)
        case .character("b"), .pageUp, .control("u"), .control("b"): return .movePage(-1)
        case .home: return .firstPhoto
        case .end: return .lastPhoto
        case .character("n"), .character("."), .right: return screen == .grid ? .nextPage : nil
        case .character("p"), .character(","), .left: return screen == .grid ? .previousPage : nil
        case .character("g"): return screen == .grid ? .firstPage : .firstPhoto
        case .character("G"): return screen == .grid ? .lastPage : .lastPhoto
        case .enter: return screen == .grid ? .open : nil
        case .character("q"): return screen == .grid ? .quit : .back
        case .escape: return screen == .grid ? nil : .back
        case .character("f"): return .nextFeature
        case .character("/"): return .search
        case .character("d"): return .download
        case .character("l"): return .like
        case .character("F"): return .favorite
        case .character("c"): return .comment
        case .character("r"): return .refresh
        case .character("?"): return .help
        case .control("l"): return .redraw
        case .control("c"): return .interrupt
        case .control("z"): return .suspend
        default: return nil
        }
    }
}
