/// Where an image goes inside a box of terminal cells. A cell shows one pixel across and two down
/// (half blocks), which matches its roughly 1:2 shape, so pixels stay square on screen.
struct CellGeometry: Equatable, Sendable {
    /// The size to scale the image to before rendering.
    let pixelWidth: Int
    let pixelHeight: Int
    /// Blank cells around the picture so that it is centred in the box.
    let left: Int
    let right: Int
    let top: Int
    let bottom: Int

    var imageColumns: Int { pixelWidth }
    var imageRows: Int { (pixelHeight + 1) / 2 }

    /// Fits an image of `imageWidth`×`imageHeight` pixels into `columns`×`rows` cells, letterboxed.
    static func fit(imageWidth: Int, imageHeight: Int, columns: Int, rows: Int) -> CellGeometry {
        let boxWidth = max(0, columns)
        let boxHeight = max(0, rows) * 2
        guard imageWidth > 0, imageHeight > 0, boxWidth > 0, boxHeight > 0 else {
            return CellGeometry(width: 0, height: 0, columns: max(0, columns), rows: max(0, rows))
        }
        let width: Int
        let height: Int
        if imageWidth * boxHeight <= imageHeight * boxWidth {
            height = boxHeight
            width = rounded(imageWidth * boxHeight, over: imageHeight)
        } else {
            width = boxWidth
            height = rounded(imageHeight * boxWidth, over: imageWidth)
        }
        return CellGeometry(
            width: min(boxWidth, max(1, width)), height: min(boxHeight, max(1, height)), columns: columns, rows: rows
        )
    }

    private init(width: Int, height: Int, columns: Int, rows: Int) {
        pixelWidth = width
        pixelHeight = height
        let spareColumns = columns - width
        let spareRows = rows - (height + 1) / 2
        left = spareColumns / 2
        right = spareColumns - spareColumns / 2
        top = spareRows / 2
        bottom = spareRows - spareRows / 2
    }

    private static func rounded(_ numerator: Int, over denominator: Int) -> Int {
        (2 * numerator + denominator) / (2 * denominator)
    }
}
