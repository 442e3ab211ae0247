import PhotomaniaKit

/// A thumbnail as half-block lines that fill a box of cells exactly, for table rows.
enum CellPicture {
    typealias Scaler = @Sendable (RGBImage, Int, Int) -> RGBImage

    /// Fits, scales (nearest neighbour unless a better scaler is given) and renders `image` into
    /// `columns`×`rows` cells; every line spans `columns` cells.
    static func lines(
        _ image: RGBImage, columns: Int, rows: Int, depth: ColorDepth, scale: Scaler = CellPicture.nearest
    ) -> [String] {
        let geometry = CellGeometry.fit(imageWidth: image.width, imageHeight: image.height, columns: columns, rows: rows)
        let scaled = scale(image, geometry.pixelWidth, geometry.pixelHeight)
        return HalfBlockRenderer().render(scaled, depth: depth, in: geometry)
    }

    @Sendable static func nearest(_ image: RGBImage, width: Int, height: Int) -> RGBImage {
        guard image.width > 0, image.height > 0, width > 0, height > 0 else {
            return RGBImage(width: 0, height: 0, pixels: [])
        }
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * 3)
        for y in 0..<height {
            let sourceY = (2 * y + 1) * image.height / (2 * height)
            for x in 0..<width {
                let sourceX = (2 * x + 1) * image.width / (2 * width)
                let offset = (sourceY * image.width + sourceX) * 3
                pixels.append(contentsOf: image.pixels[offset..<offset + 3])
            }
        }
        return RGBImage(width: width, height: height, pixels: pixels)
    }
}
