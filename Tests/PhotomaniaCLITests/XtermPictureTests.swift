import Foundation
import PhotomaniaKit
import Testing

@testable import PhotomaniaCLI
@testable import PhotomaniaServer

/// `photomania photo ID --preview` in a real terminal, xterm under Xvfb, checked by the pixels of
/// its window: the picture's cells show the photo's colours. The demo built in to photomania
/// serves the photo; the test paints the same photo itself to know its colours.
@Suite(.enabled(if: XvfbTerminal.available, "needs Xvfb, xterm and the built photomania (make test installs Debian's xvfb and xterm)"))
struct XtermPictureTests {
    /// "Golden Silence II", the demo's second most popular photo: 3:2, a blue sky over grey hills
    /// and green grass, colours no text has.
    private static let photoID = 1_000_344
    /// "Embrace at Dusk", all teal: the photo that the screen must not be taken for.
    private static let otherPhotoID = 1_006_721
    /// The grid the screen and the photo are compared on: 6×4 cells of the same shape as the photo.
    private static let grid = (columns: 6, rows: 4)
    /// The largest mean distance (RGB, 0–255) between the picture's grid and the photo's. Half
    /// blocks in 24-bit colour measure 1.0 (2.5 at the worst grid cell): the JPEG at quality 85 and
    /// the scaling move little. Sixel adds its palette's error, which dithering mostly averages out
    /// over a grid cell of hundreds of pixels: img2sixel's sixel of the photo, through `cat`,
    /// measured 4.2 in 256 colours and 6.9 in 16 (12.6 and 18.7 at the worst grid cell). The other
    /// photo's grid is 91 away, and the same half blocks in xterm's 256 colours (no COLORTERM) 22,
    /// as the grass turns grey: over this, the colours are not the photo's.
    private static let threshold = 12.0

    @Test(arguments: ["blocks", "sixel"])
    func thePreviewShowsThePhotosColoursInItsCells(mode: String) async throws {
        try await checkPreview(mode: mode)
    }

    /// The control: the same screen without the picture has no region the check would take for it.
    @Test func withoutPicturesNoCellsShowAPicture() async throws {
        let terminal = try XvfbTerminal.startOrSkip(running: [ChildProcess.binary, "photo", String(Self.photoID), "--preview", "--images", "none"])
        let screen = try await terminal.finishedScreen()
        #expect(screen.status == 0, "\(terminal.log)")
        let picture = ScreenPicture(in: screen.window, cellWidth: screen.cellWidth, cellHeight: screen.cellHeight)
        #expect(picture == nil, "a picture at cell \(picture?.column ?? 0),\(picture?.row ?? 0), \(picture?.columns ?? 0)×\(picture?.rows ?? 0) cells")
    }

    /// The harness's sixel path without photomania: a sixel image of three upright bands, written
    /// by `cat`, is drawn at the cursor, pixel for pixel, in its colours.
    @Test func aSixelImageIsDrawnInItsColours() async throws {
        let bands: [(percent: SIMD3<Int>, rgb: SIMD3<Double>)] = [SIMD3(80, 15, 15), SIMD3(15, 65, 25), SIMD3(20, 28, 80)].map { percent in
            (percent, SIMD3(Double(percent.x), Double(percent.y), Double(percent.z)) * 2.55)
        }
        let (bandWidth, height) = (80, 102)
        var sixel = "\u{1B}P0;1;0q\"1;1;\(bandWidth * bands.count);\(height)"
        for (index, band) in bands.enumerated() { sixel += "#\(index + 1);2;\(band.percent.x);\(band.percent.y);\(band.percent.z)" }
        // Each sixel row is six pixels high; `~` sets all six, `!N` repeats, `-` starts the next row.
        let row = bands.indices.map { "#\($0 + 1)!\(bandWidth)~" }.joined()
        sixel += Array(repeating: row, count: height / 6).joined(separator: "-") + "\u{1B}\\"
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("photomania-bands-\(UUID().uuidString).six")
        try Data(sixel.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }

        let terminal = try XvfbTerminal.startOrSkip(running: ["/bin/cat", file.path])
        let screen = try await terminal.finishedScreen()
        #expect(screen.status == 0, "\(terminal.log)")
        let picture = try #require(ScreenPicture(in: screen.window, cellWidth: screen.cellWidth, cellHeight: screen.cellHeight), "no picture on the screen: \(terminal.log)")
        #expect(picture.column == 0 && picture.row == 0, "drawn at the cursor, the top left")
        // The picture is found in whole cells: its size in pixels is within a cell of the image's.
        #expect(abs(picture.width - bandWidth * bands.count) < screen.cellWidth && abs(picture.height - height) < screen.cellHeight,
                "\(picture.width)×\(picture.height) pixels for an image of \(bandWidth * bands.count)×\(height)")
        let shown = ScreenPicture.grid(screen.window, columns: bands.count, rows: 1, x: picture.x, y: picture.y, width: bandWidth * bands.count, height: height)
        let difference = ScreenPicture.difference(shown, bands.map(\.rgb))
        // A sixel colour is a percent, so each channel is within 1.3 of the 8-bit value.
        #expect(difference.largest < 6, "bands \(shown) for \(bands.map(\.rgb))")
    }

    private func checkPreview(mode: String) async throws {
        let catalog = DemoCatalog()
        let photo = try #require(catalog.photo(id: Self.photoID))
        let other = try #require(catalog.photo(id: Self.otherPhotoID))
        // 24-bit colours for half blocks, as a terminal that has them says: xterm has them but
        // drops COLORTERM, and in 256 colours photomania draws the grass grey (22 away, see above).
        let terminal = try XvfbTerminal.startOrSkip(
            running: [ChildProcess.binary, "photo", String(photo.id), "--preview", "--images", mode], environment: ["COLORTERM": "truecolor"])
        let screen = try await terminal.finishedScreen()
        #expect(screen.status == 0, "\(terminal.log)")
        let picture = try #require(ScreenPicture(in: screen.window, cellWidth: screen.cellWidth, cellHeight: screen.cellHeight), "no picture on the screen: \(terminal.log)")
        let shown = ScreenPicture.grid(screen.window, columns: Self.grid.columns, rows: Self.grid.rows, x: picture.x, y: picture.y, width: picture.width, height: picture.height)
        let expected = ScreenPicture.grid(Self.painted(photo), columns: Self.grid.columns, rows: Self.grid.rows)
        let otherExpected = ScreenPicture.grid(Self.painted(other), columns: Self.grid.columns, rows: Self.grid.rows)
        let difference = ScreenPicture.difference(shown, expected)
        let otherDifference = ScreenPicture.difference(shown, otherExpected)
        #expect(difference.mean < Self.threshold, "the picture's grid \(shown) against the photo's \(expected)")
        #expect(otherDifference.mean > Self.threshold, "the grid tells this photo from another")
        #expect(picture.columns >= 20 && picture.rows >= 6, "a picture of \(picture.columns)×\(picture.rows) cells")
    }

    /// The photo as the demo paints it, 240 pixels wide.
    private static func painted(_ photo: DemoPhoto) -> RGBImage {
        let (width, height) = (240, max(1, 240 * photo.height / photo.width))
        return RGBImage(width: width, height: height, pixels: DemoImageRenderer.pixels(for: photo, width: width, height: height))
    }
}
