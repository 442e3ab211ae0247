import Foundation

/// iTerm2 (and WezTerm) pictures: a picture lives in the cells it was drawn into until text is
/// written over them, and cannot be moved or deleted. So a picture is drawn again when it moved
/// or the frame rewrote one of its rows, and the cells of one no longer wanted are blanked on
/// the rows the frame left alone. Each image is encoded once, while the state holds it.
struct ITermPlacements: PictureLayer {
    private var drawn: [UInt32: PicturePlacement.Spot] = [:]
    private var files: [UInt32: Data] = [:]

    mutating func invalidate() {
        drawn = [:]
    }

    mutating func update(to placements: [PicturePlacement], keeping live: Set<UInt32>, rewrittenRows: Set<Int>) -> String {
        files = files.filter { live.contains($0.key) }
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
            guard let file = file(for: placement.picture) else { continue }
            // Saved and restored: drawing leaves the cursor below the picture.
            output += "\u{1B}[\(spot.row + 1);\(spot.column + 1)H\u{1B}7"
            output += ITermInlineImage.sequence(file: file, columns: spot.columns, rows: spot.rows) + "\u{1B}8"
            drawn[id] = spot
        }
        return output
    }

    /// The cells keep their pictures when the alternate screen is left, where nothing shows.
    mutating func removeAll() -> String {
        drawn = [:]
        return ""
    }

    private mutating func file(for picture: TerminalPicture) -> Data? {
        if let file = files[picture.id] { return file }
        guard let file = try? ITermInlineImage.jpeg(picture.image) else { return nil }
        files[picture.id] = file
        return file
    }
}
