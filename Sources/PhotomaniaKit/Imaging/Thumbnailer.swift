import Foundation

/// Small previews of JPEGs and PNGs, aspect kept. A JPEG is decoded at the smallest DCT scale that
/// still covers the box, a PNG at full size; either is then box-filtered down to the exact fitted
/// size.
public enum Thumbnailer {
    /// The format is told by the data's signature; anything but a JPEG or a PNG throws
    /// `ImageError.notJPEGOrPNG`.
    public static func thumbnail(
        of data: Data, fitting box: (width: Int, height: Int), maxPixels: Int = JPEGDecoder.defaultMaxPixels
    ) throws(ImageError) -> DecodedImage {
        switch ImageFormat(sniffing: data) {
        case .jpeg: try jpegThumbnail(of: data, fitting: box, maxPixels: maxPixels)
        case .png: try pngThumbnail(of: data, fitting: box, maxPixels: maxPixels)
        case nil: throw data.isEmpty ? .empty : .notJPEGOrPNG(firstBytes: Array(data.prefix(4)))
        }
    }

    private static func jpegThumbnail(
        of data: Data, fitting box: (width: Int, height: Int), maxPixels: Int
    ) throws(ImageError) -> DecodedImage {
        let info = try JPEGDecoder.info(of: data)
        let target = fittedSize(of: (info.width, info.height), in: box)
        let denominator = scaleDenominator(for: (info.width, info.height), covering: target)
        return try fitted(JPEGDecoder.decode(data, scaleDenominator: denominator, maxPixels: maxPixels), to: target)
    }

    private static func pngThumbnail(
        of data: Data, fitting box: (width: Int, height: Int), maxPixels: Int
    ) throws(ImageError) -> DecodedImage {
        let decoded = try PNGDecoder.decode(data, maxPixels: maxPixels)
        return fitted(decoded, to: fittedSize(of: (decoded.image.width, decoded.image.height), in: box))
    }

    private static func fitted(_ decoded: DecodedImage, to target: (width: Int, height: Int)) -> DecodedImage {
        if decoded.image.width == target.width && decoded.image.height == target.height {
            return decoded
        }
        let image = areaAverage(decoded.image, width: target.width, height: target.height)
        return DecodedImage(image: image, warnings: decoded.warnings, firstWarning: decoded.firstWarning)
    }

    /// The largest size with the source's aspect ratio that fits in `box`, each side at least 1.
    /// A source that already fits keeps its size: thumbnails are never enlarged.
    public static func fittedSize(
        of size: (width: Int, height: Int), in box: (width: Int, height: Int)
    ) -> (width: Int, height: Int) {
        let (width, height) = size
        guard width > 0, height > 0, box.width > 0, box.height > 0 else { return (0, 0) }
        if width <= box.width && height <= box.height {
            return (width, height)
        }
        if width * box.height >= height * box.width {
            return (box.width, max(1, min(box.height, (height * box.width + width / 2) / width)))
        }
        return (max(1, min(box.width, (width * box.height + height / 2) / height)), box.height)
    }

    /// The largest of 8, 4, 2, 1 whose DCT-scaled output (sides rounded up) still covers `target`.
    public static func scaleDenominator(
        for size: (width: Int, height: Int), covering target: (width: Int, height: Int)
    ) -> Int {
        for denominator in [8, 4, 2] {
            let scaledWidth = (size.width + denominator - 1) / denominator
            let scaledHeight = (size.height + denominator - 1) / denominator
            if scaledWidth >= target.width && scaledHeight >= target.height {
                return denominator
            }
        }
        return 1
    }
}
