import PhotomaniaKit

/// A picture kept as an image for a graphics protocol, with the id the terminal knows it by: a
/// new id for each image received, so a reloaded one is sent again.
struct TerminalPicture {
    let id: UInt32
    let image: RGBImage
    /// The picture already encoded as SIXEL for its box, when it came so with its thumbnail.
    var sixel: SixelPicture?
}

/// Where a graphics picture goes on the frame: 0-based screen row and column of its top left
/// cell, and the cells it covers (the image's shape, centred in its box).
struct PicturePlacement {
    struct Spot: Equatable {
        var row: Int
        var column: Int
        var columns: Int
        var rows: Int

        var screenRows: Range<Int> { row..<(row + rows) }
    }

    let picture: TerminalPicture
    let spot: Spot

    /// `picture` letterboxed in the box of `columns`×`rows` cells whose top left is `row`, `column`.
    init(_ picture: TerminalPicture, inBoxAt row: Int, _ column: Int, columns: Int, rows: Int) {
        let fit = CellGeometry.fit(imageWidth: picture.image.width, imageHeight: picture.image.height, columns: columns, rows: rows)
        self.picture = picture
        spot = Spot(row: row + fit.top, column: column + fit.left, columns: max(1, fit.imageColumns), rows: max(1, fit.imageRows))
    }
}

/// Graphics modes (kitty, iTerm2, SIXEL): the frame leaves the pictures' cells blank, and the pictures
/// go over them as placements that the session's `PictureLayer` sends after the frame's text.
extension BrowseState {
    mutating func keep(_ image: RGBImage, sixel: SixelPicture? = nil, of photoID: PhotoID) {
        tilePictures[photoID] = newPicture(image, sixel: sixel)
        thumbnails[photoID] = Array(repeating: String(repeating: " ", count: GridLayout.tileWidth), count: GridLayout.pictureRows)
    }

    mutating func newPicture(_ image: RGBImage, sixel: SixelPicture? = nil) -> TerminalPicture {
        defer { nextPictureID = nextPictureID == UInt32.max ? 1 : nextPictureID + 1 }
        return TerminalPicture(id: nextPictureID, image: image, sixel: sixel)
    }

    /// The ids of every picture held, on screen or not: the terminal may forget the others.
    var livePictureIDs: Set<UInt32> {
        var ids = Set(tilePictures.values.map(\.id))
        if let preview = details?.graphic { ids.insert(preview.id) }
        return ids
    }

    var placements: [PicturePlacement] {
        guard layout.width >= GridLayout.tileWidth + 2, layout.height >= 3 else { return [] }
        switch screen {
        case .grid: return tilePlacements
        case .details: return previewPlacement.map { [$0] } ?? []
        case .galleries, .help: return []
        }
    }

    /// The pictures of the tiles on screen whose whole picture box fits above the status line.
    private var tilePlacements: [PicturePlacement] {
        guard let photos, layout.pictureRows > 0, !tilePictures.isEmpty else { return [] }
        let visible = visibleIndices(layout: layout)
        return visible.compactMap { index in
            guard let picture = tilePictures[photos[index].id] else { return nil }
            let offset = index - visible.lowerBound
            let top = 1 + offset / layout.tileColumns * (layout.tileHeight + 1)
            let left = offset % layout.tileColumns * (GridLayout.tileWidth + GridLayout.gap)
            guard top + layout.pictureRows <= 1 + layout.bodyRows, left + GridLayout.tileWidth <= layout.width else { return nil }
            return PicturePlacement(picture, inBoxAt: top, left, columns: GridLayout.tileWidth, rows: layout.pictureRows)
        }
    }

    /// The photo's picture, while the whole of it is scrolled into view (its lines lead the text).
    private var previewPlacement: PicturePlacement? {
        guard let details, let picture = details.graphic, details.scroll == 0 else { return nil }
        let box = DetailsView.previewSize(width: layout.width, height: layout.height, aspectRatio: details.photo.aspectRatio)
        guard box.rows <= max(1, layout.height - 2) else { return nil }
        return PicturePlacement(picture, inBoxAt: 1, 1, columns: box.columns, rows: box.rows)
    }
}
