import PhotomaniaKit

/// The photo's screen: its full record, its comments and a larger picture, fetched together and
/// each dropped if another photo (or none) is open by the time it arrives.
extension BrowseState {
    mutating func openDetails(of photo: Photo, reload: Bool) -> [BrowseEffect] {
        details = PhotoDetails(photo: photo)
        screen = .details
        return [.cancel(.details), .openDetails(photo, preview: previewRequest(for: photo), reload: reload)]
    }

    /// A photo's screen as it was left, drawn for the screen as it is now; what had not
    /// arrived by then is fetched again.
    mutating func reopen(_ kept: PhotoDetails) -> [BrowseEffect] {
        details = kept
        screen = .details
        drawPreview()
        keepDetailsScrollInRange()
        let waitsForPicture = settings.drawing != nil && kept.picture == nil && !kept.previewFailed
        guard kept.comments == nil && kept.commentsFailure == nil || waitsForPicture else { return [] }
        return [.cancel(.details), .openDetails(kept.photo, preview: previewRequest(for: kept.photo), reload: false)]
    }

    mutating func closeDetails() -> [BrowseEffect] {
        details = nil
        if screen == .details { screen = .grid }
        return [.cancel(.details)]
    }

    mutating func scrollDetails(by offset: Int) {
        guard let scroll = details?.scroll else { return }
        let limit = maxDetailsScroll
        details?.scroll = max(0, min(scroll + offset, limit))
    }

    /// After a resize the text may end higher up: it still fills the screen.
    mutating func keepDetailsScrollInRange() {
        let limit = maxDetailsScroll
        if let scroll = details?.scroll, scroll > limit { details?.scroll = limit }
    }

    mutating func receive(photo result: Result<Photo, PhotomaniaError>, of id: PhotoID) {
        guard details?.photo.id == id else { return }
        switch result {
        case .success(let photo):
            details?.photo = photo
            learnMarks(from: photo)
        case .failure(let error): message = .error("photo \(id): \(settings.sentence(error))")
        }
    }

    mutating func receive(comments result: Result<Page<Comment>, PhotomaniaError>, of id: PhotoID) {
        guard details?.photo.id == id else { return }
        switch result {
        case .success(let page):
            details?.comments = Comment.threads(page.items)
            details?.totalComments = page.totalItems
        case .failure(let error):
            let sentence = settings.sentence(error)
            details?.commentsFailure = "comments: \(sentence)"
        }
    }

    mutating func receive(preview image: RGBImage?, sixel: SixelPicture? = nil, of id: PhotoID) {
        guard details?.photo.id == id else { return }
        details?.picture = image
        details?.previewFailed = image == nil
        if let image, settings.drawing?.mode.drawsGraphics == true {
            let picture = newPicture(image, sixel: sixel)
            details?.graphic = picture
        }
        drawPreview()
    }

    /// The picture drawn to the size the screen has room for now.
    mutating func drawPreview() {
        guard let image = details?.picture, let drawing = settings.drawing, let photo = details?.photo else {
            details?.preview = nil
            return
        }
        let cells = previewCells(for: photo)
        details?.preview = drawing.mode.drawsGraphics
            ? Array(repeating: String(repeating: " ", count: cells.columns), count: cells.rows)
            : drawing.inline(image, columns: cells.columns, rows: cells.rows)
    }

    var detailsView: DetailsView? {
        guard let details else { return nil }
        return DetailsView(
            state: self, details: details, width: layout.width, height: layout.height,
            origin: settings.origin, style: settings.style, showsPicture: settings.drawing != nil
        )
    }

    private var maxDetailsScroll: Int {
        guard let view = detailsView else { return 0 }
        return DetailsView.maxScroll(documentLines: view.document.count, bodyRows: view.bodyRows)
    }

    private func previewRequest(for photo: Photo) -> PreviewRequest? {
        guard let drawing = settings.drawing else { return nil }
        let cells = previewCells(for: photo)
        let box = drawing.pixelBox(columns: cells.columns, rows: cells.rows)
        let size = ImageSize.smallestCovering(width: box.width, height: box.height, aspectRatio: photo.aspectRatio)
        return PreviewRequest(size: size, width: box.width, height: box.height, columns: cells.columns, rows: cells.rows)
    }

    private func previewCells(for photo: Photo) -> (columns: Int, rows: Int) {
        DetailsView.previewSize(width: layout.width, height: layout.height, aspectRatio: photo.aspectRatio)
    }
}
