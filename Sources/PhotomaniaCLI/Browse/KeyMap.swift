/// What a key asks the browser to do: less/tig/fzf conventions, and vi's h j k l on the grid.
/// The keys are listed for people in `BrowseKeys`.
enum BrowseAction: Equatable {
    /// One photo (in reading order), one gallery, or one line of a photo's text.
    case move(Int)
    /// One row of the grid: as many photos as there are columns.
    case moveRow(Int)
    case movePage(Int)
    case firstPhoto, lastPhoto
    case nextPage, previousPage, firstPage, lastPage
    case open, back, quit, interrupt, suspend
    case nextFeature, search, download, refresh, help, redraw
    case like, favorite, comment
    case authorPhotos, authorGalleries

    /// The action for `key` on `screen`; nil for keys that mean nothing there.
    static func forKey(_ key: Key, on screen: BrowseState.Screen) -> BrowseAction? {
        switch screen {
        case .help: key == .control("c") ? .interrupt : .back
        case .galleries: key == .enter ? .open : listKey(key, onGrid: false)
        case .grid, .details: listKey(key, onGrid: screen == .grid) ?? photoKey(key, onGrid: screen == .grid)
        }
    }

    /// Keys that move through a list (the grid, the galleries) or a photo's text, and leave.
    private static func listKey(_ key: Key, onGrid: Bool) -> BrowseAction? {
        switch key {
        case .character("j"), .down: onGrid ? .moveRow(1) : .move(1)
        case .character("k"), .up: onGrid ? .moveRow(-1) : .move(-1)
        case .character(" "), .pageDown, .control("d"), .control("f"): .movePage(1)
        case .character("b"), .pageUp, .control("u"), .control("b"): .movePage(-1)
        case .home: .firstPhoto
        case .end: .lastPhoto
        case .character("g"): onGrid ? .firstPage : .firstPhoto
        case .character("G"): onGrid ? .lastPage : .lastPhoto
        case .character("q"): onGrid ? .quit : .back
        case .escape: onGrid ? nil : .back
        case .backspace: .back
        case .character("r"): .refresh
        case .character("?"): .help
        case .control("l"): .redraw
        case .control("c"): .interrupt
        case .control("z"): .suspend
        default: nil
        }
    }

    /// Keys about photos: paging the grid, streams, and the photo selected or open.
    private static func photoKey(_ key: Key, onGrid: Bool) -> BrowseAction? {
        switch key {
        case .character("l"), .right: onGrid ? .move(1) : nil
        case .character("h"), .left: onGrid ? .move(-1) : nil
        case .character("n"), .character("."): onGrid ? .nextPage : nil
        case .character("p"), .character(","): onGrid ? .previousPage : nil
        case .enter: onGrid ? .open : nil
        case .character("f"): .nextFeature
        case .character("/"): .search
        case .character("d"): .download
        case .character("v"): .like
        case .character("F"): .favorite
        case .character("c"): .comment
        case .character("u"): .authorPhotos
        case .character("a"): .authorGalleries
        default: nil
        }
    }
}
