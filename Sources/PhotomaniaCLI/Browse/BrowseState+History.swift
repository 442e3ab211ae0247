import PhotomaniaKit

/// Going to a photo's author (`u`), to their galleries (`a`), into a gallery, to a search (`/`)
/// or to another feature (`f`) remembers where the browser was; Backspace and `q` go back there,
/// to the same page, selection and photo, from the caches when they still hold it.
extension BrowseState {
    /// `u`: the photos of the open (or selected) photo's author.
    mutating func showAuthorPhotos() -> [BrowseEffect] {
        guard let author = authorOfShownPhoto() else { return [] }
        return goElsewhere(to: .photos(by: author.lookup))
    }

    /// Another stream, remembering this place to come back to.
    mutating func goElsewhere(to stream: PhotoSelection) -> [BrowseEffect] {
        remember()
        return switchStream(to: stream)
    }

    /// `a`: the galleries of the open (or selected) photo's author.
    mutating func showAuthorGalleries() -> [BrowseEffect] {
        guard let author = authorOfShownPhoto() else { return [] }
        guard let id = author.id else {
            message = .info("the photo does not say its author's id, which their galleries need")
            return []
        }
        remember()
        let closing = closeDetails()
        return closing + showGalleries(GalleryPicker(ownerID: id, ownerName: author.name))
    }

    /// Back to the place remembered last; nil when there is none.
    mutating func goBack() -> [BrowseEffect]? {
        guard let place = history.popLast() else { return nil }
        switch place {
        case .photos(let place): return restore(place)
        case .galleries(let picker): return closeDetails() + showGalleries(picker)
        }
    }

    /// Remembers where the browser is, before going elsewhere.
    mutating func remember() {
        let place: BrowsePlace = if screen == .galleries, let galleryPicker {
            .galleries(galleryPicker)
        } else {
            .photos(PhotosPlace(
                stream: stream, pageNumber: pageNumber, totalPages: totalPages, totalItems: totalItems,
                selection: selection, firstTileRow: firstTileRow, details: screen == .details ? details : nil
            ))
        }
        history.append(place)
        if history.count > Self.historyDepth { history.removeFirst() }
    }

    private mutating func restore(_ place: PhotosPlace) -> [BrowseEffect] {
        let closing = closeDetails()
        galleryPicker = nil
        screen = .grid
        stream = place.stream
        totalPages = place.totalPages
        totalItems = place.totalItems
        let showing = showPage(place.pageNumber, at: (place.selection, place.firstTileRow))
        guard let kept = place.details else { return closing + showing }
        return closing + showing + reopen(kept)
    }

    /// The author of the photo on screen (the open one, else the one selected on the grid), as
    /// the listing finds them and as a header names them.
    private mutating func authorOfShownPhoto() -> (lookup: UserLookup, id: UserID?, name: String)? {
        guard let photo = screen == .details ? details?.photo : selectedPhoto else { return nil }
        let id = photo.user?.id ?? photo.userID
        let lookup: UserLookup
        if let username = photo.user?.username, !username.isEmpty {
            lookup = .username(username)
        } else if let id {
            lookup = .id(id)
        } else {
            message = .info("the photo does not say who took it")
            return nil
        }
        let shown = photo.user?.displayName ?? ""
        return (lookup, id, shown.isEmpty ? lookup.shownName : shown)
    }
}
