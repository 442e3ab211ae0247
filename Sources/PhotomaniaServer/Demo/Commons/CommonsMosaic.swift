import Foundation

/// A photo as a grid of coloured squares, 16 across, each the mean of its part of the picture:
/// what the demo's SVG and PDF draw, and what their thumbnails show.
struct CommonsMosaic {
    static let columns = 16
    /// A square's side in the SVG's nominal pixels and in the PDF's points.
    static let svgCell = 32, pdfCell = 36
    /// Painted pixels per square along each side, averaged into its colour.
    private static let samples = 4

    let rows: Int
    /// Packed RGB, one entry per square, row by row from the top.
    let colors: [UInt8]

    static func rows(width: Int, height: Int) -> Int {
        guard width > 0, height > 0 else { return 1 }
        return max(1, min(64, Int((Double(columns * height) / Double(width)).rounded())))
    }

    init(photo: DemoPhoto) {
        let rows = Self.rows(width: photo.width, height: photo.height)
        let (columns, samples) = (Self.columns, Self.samples)
        let pixels = DemoImageRenderer.pixels(for: photo, width: columns * samples, height: rows * samples)
        var colors = [UInt8](repeating: 0, count: columns * rows * 3)
        for row in 0..<rows {
            for column in 0..<columns {
                for channel in 0..<3 {
                    var sum = 0
                    for y in 0..<samples {
                        for x in 0..<samples {
                            sum += Int(pixels[(((row * samples + y) * columns * samples) + column * samples + x) * 3 + channel])
                        }
                    }
                    colors[(row * columns + column) * 3 + channel] = UInt8(sum / (samples * samples))
                }
            }
        }
        self.rows = rows
        self.colors = colors
    }

    /// The grid stretched over `width`×`height` pixels, as packed RGB.
    func rasterised(width: Int, height: Int) -> [UInt8] {
        let lines = (0..<rows).map { row in
            (0..<width).flatMap { x in
                let start = (row * Self.columns + x * Self.columns / width) * 3
                return colors[start..<(start + 3)]
            }
        }
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * 3)
        for y in 0..<height { pixels += lines[y * rows / height] }
        return pixels
    }

    /// The grid as an SVG document of `svgCell`-pixel squares.
    var svg: String {
        let (width, height) = (Self.columns * Self.svgCell, rows * Self.svgCell)
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(Self.columns) \(rows)\" shape-rendering=\"crispEdges\">",
            "<title>Photomania demo mosaic</title>",
        ]
        for row in 0..<rows {
            for column in 0..<Self.columns {
                let start = (row * Self.columns + column) * 3
                let hex = colors[start..<(start + 3)].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
                lines.append("<rect x=\"\(column)\" y=\"\(row)\" width=\"1\" height=\"1\" fill=\"#\(hex)\"/>")
            }
        }
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The page description drawing the grid over a PDF page of `pdfCell`-point squares.
    var pdfContent: String {
        var operations: [String] = []
        for row in 0..<rows {
            for column in 0..<Self.columns {
                let start = (row * Self.columns + column) * 3
                let color = colors[start..<(start + 3)].map { String(format: "%.3f", Double($0) / 255) }.joined(separator: " ")
                let (x, y) = (column * Self.pdfCell, (rows - 1 - row) * Self.pdfCell)
                operations.append("\(color) rg \(x) \(y) \(Self.pdfCell) \(Self.pdfCell) re f")
            }
        }
        return operations.joined(separator: "\n")
    }
}
