import Foundation

/// Turns a photo and a size into JPEG bytes, the same bytes every time.
enum DemoImageRenderer {
    static let quality = 85

    static func jpeg(for photo: DemoPhoto, size: DemoImageSize) throws -> Data {
        try jpeg(
            seed: photo.seed, category: photo.category, originalWidth: photo.width, originalHeight: photo.height,
            size: size, progressive: photo.progressive
        )
    }

    static func jpeg(
        seed: UInt64, category: DemoCategory, originalWidth: Int, originalHeight: Int,
        size: DemoImageSize, progressive: Bool
    ) throws -> Data {
        let (width, height) = size.pixelSize(originalWidth: originalWidth, originalHeight: originalHeight)
        let scene = DemoScene(seed: seed, category: category, width: originalWidth, height: originalHeight)
        let isSquare = if case .square = size.fit { true } else { false }
        let viewport = DemoPainter.Viewport(aspect: scene.aspect, squareCrop: isSquare)
        let pixels = DemoPainter.render(scene, viewport: viewport, width: width, height: height)
        return try JPEGEncoder.encode(rgb: pixels, width: width, height: height, quality: quality, progressive: progressive)
    }
}
