import Testing

@testable import PhotomaniaCLI

@Suite struct ImageRenderGeometryTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let image: (Int, Int), box: (Int, Int)
        let pixels: (Int, Int), padding: (left: Int, right: Int, top: Int, bottom: Int)
        var testDescription: String { "\(image) in \(box)" }
    }

    @Test(arguments: [
        // Square into 40×20 cells = 40×40 px: fills the box.
        Case(image: (100, 100), box: (40, 20), pixels: (40, 40), padding: (0, 0, 0, 0)),
        // 3:1 wide: width binds, 40 × 13.3 → 13 px = 7 rows; 13 spare rows split 6 / 7.
        Case(image: (300, 100), box: (40, 20), pixels: (40, 13), padding: (0, 0, 6, 7)),
        // 3:2 photo: 40 × 26.7 → 27 px = 14 rows.
        Case(image: (1200, 800), box: (40, 20), pixels: (40, 27), padding: (0, 0, 3, 3)),
        // 1:3 tall: height binds, 13.3 → 13 × 40 px; 27 spare columns split 13 / 14.
        Case(image: (100, 300), box: (40, 20), pixels: (13, 40), padding: (13, 14, 0, 0)),
        // Square into a wide 20×5 box (20×10 px): 10×10 px, centred.
        Case(image: (64, 64), box: (20, 5), pixels: (10, 10), padding: (5, 5, 0, 0)),
        // Square into a narrow 6×10 box (6×20 px): 6×6 px = 3 rows, 7 spare rows split 3 / 4.
        Case(image: (64, 64), box: (6, 10), pixels: (6, 6), padding: (0, 0, 3, 4)),
        // Small images are scaled up to fill the box too.
        Case(image: (2, 1), box: (8, 2), pixels: (8, 4), padding: (0, 0, 0, 0)),
    ])
    func fits(_ example: Case) {
        let geometry = CellGeometry.fit(
            imageWidth: example.image.0, imageHeight: example.image.1, columns: example.box.0, rows: example.box.1)
        #expect(geometry.pixelWidth == example.pixels.0 && geometry.pixelHeight == example.pixels.1)
        #expect(geometry.left == example.padding.left && geometry.right == example.padding.right)
        #expect(geometry.top == example.padding.top && geometry.bottom == example.padding.bottom)
    }

    @Test func neverStretchesAndAlwaysFills() {
        let sizes = [1, 2, 3, 7, 64, 100, 333, 1200, 4000]
        let boxes = [(1, 1), (3, 1), (8, 4), (20, 8), (40, 20), (80, 24), (13, 37)]
        for width in sizes {
            for height in sizes {
                for (columns, rows) in boxes {
                    let geometry = CellGeometry.fit(imageWidth: width, imageHeight: height, columns: columns, rows: rows)
                    let (w, h) = (geometry.pixelWidth, geometry.pixelHeight)
                    #expect(w >= 1 && h >= 1 && w <= columns && h <= rows * 2)
                    #expect(w == columns || h == rows * 2, "one side touches the box")
                    // Aspect error at most one pixel (half a cell) on either axis.
                    #expect(abs(w * height - h * width) <= max(width, height))
                    #expect(geometry.left + geometry.imageColumns + geometry.right == columns)
                    #expect(geometry.top + geometry.imageRows + geometry.bottom == rows)
                    #expect(abs(geometry.left - geometry.right) <= 1 && abs(geometry.top - geometry.bottom) <= 1)
                }
            }
        }
    }

    @Test func emptyInputLeavesABlankBox() {
        let geometry = CellGeometry.fit(imageWidth: 0, imageHeight: 10, columns: 4, rows: 2)
        #expect(geometry.pixelWidth == 0 && geometry.pixelHeight == 0)
        #expect(geometry.left + geometry.right == 4 && geometry.top + geometry.bottom == 2)
        #expect(CellPicture.lines(.init(width: 0, height: 0, pixels: []), columns: 4, rows: 2, depth: .trueColor)
            == ["    ", "    "])
    }
}
