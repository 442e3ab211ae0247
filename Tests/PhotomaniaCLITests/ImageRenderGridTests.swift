import PhotomaniaKit
import Testing

@testable import PhotomaniaCLI

/// Reads rendered lines back into a grid of (foreground, background) cells and compares it with
/// the image's pixel pairs.
@Suite struct ImageRenderGridTests {
    enum Colour: Equatable { case rgb(Int, Int, Int), indexed(Int) }
    struct Cell: Equatable { var foreground: Colour?, background: Colour? }

    static func grid(_ lines: [String]) -> [[Cell]] {
        lines.map { line in
            var cells: [Cell] = []
            var pen = Cell()
            var scalars = line.unicodeScalars.makeIterator()
            while let scalar = scalars.next() {
                if scalar == "\u{1B}" {
                    _ = scalars.next()
                    var parameters = ""
                    while let next = scalars.next(), next != "m" { parameters.unicodeScalars.append(next) }
                    apply(parameters.split(separator: ";").compactMap { Int($0) }, to: &pen)
                } else if scalar == "▀" {
                    cells.append(pen)
                }
            }
            #expect(pen == Cell(), "each line must end with a reset")
            return cells
        }
    }

    static func apply(_ codes: [Int], to pen: inout Cell) {
        let colour: Colour? = switch codes.dropFirst().first {
        case 2 where codes.count == 5: .rgb(codes[2], codes[3], codes[4])
        case 5 where codes.count == 3: .indexed(codes[2])
        default: nil
        }
        switch codes.first {
        case 0: pen = Cell()
        case 38: pen.foreground = colour
        case 48: pen.background = colour
        default: Issue.record("unexpected SGR \(codes)")
        }
    }

    /// A deterministic 7×9 image with many distinct, some repeated colours.
    static let image: RGBImage = {
        var pixels: [UInt8] = []
        for y in 0..<9 {
            for x in 0..<7 {
                pixels += [UInt8((x * 40) % 256), UInt8((y * 30) % 256), UInt8(((x / 3 + y / 2) * 60) % 256)]
            }
        }
        return RGBImage(width: 7, height: 9, pixels: pixels)
    }()

    static func expected(_ colour: (Int, Int, Int) -> Colour) -> [[Cell]] {
        stride(from: 0, to: image.height, by: 2).map { y in
            (0..<image.width).map { x in
                func at(_ row: Int) -> Colour? {
                    guard row < image.height else { return nil }
                    let pixel = image.pixel(x: x, y: row)
                    return colour(Int(pixel.red), Int(pixel.green), Int(pixel.blue))
                }
                return Cell(foreground: at(y), background: at(y + 1))
            }
        }
    }

    @Test func trueColorGridMatchesPixelPairs() {
        let lines = HalfBlockRenderer().render(Self.image, depth: .trueColor)
        #expect(Self.grid(lines) == Self.expected { .rgb($0, $1, $2) })
    }

    @Test func paletteGridMatchesNearestIndices() {
        let lines = HalfBlockRenderer().render(Self.image, depth: .palette256)
        #expect(Self.grid(lines) == Self.expected {
            .indexed(Palette256.index(red: UInt8($0), green: UInt8($1), blue: UInt8($2)))
        })
    }

    @Test func uniformImageSendsOneCodePairPerLine() {
        let image = RGBImage(width: 20, height: 4, pixels: Array(repeating: 77, count: 20 * 4 * 3))
        for line in HalfBlockRenderer().render(image, depth: .trueColor) {
            #expect(line.components(separatedBy: "\u{1B}[").count - 1 == 3)
        }
    }
}
