import PhotomaniaKit

/// Pages: which one is shown, where it comes from (the cache, or a fetch after a pause), the
/// page after it fetched ahead, and its thumbnails. Every fetch is tagged with its `PageKey`,
/// and an answer for a page no longer shown is dropped.
extension BrowseState {
    mutating func turnPage(to number: Int) -> [BrowseEffect] {
        guard screen == .grid else { return [] }
        guard number >= 1 else {
            message = .info("this is the first page")
            return []
        }
        if let totalPages, number > totalPages {
            message = .info("this is the last page")
            return []
        }
        return showPage(number, pause: Self.turnPause)
    }

    mutating func switchStream(to stream: PhotoSelection) -> [BrowseEffect] {
        let closing = closeDetails()
        screen = .grid
        self.stream = stream
        totalPages = nil
        totalItems = nil
        return closing + showPage(1)
    }

    /// Shows page `number` of the current stream, with the photo at `position` selected and the
    /// tile row given first in view: from the cache when it was seen (no request), else fetched
    /// after `pause`. Everything still running for the page before is cancelled.
    mutating func showPage(
        _ number: Int, at position: (selection: Int, firstTileRow: Int) = (0, 0), reload: Bool = false, pause: Duration = .zero
    ) -> [BrowseEffect] {
        let cancellations: [BrowseEffect] = [.cancel(.page), .cancel(.prefetch)]
        pageNumber = number
        photos = nil
        thumbnails = [:]
        tilePictures = [:]
        failedThumbnails = []
        hiddenNSFW = 0
        filteredOut = 0
        (selection, firstTileRow) = position
        if case .error = message { message = nil }
        reloadThumbnails = reload
        if !reload, let page = pageCache.page(for: pageKey) { return cancellations + show(page) }
        return cancellations + [.fetchPage(pageKey, after: pause, reload: reload)]
    }

    mutating func receive(_ result: Result<ListedPage<Photo>, PhotomaniaError>, for key: PageKey) -> [BrowseEffect] {
        guard key == pageKey, photos == nil else { return [] }
        switch result {
        case .success(let page):
            pageCache.store(page, for: key)
            return show(page)
        case .failure(let error):
            message = .error("page \(key.number): \(settings.sentence(error))")
            return []
        }
    }

    /// A page fetched ahead goes into the cache; if it is the next page still, its thumbnails
    /// are fetched ahead too, and if it is the page now waited for, it is shown.
    mutating func receive(prefetched page: ListedPage<Photo>, for key: PageKey) -> [BrowseEffect] {
        pageCache.store(page, for: key)
        if key == pageKey && photos == nil { return show(page) }
        guard key == nextPageKey, settings.loadsThumbnails else { return [] }
        return [.prefetchThumbnails(key, photos: page.photos, after: .zero)]
    }

    /// The header says "offline" while stored copies stand in for the server; `r` asks it again.
    mutating func receive(_ outcome: CacheOutcome) {
        switch outcome {
        case .offlineCopy: offline = true
        case .network, .revalidated: offline = false
        case .fresh: break
        }
    }

    mutating func receive(thumbnail image: RGBImage?, sixel: SixelPicture? = nil, of photoID: PhotoID, for key: PageKey) {
        guard key == pageKey, thumbnails[photoID] == nil else { return }
        if let image, settings.drawing?.mode.drawsGraphics == true {
            keep(image, sixel: sixel, of: photoID)
        } else if let image, let drawing = settings.drawing {
            thumbnails[photoID] = drawing.inline(image, columns: GridLayout.tileWidth, rows: GridLayout.pictureRows)
        } else {
            failedThumbnails.insert(photoID)
        }
    }

    /// Scrolling brought tiles into view: their thumbnails move ahead of the off-screen ones.
    mutating func raiseVisibleThumbnails() -> [BrowseEffect] {
        guard let photos, settings.loadsThumbnails else { return [] }
        let waiting = visibleIndices(layout: layout).map { photos[$0] }.filter { thumbnails[$0.id] == nil }
        guard !waiting.isEmpty else { return [] }
        return [.loadThumbnails(pageKey, photos: waiting, visible: waiting.indices, reload: false)]
    }

    private var nextPageKey: PageKey { PageKey(stream: stream, number: pageNumber + 1) }

    private mutating func show(_ page: ListedPage<Photo>) -> [BrowseEffect] {
        photos = page.photos
        moveSelection(by: 0, layout: layout)
        hiddenNSFW = page.summary.hiddenNSFW
        filteredOut = page.summary.filteredOut
        totalPages = page.summary.totalPages
        totalItems = page.summary.totalItems
        let reload = reloadThumbnails
        reloadThumbnails = false
        var effects: [BrowseEffect] = []
        if settings.loadsThumbnails, !page.photos.isEmpty {
            effects.append(.loadThumbnails(pageKey, photos: page.photos, visible: visibleIndices(layout: layout), reload: reload))
        }
        return effects + prefetchNextPage()
    }

    /// The page after this one, then its thumbnails, at low priority once this one has been
    /// shown a moment, so that `n` is instant.
    private mutating func prefetchNextPage() -> [BrowseEffect] {
        guard let totalPages, pageNumber < totalPages else { return [] }
        let key = nextPageKey
        guard let cached = pageCache.page(for: key) else { return [.prefetchPage(key, after: Self.prefetchPause)] }
        return settings.loadsThumbnails ? [.prefetchThumbnails(key, photos: cached.photos, after: Self.prefetchPause)] : []
    }
}
