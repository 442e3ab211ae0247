import Foundation

extension BrowseState {
    /// One key: typed into the search prompt when it is open, else the action it means here.
    mutating func press(_ key: Key) -> [BrowseEffect] {
        if prompt != nil { return edit(key) }
        switch message {
        case .info, .warning: message = nil
        default: break
        }
        guard let action = BrowseAction.forKey(key, on: screen) else { return [] }
        return perform(action)
    }

    private mutating func perform(_ action: BrowseAction) -> [BrowseEffect] {
        switch action {
        case .quit: return goBack() ?? [.exit(.success)]
        case .interrupt: return [.exit(.interrupted)]
        case .suspend: return [.suspend]
        case .back: return back()
        case .help:
            // Cleared and drawn whole, both ways: nothing of the screen under it may stay, even
            // where the terminal no longer holds what the last frame drew.
            screen = .help
            return [.invalidateScreen]
        case .redraw: return [.invalidateScreen]
        case .move(let offset): return move(by: offset)
        case .moveRow(let rows): return moveOnGrid { $0.moveSelection(byRows: rows, layout: $0.layout) }
        case .movePage(let direction): return move(by: direction * pageLength)
        case .firstPhoto: return move(by: -Int.max / 2)
        case .lastPhoto: return move(by: Int.max / 2)
        case .nextPage: return turnPage(to: pageNumber + 1)
        case .previousPage: return turnPage(to: pageNumber - 1)
        case .firstPage: return turnPage(to: 1)
        case .lastPage: return totalPages.map { turnPage(to: $0) } ?? []
        case .open where screen == .galleries: return openSelectedGallery()
        case .open: return selectedPhoto.map { openDetails(of: $0, reload: false) } ?? []
        case .nextFeature: return goElsewhere(to: stream.nextStream(among: settings.service.capabilities.streamsWithoutUser))
        case .search: prompt = ""
        case .download: return downloadShownPhoto()
        case .refresh: return refresh()
        case .like: return toggle(settings.likesAreFavorites ? .favorite : .like)
        case .favorite: return toggle(.favorite)
        case .comment: return startComment()
        case .authorPhotos: return showAuthorPhotos()
        case .authorGalleries: return showAuthorGalleries()
        }
        return []
    }

    /// Keys while a search is typed after `/`, or a comment after `c`.
    private mutating func edit(_ key: Key) -> [BrowseEffect] {
        switch key {
        case .character(let character): prompt?.append(character)
        case .backspace: _ = prompt?.popLast()
        case .control("u"): prompt = ""
        case .control("c"): return [.exit(.interrupted)]
        case .escape:
            prompt = nil
            commenting = nil
        case .enter:
            if commenting != nil { return sendComment() }
            let term = prompt?.trimmingCharacters(in: .whitespaces) ?? ""
            prompt = nil
            if !term.isEmpty { return goElsewhere(to: .search(.term(term))) }
        default: break
        }
        return []
    }

    /// On the grid the selection moves by photos; on a photo the text scrolls; on the
    /// galleries the selection moves.
    private mutating func move(by offset: Int) -> [BrowseEffect] {
        switch screen {
        case .grid:
            return moveOnGrid { $0.moveSelection(by: offset, layout: $0.layout) }
        case .details:
            scrollDetails(by: offset)
        case .galleries:
            moveGallerySelection(by: offset)
        case .help:
            break
        }
        return []
    }

    /// Moves the grid's selection; tiles scrolled into view get their thumbnails first.
    private mutating func moveOnGrid(_ moving: (inout BrowseState) -> Void) -> [BrowseEffect] {
        guard screen == .grid else { return [] }
        let firstRow = firstTileRow
        moving(&self)
        return firstTileRow != firstRow ? raiseVisibleThumbnails() : []
    }

    private mutating func back() -> [BrowseEffect] {
        switch screen {
        case .details:
            if case .error = message { message = nil }
            return closeDetails()
        case .help:
            screen = if galleryPicker != nil { .galleries } else if details != nil { .details } else { .grid }
            return [.invalidateScreen]
        case .grid, .galleries:
            return goBack() ?? []
        }
    }

    /// How far Space and `b` move: a screenful.
    private var pageLength: Int {
        switch screen {
        case .grid: layout.tileColumns * layout.visibleTileRows
        case .galleries: GalleryListView.listRows(layout)
        case .details, .help: layout.bodyRows - 1
        }
    }

    /// `r`: the photo or the page again, past every cache.
    private mutating func refresh() -> [BrowseEffect] {
        message = nil
        if screen == .galleries { return fetchGalleries() }
        if screen == .details, let photo = details?.photo {
            return openDetails(of: photo, reload: true)
        }
        return showPage(pageNumber, reload: true)
    }
}
