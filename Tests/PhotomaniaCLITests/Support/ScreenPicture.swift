import PhotomaniaKit

/// A picture found in a terminal's screenshot by its pixels, whatever drew it (half blocks, sixel):
/// the largest connected group of cells that are nearly all not the terminal's background. A cell
/// of text is mostly background (a glyph covers a fifth of its cell or so), a cell of a picture
/// hardly any, unless the picture has the background's very colour.
struct ScreenPicture {
    /// In pixels of the window.
    let x: Int
    let y: Int
    let width: Int
    let height: Int
    /// In cells.
    let column: Int
    let row: Int
    let columns: Int
    let rows: Int

    /// A cell is the picture's when at most this share of its pixels is the background.
    static let backgroundShare = 0.25
    /// Fewer cells than this are no picture (a stray glyph, a reverse-video word).
    static let minimumCells = 8

    /// The picture in `window` of `cellWidth`×`cellHeight` cells, or nil when none is there.
    init?(in window: RGBImage, cellWidth: Int, cellHeight: Int) {
        let background = Self.commonest(window)
        let (columns, rows) = (window.width / cellWidth, window.height / cellHeight)
        var isPicture = [Bool](repeating: false, count: columns * rows)
        for row in 0..<rows {
            for column in 0..<columns {
                var plain = 0
                for y in row * cellHeight..<(row + 1) * cellHeight {
                    for x in column * cellWidth..<(column + 1) * cellWidth where Self.distance(window.pixel(x: x, y: y), background) <= 24 {
                        plain += 1
                    }
                }
                isPicture[row * columns + column] = Double(plain) <= Self.backgroundShare * Double(cellWidth * cellHeight)
            }
        }
        // The largest 4-connected group, by a flood fill from each picture cell not yet in one.
        var seen = [Bool](repeating: false, count: columns * rows)
        var best: [Int] = []
        for start in isPicture.indices where isPicture[start] && !seen[start] {
            var group = [start]
            seen[start] = true
            var next = 0
            while next < group.count {
                let cell = group[next]
                next += 1
                let (column, row) = (cell % columns, cell / columns)
                for (dx, dy) in [(-1, 0), (1, 0), (0, -1), (0, 1)] where (0..<columns).contains(column + dx) && (0..<rows).contains(row + dy) {
                    let neighbour = (row + dy) * columns + column + dx
                    if isPicture[neighbour] && !seen[neighbour] {
                        seen[neighbour] = true
                        group.append(neighbour)
                    }
                }
            }
            if group.count > best.count { best = group }
        }
        guard best.count >= Self.minimumCells else { return nil }
        let (left, right) = (best.map { $0 % columns }.min()!, best.map { $0 % columns }.max()!)
        let (top, bottom) = (best.map { $0 / columns }.min()!, best.map { $0 / columns }.max()!)
        (column, row, self.columns, self.rows) = (left, top, right - left + 1, bottom - top + 1)
        (x, y, width, height) = (left * cellWidth, top * cellHeight, self.columns * cellWidth, self.rows * cellHeight)
    }

    /// The mean colours of a `columns`×`rows` grid laid over the whole of `image`, or over a part of
    /// it (`x`, `y`, `width`, `height`), row by row.
    static func grid(_ image: RGBImage, columns: Int, rows: Int, x: Int = 0, y: Int = 0, width: Int? = nil, height: Int? = nil) -> [SIMD3<Double>] {
        let (width, height) = (width ?? image.width, height ?? image.height)
        var means: [SIMD3<Double>] = []
        for row in 0..<rows {
            for column in 0..<columns {
                var sum = SIMD3<Double>()
                var count = 0.0
                for py in (y + row * height / rows)..<(y + (row + 1) * height / rows) {
                    for px in (x + column * width / columns)..<(x + (column + 1) * width / columns) {
                        let pixel = image.pixel(x: px, y: py)
                        sum += SIMD3(Double(pixel.red), Double(pixel.green), Double(pixel.blue))
                        count += 1
                    }
                }
                means.append(sum / max(count, 1))
            }
        }
        return means
    }

    /// The mean and the largest distance (Euclidean, in 0–255 RGB) between two grids' cells.
    static func difference(_ first: [SIMD3<Double>], _ second: [SIMD3<Double>]) -> (mean: Double, largest: Double) {
        let distances = zip(first, second).map { pair in
            let delta = pair.0 - pair.1
            return (delta * delta).sum().squareRoot()
        }
        return (distances.reduce(0, +) / Double(max(distances.count, 1)), distances.max() ?? 0)
    }

    /// The most frequent colour: a terminal's background, in a window that is mostly blank.
    private static func commonest(_ image: RGBImage) -> (red: UInt8, green: UInt8, blue: UInt8) {
        var counts: [Int: Int] = [:]
        for offset in stride(from: 0, to: image.pixels.count, by: 3) {
            counts[Int(image.pixels[offset]) << 16 | Int(image.pixels[offset + 1]) << 8 | Int(image.pixels[offset + 2]), default: 0] += 1
        }
        let colour = counts.max { $0.value < $1.value }?.key ?? 0
        return (UInt8(colour >> 16), UInt8(colour >> 8 & 0xFF), UInt8(colour & 0xFF))
    }

    /// The largest difference of one channel.
    private static func distance(_ first: (red: UInt8, green: UInt8, blue: UInt8), _ second: (red: UInt8, green: UInt8, blue: UInt8)) -> Int {
        max(abs(Int(first.red) - Int(second.red)), abs(Int(first.green) - Int(second.green)), abs(Int(first.blue) - Int(second.blue)))
    }
}
