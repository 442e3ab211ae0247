import Foundation

/// SIXEL pictures (xterm, foot, Windows Terminal…): like iTerm2's, a picture has no id and lives
/// in the cells it was drawn into until text is written over them. So a picture is drawn again
/// when it moved or the frame rewrote one of its rows, and the cells of one no longer wanted are
/// blanked on the rows the frame left alone. A picture comes encoded with its thumbnail or
/// preview (off this thread, cancelled with its page); after a resize, it is encoded here again.
struct SixelPlacements: PictureLayer {
    let drawing: PictureDrawing
    private var drawn: [UInt32: PicturePlacement.Spot] = [:]
    private var encoded: [UInt32: SixelPicture] = [:]

    init(drawing: PictureDrawing) {
        self.drawing = drawing
    }

    mutating func invalidate() {
        drawn = [:]
    }

    mutating func update(to placements: [PicturePlacement], keeping live: Set<UInt32>, rewrittenRows: Set<Int>) -> String {
        encoded = encoded.filter { live.contains($0.key) }
        let wanted = Dictionary(placements.map { ($0.picture.id, $0.spot) }) { first, _ in first }
        var output = ""
        for (id, spot) in drawn.sorted(by: { $0.key < $1.key }) where wanted[id] != spot {
            for row in spot.screenRows where !rewrittenRows.contains(row) {
                output += "\u{1B}[0m\u{1B}[\(row + 1);\(spot.column + 1)H\u{1B}[\(spot.columns)X"
            }
            drawn[id] = nil
        }
        for placement in placements {
            let (id, spot) = (placement.picture.id, placement.spot)
            if drawn[id] == spot, !spot.screenRows.contains(where: rewrittenRows.contains) { continue }
            guard let picture = picture(for: placement) else { continue }
            // Saved and restored: where a terminal leaves the cursor after an image differs.
            output += "\u{1B}[\(spot.row + 1);\(spot.column + 1)H\u{1B}7" + picture.drawnFromBoxCorner + "\u{1B}8"
            drawn[id] = spot
        }
        return output
    }

    mutating func removeAll() -> String {
        drawn = [:]
        return ""
    }

    /// The picture encoded for its spot: the one its thumbnail came with, or one made here.
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
