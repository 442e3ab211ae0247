/// Pictures that live in the cells they were drawn into until text is written over them, and
/// cannot be moved or deleted (iTerm2's, SIXEL): a picture is drawn again when it moved or the
/// frame rewrote one of its rows, and the cells of one no longer wanted are blanked on the rows
/// the frame left alone.
struct CellBoundPictures {
    private var drawn: [UInt32: PicturePlacement.Spot] = [:]

    /// Nothing is on the screen any more.
    mutating func forgetAll() {
        drawn = [:]
    }

    /// The bytes from the last frame to `placements`: blanks first, then each picture to draw,
    /// `picture`'s bytes from its spot's top left cell, the cursor saved and restored around them
    /// (where a terminal leaves it after a picture differs). A picture `picture` has no bytes for
    /// is left undrawn.
    mutating func update(to placements: [PicturePlacement], rewrittenRows: Set<Int>, picture: (PicturePlacement) -> String?) -> String {
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
            guard let bytes = picture(placement) else { continue }
            output += "\u{1B}[\(spot.row + 1);\(spot.column + 1)H\u{1B}7" + bytes + "\u{1B}8"
            drawn[id] = spot
        }
        return output
    }
}
