/// The kitty pictures on the terminal, kept in step with the frames: each image is transmitted
/// once under its id, then placed (and moved) by a placement that replaces the one before;
/// placements no longer on screen are taken off, and images the state let go of are deleted.
/// Its bytes go after the frame's text, which leaves the pictures' cells blank.
struct KittyPlacements: PictureLayer {
    private var transmitted: Set<UInt32> = []
    /// Where each picture on screen was placed; nil once the screen was cleared, when it is
    /// placed again (or taken off) whether it moved or not.
    private var placed: [UInt32: PicturePlacement.Spot?] = [:]

    /// Every picture still wanted is placed again on the next frame, and the others are taken
    /// off, whatever the terminal did on the clear.
    mutating func invalidate() {
        placed = placed.mapValues { _ in nil }
    }

    /// Images not in `live` are deleted from the terminal. Text does not cover kitty pictures,
    /// so the rows the frame rewrote do not matter.
    mutating func update(to placements: [PicturePlacement], keeping live: Set<UInt32>, rewrittenRows: Set<Int> = []) -> String {
        var output = ""
        for id in transmitted.subtracting(live).sorted() {
            output += KittyGraphics.delete(id: id)
            transmitted.remove(id)
            placed[id] = nil
        }
        let wanted = Set(placements.map(\.picture.id))
        for id in placed.keys.sorted() where !wanted.contains(id) {
            output += KittyGraphics.deletePlacements(id: id)
            placed[id] = nil
        }
        for placement in placements {
            let id = placement.picture.id
            if !transmitted.contains(id) {
                output += KittyGraphics.transmit(placement.picture.image, id: id)
                transmitted.insert(id)
            }
            let spot = placement.spot
            if let current = placed[id], current == spot { continue }
            output += "\u{1B}[\(spot.row + 1);\(spot.column + 1)H"
            output += KittyGraphics.place(id: id, columns: spot.columns, rows: spot.rows)
            placed[id] = spot
        }
        return output
    }

    /// Every placement and every image sent is deleted; after a return, images are transmitted again.
    mutating func removeAll() -> String {
        guard !transmitted.isEmpty || !placed.isEmpty else { return "" }
        let output = KittyGraphics.deleteAll + transmitted.sorted().map { KittyGraphics.delete(id: $0) }.joined()
        transmitted = []
        placed = [:]
        return output
    }
}
