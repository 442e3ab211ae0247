import Foundation
import PhotomaniaKit

/// Graphics-protocol pictures beside text: the image is drawn over a box of cells that was first
/// made to exist (so that placing it cannot scroll the screen), with the cursor saved before and
/// restored after, and each line then jumps past the box to where its text starts.
extension PictureDrawing {
    /// Exactly `rows` line prefixes for a picture `columns`×`rows` cells big; text written after a
    /// prefix starts in the column just right of the picture. Half blocks for `.blocks`, and for
    /// SIXEL that cannot be encoded within its budget. Blocks while SIXEL is encoded: run it on
    /// `BlockingWork`.
    func beside(_ image: RGBImage?, columns: Int, rows: Int) -> [String] {
        let blank = Array(repeating: String(repeating: " ", count: columns), count: rows)
        guard rows > 0, columns > 0, let image else { return blank }
        let picture: String
        switch mode {
        case .blocks: return inline(image, columns: columns, rows: rows)
        case .none: return blank
        case .kitty: picture = Self.kittyInBox(image, columns: columns, rows: rows)
        case .sixel:
            guard let sixel = sixel(image, columns: columns, rows: rows) else { return inline(image, columns: columns, rows: rows) }
            picture = sixel.drawnFromBoxCorner
        case .iterm:
            guard let sequence = try? ITermInlineImage.encode(image, columns: columns, rows: rows) else { return blank }
            picture = sequence
        }
        let pastPicture = "\u{1B}[\(columns + 1)G"
        // SIXEL: a line more, as a terminal may scroll when an image touches the bottom row.
        let room = mode == .sixel ? rows : rows - 1
        let makeRoom = room > 0 ? String(repeating: "\n", count: room) + "\u{1B}[\(room)A" : ""
        let first = makeRoom + "\u{1B}7" + picture + "\u{1B}8" + pastPicture
        return [first] + Array(repeating: pastPicture, count: rows - 1)
    }

    /// A kitty image letterboxed in the box at the image's shape: kitty stretches an image to the
    /// `c`×`r` cells it is given, so those are fitted (a cell taken as twice as tall as wide) and
    /// the cursor is moved to the fitted box's corner first.
    static func kittyInBox(_ image: RGBImage, columns: Int, rows: Int) -> String {
        let geometry = CellGeometry.fit(imageWidth: image.width, imageHeight: image.height, columns: columns, rows: rows)
        let down = geometry.top > 0 ? "\u{1B}[\(geometry.top)B" : ""
        let right = geometry.left > 0 ? "\u{1B}[\(geometry.left)C" : ""
        let box = (columns: max(1, geometry.imageColumns), rows: max(1, geometry.imageRows))
        return down + right + KittyGraphics.encode(image, columns: box.columns, rows: box.rows, keepCursor: true)
    }
}
