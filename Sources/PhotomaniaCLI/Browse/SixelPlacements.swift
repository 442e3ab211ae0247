import Foundation

/// SIXEL pictures (xterm, foot, Windows Terminal…), drawn where they are, like iTerm2's
/// (`CellBoundPictures`). A picture comes encoded with its thumbnail or preview (off this
/// thread, cancelled with its page); after a resize, it is encoded here again, once.
struct SixelPlacements: PictureLayer {
    let drawing: PictureDrawing
    private var cells = CellBoundPictures()
    private var encoded: [UInt32: SixelPicture] = [:]

    init(drawing: PictureDrawing) {
        self.drawing = drawing
    }

    mutating func invalidate() {
        cells.forgetAll()
    }

    mutating func update(to placements: [PicturePlacement], keeping live: Set<UInt32>, rewrittenRows: Set<Int>) -> String {
        encoded = encoded.filter { live.contains($0.key) }
        var pictures: [UInt32: SixelPicture] = [:]
        for placement in placements { pictures[placement.picture.id] = picture(for: placement) }
        return cells.update(to: placements, rewrittenRows: rewrittenRows) { [pictures] in pictures[$0.picture.id]?.drawnFromBoxCorner }
    }

    mutating func removeAll() -> String {
        cells.forgetAll()
        return ""
    }

    /// The picture encoded for its spot: the one it came with, or one made here.
    private mutating func picture(for placement: PicturePlacement) -> SixelPicture? {
        let (picture, spot) = (placement.picture, placement.spot)
        for candidate in [encoded[picture.id], picture.sixel] {
            if let candidate, candidate.boxColumns == spot.columns, candidate.boxRows == spot.rows { return candidate }
        }
        guard let made = drawing.sixel(picture.image, columns: spot.columns, rows: spot.rows, budget: drawing.sixelBudget(columns: spot.columns, rows: spot.rows)) else {
            return nil
        }
        encoded[picture.id] = made
        return made
    }
}
