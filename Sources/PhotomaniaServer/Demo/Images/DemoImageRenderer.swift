import Foundation

/// Turns a photo and a size (a 500px size, or any fit) into JPEG bytes, or an exact size into
/// pixels, the same bytes every time.
enum DemoImageRenderer {
    static let quality = 85

    static func jpeg(for photo: DemoPhoto, size: DemoImageSize, quality: Int = quality) throws -> Data {
        try jpeg(for: photo, fit: size.fit, quality: quality)
    }

    static func jpeg(for photo: DemoPhoto, fit: DemoImageSize.Fit, quality: Int = quality) throws -> Data {
        try jpeg(
            seed: photo.seed, category: photo.category, originalWidth: photo.width, originalHeight: photo.height,
            fit: fit, progressive: photo.progressive, quality: quality
        )
    }

    static func jpeg(
        seed: UInt64, category: DemoCategory, originalWidth: Int, originalHeight: Int,
        size: DemoImageSize, progressive: Bool
    ) throws -> Data {
        try jpeg(
            seed: seed, category: category, originalWidth: originalWidth, originalHeight: originalHeight,
            fit: size.fit, progressive: progressive
        )
    }

    static func jpeg(
        seed: UInt64, category: DemoCategory, originalWidth: Int, originalHeight: Int,
        fit: DemoImageSize.Fit, progressive: Bool, quality: Int = quality
    ) throws -> Data {
        let (width, height) = fit.pixelSize(originalWidth: originalWidth, originalHeight: originalHeight)
        let scene = DemoScene(seed: seed, category: category, width: originalWidth, height: originalHeight)
        let isSquare = if case .square = fit { true } else { false }
        let viewport = DemoPainter.Viewport(aspect: scene.aspect, squareCrop: isSquare)
        let pixels = DemoPainter.render(scene, viewport: viewport, width: width, height: height)
        return try JPEGEncoder.encode(rgb: pixels, width: width, height: height, quality: quality, progressive: progressive)
    }

    /// The photo's whole frame painted at exactly `width`×`height`, as packed RGB.
    static func pixels(for photo: DemoPhoto, width: Int, height: Int) -> [UInt8] {
        let scene = DemoScene(seed: photo.seed, category: photo.category, width: photo.width, height: photo.height)
        return DemoPainter.render(scene, viewport: DemoPainter.Viewport(aspect: scene.aspect, squareCrop: false), width: width, height: height)
    }
}
