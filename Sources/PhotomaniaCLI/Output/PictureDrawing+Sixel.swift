import PhotomaniaKit

/// A picture encoded as SIXEL for a box of cells: the image scaled to fit the box's pixels, and
/// where it goes in the box, in whole cells (a SIXEL image is drawn from the cursor's cell).
struct SixelPicture: Sendable, Equatable {
    let sequence: String
    /// The box it was made for, in cells.
    let boxColumns: Int
    let boxRows: Int
    /// Cells from the box's left and top edges to the picture's first cell, centring it.
    let left: Int
    let top: Int

    /// Moves the cursor from the box's top left cell to the picture's, then draws it.
    var drawnFromBoxCorner: String {
        (top > 0 ? "\u{1B}[\(top)B" : "") + (left > 0 ? "\u{1B}[\(left)C" : "") + sequence
    }
}

extension PictureDrawing {
    /// `image` scaled to fit `columns`×`rows` cells of `cell` pixels (at most `SixelImage.maxSide`
    /// a side) and encoded in at most `budget` bytes; nil when it cannot be. Blocks while libsixel
    /// works: run it on `BlockingWork`.
    func sixel(_ image: RGBImage, columns: Int, rows: Int, budget: Int = SixelImage.thumbnailBudget) -> SixelPicture? {
        let box = (width: min(columns * cell.width, SixelImage.maxSide), height: min(rows * cell.height, SixelImage.maxSide))
        guard image.width > 0, image.height > 0, box.width > 0, box.height > 0 else { return nil }
        let size = Self.fitted(image, in: box)
        // A thumbnail is usually loaded at its box's size already.
        let scaled = (size.width, size.height) == (image.width, image.height) ? image : Thumbnailer.areaAverage(image, width: size.width, height: size.height)
        guard let sequence = try? SixelImage.encode(scaled, maxBytes: budget) else {
            return nil
        }
        let covered = (columns: (size.width + cell.width - 1) / cell.width, rows: (size.height + cell.height - 1) / cell.height)
        return SixelPicture(
            sequence: sequence, boxColumns: columns, boxRows: rows, left: (columns - covered.columns) / 2, top: (rows - covered.rows) / 2
        )
    }

    /// A preview's budget: two bytes for each pixel of its box (a photo takes about one in 256
    /// colours), and never less than a thumbnail's.
    func sixelBudget(columns: Int, rows: Int) -> Int {
        max(SixelImage.thumbnailBudget, 2 * columns * cell.width * rows * cell.height)
    }

    /// A SIXEL picture on lines of its own, the cursor left at the start of the line after its
    /// box. Room is made first, one line more than the box (a terminal may scroll when an image
    /// touches the bottom row), so that drawing scrolls nothing and the saved cursor stays true.
    static func standalone(_ picture: SixelPicture) -> String {
        let room = picture.boxRows + 1
        return String(repeating: "\n", count: room) + "\u{1B}[\(room)A\r\u{1B}7" + picture.drawnFromBoxCorner
            + "\u{1B}8\u{1B}[\(picture.boxRows)B"
    }

    /// The largest size of `image`'s shape within `box`, at least a pixel a side.
    private static func fitted(_ image: RGBImage, in box: (width: Int, height: Int)) -> (width: Int, height: Int) {
        if image.width * box.height <= image.height * box.width {
            return (max(1, min(box.width, (image.width * box.height + image.height / 2) / image.height)), box.height)
        }
        return (box.width, max(1, min(box.height, (image.height * box.width + image.width / 2) / image.width)))
    }
}
