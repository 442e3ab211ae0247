import PhotomaniaKit

/// A tile's thumbnail kept as an image for the kitty graphics protocol, with the id the
/// terminal knows it by: a new id for each image received, so a reloaded one is sent again.
struct TilePicture {
    let id: UInt32
    let image: RGBImage
}

/// Where a kitty picture goes on the frame: 0-based screen row and column of its top left
/// cell, and the cells it covers (the image's shape, centred in the tile's picture box).
struct PicturePlacement {
    struct Spot: Equatable {
        var row: Int
        var column: Int
        var columns: Int
        var rows: Int
    }

    let picture: TilePicture
    let spot: Spot
}

/// Kitty mode: the grid's picture cells stay blank in the frame, and the pictures go over them
/// as placements that the session's `KittyPlacements` sends after the frame's text.
extension BrowseState {
    mutating func keep(_ image: RGBImage, of photoID: Int) {
        tilePictures[photoID] = TilePicture(id: nextPictureID, image: image)
        nextPictureID = nextPictureID == UInt32.max ? 1 : nextPictureID + 1
        thumbnails[photoID] = Array(repeating: String(repeating: " ", count: GridLayout.tileWidth), count: GridLayout.pictureRows)
    }

    /// The ids of every picture held, on screen or not: the terminal may forget the others.
    var livePictureIDs: Set<UInt32> { Set(tilePictures.values.map(\.id)) }

    /// The pictures of the tiles on screen whose whole picture box fits above the status line.
    var placements: [PicturePlacement] {
        guard screen == .grid, let photos, layout.pictureRows > 0, !tilePictures.isEmpty,
            layout.width >= GridLayout.tileWidth + 2, layout.height >= 3
        else { return [] }
        let visible = visibleIndices(layout: layout)
        return visible.compactMap { index in
            guard let picture = tilePictures[photos[index].id] else { return nil }
            let offset = index - visible.lowerBound
            let top = 1 + offset / layout.tileColumns * (layout.tileHeight + 1)
            let left = offset % layout.tileColumns * (GridLayout.tileWidth + GridLayout.gap)
            guard top + layout.pictureRows <= 1 + layout.bodyRows, left + GridLayout.tileWidth <= layout.width else { return nil }
            let fit = CellGeometry.fit(
                imageWidth: picture.image.width, imageHeight: picture.image.height, columns: GridLayout.tileWidth, rows: layout.pictureRows
            )
            let spot = PicturePlacement.Spot(
                row: top + fit.top, column: left + fit.left, columns: max(1, fit.imageColumns), rows: max(1, fit.imageRows)
            )
            return PicturePlacement(picture: picture, spot: spot)
        }
    }
}
