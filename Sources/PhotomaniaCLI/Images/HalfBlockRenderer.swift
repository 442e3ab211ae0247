import PhotomaniaKit

/// Draws an image with `▀` cells: the upper pixel is the foreground, the lower one the background.
/// One pixel column becomes one cell column and two pixel rows one cell row; the caller scales.
struct HalfBlockRenderer: Sendable {
    static let upperHalf: Character = "▀"
    static let reset = "\u{1B}[0m"

    /// One string per cell row, each ending with a reset. An odd last pixel row keeps the
    /// terminal's own background under its upper halves.
    func render(_ image: RGBImage, depth: ColorDepth) -> [String] {
        guard image.width > 0 else { return [] }
        return stride(from: 0, to: image.height, by: 2).map { y in
            var line = ""
            var pen = Pen()
            for x in 0..<image.width {
                let upper = Ink(image.pixel(x: x, y: y), depth: depth)
                let lower = y + 1 < image.height ? Ink(image.pixel(x: x, y: y + 1), depth: depth) : nil
                if upper != pen.foreground {
                    line += upper.sgr(layer: 38)
                    pen.foreground = upper
                }
                if let lower, lower != pen.background {
                    line += lower.sgr(layer: 48)
                    pen.background = lower
                }
                line.append(Self.upperHalf)
            }
            return line + Self.reset
        }
    }

    /// Renders an image already scaled to `geometry`'s pixel size, padded with spaces to fill the
    /// box: exactly `top + imageRows + bottom` lines, each `left + imageColumns + right` cells wide.
    func render(_ image: RGBImage, depth: ColorDepth, in geometry: CellGeometry) -> [String] {
        let columns = geometry.left + geometry.pixelWidth + geometry.right
        let blank = String(repeating: " ", count: columns)
        let leftPad = String(repeating: " ", count: geometry.left)
        let rightPad = String(repeating: " ", count: geometry.right)
        let body = render(image, depth: depth).map { leftPad + $0 + rightPad }
        return Array(repeating: blank, count: geometry.top) + body + Array(repeating: blank, count: geometry.bottom)
    }
}

/// A colour as the terminal will be told it, so that equal codes are never sent twice in a row.
private enum Ink: Equatable {
    case rgb(UInt8, UInt8, UInt8)
    case indexed(Int)

    init(_ pixel: (red: UInt8, green: UInt8, blue: UInt8), depth: ColorDepth) {
        switch depth {
        case .trueColor: self = .rgb(pixel.red, pixel.green, pixel.blue)
        case .palette256: self = .indexed(Palette256.index(red: pixel.red, green: pixel.green, blue: pixel.blue))
        }
    }

    func sgr(layer: Int) -> String {
        switch self {
        case .rgb(let red, let green, let blue): "\u{1B}[\(layer);2;\(red);\(green);\(blue)m"
        case .indexed(let index): "\u{1B}[\(layer);5;\(index)m"
        }
    }
}

private struct Pen {
    var foreground: Ink?
    var background: Ink?
}
