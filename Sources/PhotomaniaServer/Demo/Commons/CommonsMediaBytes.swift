import Foundation

/// The bytes of a file of any kind and of its thumbnails, made afresh from the photo it comes
/// from (the JPEG photos' own are served from the image cache instead).
enum CommonsMediaBytes {
    static func original(of file: CommonsFile) throws -> Data {
        let size = file.originalSize
        switch file.format {
        case .jpeg:
            return try DemoImageRenderer.jpeg(for: file.photo, fit: file.originalFit)
        case .png:
            return PNGEncoder.encode(rgb: pixels(of: file, size), width: size.width, height: size.height)
        case .gif:
            return GIFEncoder.encode(rgb: pixels(of: file, size), width: size.width, height: size.height)
        case .tiff:
            return TIFFEncoder.encode(rgb: pixels(of: file, size), width: size.width, height: size.height)
        case .svg:
            return Data(CommonsMosaic(photo: file.photo).svg.utf8)
        case .pdf:
            return CommonsPDF.document(CommonsMosaic(photo: file.photo))
        case .webm:
            return CommonsWebM.header(width: size.width, height: size.height, trackUID: file.photo.seed)
        case .ogg:
            return CommonsOgg.silence(serial: UInt32(truncatingIfNeeded: file.photo.seed))
        }
    }

    /// The thumbnail a `width` URL names, in the kind's thumbnail format; nil for sound.
    static func thumbnail(of file: CommonsFile, width: Int) throws -> Data? {
        let size = CommonsImageInfo.renderedSize(of: file, width: width)
        switch file.format {
        case .png:
            return PNGEncoder.encode(rgb: pixels(of: file, size), width: size.width, height: size.height)
        case .gif:
            return GIFEncoder.encode(rgb: pixels(of: file, size), width: size.width, height: size.height)
        case .svg:
            return PNGEncoder.encode(rgb: CommonsMosaic(photo: file.photo).rasterised(width: size.width, height: size.height), width: size.width, height: size.height)
        case .pdf:
            let rgb = CommonsMosaic(photo: file.photo).rasterised(width: size.width, height: size.height)
            return try JPEGEncoder.encode(rgb: rgb, width: size.width, height: size.height, quality: DemoImageRenderer.quality)
        case .jpeg, .tiff, .webm:
            return try JPEGEncoder.encode(rgb: pixels(of: file, size), width: size.width, height: size.height, quality: DemoImageRenderer.quality)
        case .ogg:
            return nil
        }
    }

    private static func pixels(of file: CommonsFile, _ size: (width: Int, height: Int)) -> [UInt8] {
        DemoImageRenderer.pixels(for: file.photo, width: size.width, height: size.height)
    }
}
