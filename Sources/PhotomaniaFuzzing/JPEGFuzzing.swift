import Foundation
import PhotomaniaKit

extension FuzzTarget {
    /// JPEG bytes from a server through libjpeg (C shim under ASan): header, decode at two
    /// scales, the thumbnail path and the integrity check. Pixel limits keep each run small.
    static let jpeg = FuzzTarget(name: "jpeg", seedFolders: ["images", "fuzz/jpeg"], maxLength: 65_536) { data throws(FuzzViolation) in
        _ = JPEGIntegrity.check(data)
        guard let info = try? JPEGDecoder.info(of: data) else { return }
        try FuzzViolation.require(info.width > 0 && info.height > 0, "a readable JPEG has a size: \(info.width)×\(info.height)")
        for (scale, maxPixels) in [(8, 4_000_000), (1, 250_000)] {
            guard let decoded = try? JPEGDecoder.decode(data, scaleDenominator: scale, maxPixels: maxPixels) else { continue }
            let image = decoded.image
            try FuzzViolation.require(image.pixels.count == image.width * image.height * 3, "a decoded image holds width × height × 3 bytes")
            try FuzzViolation.require(image.width == (info.width + scale - 1) / scale, "a 1/\(scale) decode is \(image.width) wide, not \((info.width + scale - 1) / scale)")
        }
        if let thumbnail = try? Thumbnailer.thumbnail(of: data, fitting: (64, 48), maxPixels: 4_000_000) {
            try FuzzViolation.require(thumbnail.image.width <= 64 && thumbnail.image.height <= 48, "a thumbnail fits its box")
        }
    }
}
