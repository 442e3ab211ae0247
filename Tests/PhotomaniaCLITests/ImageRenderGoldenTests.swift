import PhotomaniaKit
import Testing

@testable import PhotomaniaCLI

/// Expected lines written by hand from the rule: `▀` = upper pixel as foreground (38),
/// lower pixel as background (48); a code is only sent when that layer's colour changes;
/// every line ends with ESC[0m; an odd last row sends no background.
@Suite struct ImageRenderGoldenTests {
    static let red: [UInt8] = [255, 0, 0], green: [UInt8] = [0, 255, 0], blue: [UInt8] = [0, 0, 255]
    static let white: [UInt8] = [255, 255, 255], black: [UInt8] = [0, 0, 0], grey: [UInt8] = [128, 128, 128]
    static let rust: [UInt8] = [200, 100, 50]

    /// Row 0: R R G G / row 1: B B B W / row 2: K K K K / row 3: W W W W.
    static let square = RGBImage(width: 4, height: 4, pixels: [
        red, red, green, green,
        blue, blue, blue, white,
        black, black, black, black,
        white, white, white, white,
    ].flatMap { $0 })

    /// Rows 0–1: R G B twice / row 2: W W W / row 3: K K K / row 4: grey rust grey.
    static let odd = RGBImage(width: 3, height: 5, pixels: [
        red, green, blue,
        red, green, blue,
        white, white, white,
        black, black, black,
        grey, rust, grey,
    ].flatMap { $0 })

    @Test func squareTrueColor() {
        let lines = HalfBlockRenderer().render(Self.square, depth: .trueColor)
        #expect(lines == [
            // R over B twice (codes once), G over B (only fg changes), G over W (only bg changes).
            "\u{1B}[38;2;255;0;0m\u{1B}[48;2;0;0;255m▀▀\u{1B}[38;2;0;255;0m▀\u{1B}[48;2;255;255;255m▀\u{1B}[0m",
            // Black over white in all four cells: one pair of codes.
            "\u{1B}[38;2;0;0;0m\u{1B}[48;2;255;255;255m▀▀▀▀\u{1B}[0m",
        ])
    }

    @Test func squarePalette() {
        let lines = HalfBlockRenderer().render(Self.square, depth: .palette256)
        // Cube indices: red 196, green 46, blue 21, white 231, black 16.
        #expect(lines == [
            "\u{1B}[38;5;196m\u{1B}[48;5;21m▀▀\u{1B}[38;5;46m▀\u{1B}[48;5;231m▀\u{1B}[0m",
            "\u{1B}[38;5;16m\u{1B}[48;5;231m▀▀▀▀\u{1B}[0m",
        ])
    }

    @Test func oddHeightTrueColor() {
        let lines = HalfBlockRenderer().render(Self.odd, depth: .trueColor)
        #expect(lines == [
            // Each cell shows one colour top and bottom; both layers change every cell.
            "\u{1B}[38;2;255;0;0m\u{1B}[48;2;255;0;0m▀\u{1B}[38;2;0;255;0m\u{1B}[48;2;0;255;0m▀"
                + "\u{1B}[38;2;0;0;255m\u{1B}[48;2;0;0;255m▀\u{1B}[0m",
            "\u{1B}[38;2;255;255;255m\u{1B}[48;2;0;0;0m▀▀▀\u{1B}[0m",
            // Last, unpaired row: foreground only, terminal background below.
            "\u{1B}[38;2;128;128;128m▀\u{1B}[38;2;200;100;50m▀\u{1B}[38;2;128;128;128m▀\u{1B}[0m",
        ])
    }

    @Test func oddHeightPalette() {
        let lines = HalfBlockRenderer().render(Self.odd, depth: .palette256)
        // grey 128 is exactly ramp step 12 (232 + 12 = 244); rust is nearest cube (215, 95, 95) = 167.
        #expect(lines == [
            "\u{1B}[38;5;196m\u{1B}[48;5;196m▀\u{1B}[38;5;46m\u{1B}[48;5;46m▀\u{1B}[38;5;21m\u{1B}[48;5;21m▀\u{1B}[0m",
            "\u{1B}[38;5;231m\u{1B}[48;5;16m▀▀▀\u{1B}[0m",
            "\u{1B}[38;5;244m▀\u{1B}[38;5;167m▀\u{1B}[38;5;244m▀\u{1B}[0m",
        ])
    }

    @Test func paletteSkipsCodesForColoursThatShareAnIndex() {
        // Two slightly different reds both map to 196, so the second cell needs no new code.
        let image = RGBImage(width: 2, height: 1, pixels: [255, 0, 0, 250, 5, 5])
        #expect(HalfBlockRenderer().render(image, depth: .palette256) == ["\u{1B}[38;5;196m▀▀\u{1B}[0m"])
        #expect(HalfBlockRenderer().render(image, depth: .trueColor)
            == ["\u{1B}[38;2;255;0;0m▀\u{1B}[38;2;250;5;5m▀\u{1B}[0m"])
    }

    @Test func emptyImagesDrawNothing() {
        #expect(HalfBlockRenderer().render(RGBImage(width: 0, height: 0, pixels: []), depth: .trueColor).isEmpty)
        #expect(HalfBlockRenderer().render(RGBImage(width: 3, height: 0, pixels: []), depth: .trueColor).isEmpty)
    }

    @Test func boxPaddingCentresThePicture() {
        let image = RGBImage(width: 2, height: 2, pixels: Self.red + Self.red + Self.blue + Self.blue)
        let cells = "\u{1B}[38;2;255;0;0m\u{1B}[48;2;0;0;255m▀▀\u{1B}[0m"
        // 6×1 cells hold 6×2 px: the square 2×2 picture keeps its size, two blank columns each side.
        let wide = CellGeometry.fit(imageWidth: 2, imageHeight: 2, columns: 6, rows: 1)
        #expect(HalfBlockRenderer().render(image, depth: .trueColor, in: wide) == ["  " + cells + "  "])
        // 2×3 cells hold 2×6 px: one blank row above and one below.
        let tall = CellGeometry.fit(imageWidth: 2, imageHeight: 2, columns: 2, rows: 3)
        #expect(HalfBlockRenderer().render(image, depth: .trueColor, in: tall) == ["  ", cells, "  "])
    }

    @Test func cellPictureFillsItsBox() {
        let lines = CellPicture.lines(Self.square, columns: 8, rows: 2, depth: .trueColor)
        // 4×4 px into 8×4 px: scaled to 4×4 (height binds), two blank columns each side.
        #expect(lines == HalfBlockRenderer().render(Self.square, depth: .trueColor).map { "  " + $0 + "  " })
    }
}
