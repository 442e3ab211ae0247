import Foundation
import PhotomaniaKit

extension FuzzTarget {
    /// PNG bytes from a server through libpng (C shim under ASan): header, full decode and the
    /// thumbnail path. The pixel limit keeps each run small.
    static let png = FuzzTarget(name: "png", seedFolders: ["images/png", "fuzz/png"], maxLength: 65_536) { data throws(FuzzViolation) in
        guard let info = try? PNGDecoder.info(of: data) else { return }
        try FuzzViolation.require(info.width > 0 && info.height > 0, "a readable PNG has a size: \(info.width)×\(info.height)")
        try FuzzViolation.require([1, 2, 4, 8, 16].contains(info.bitDepth), "a readable PNG has 1, 2, 4, 8 or 16 bits a sample, not \(info.bitDepth)")
        if let decoded = try? PNGDecoder.decode(data, maxPixels: 250_000) {
            let image = decoded.image
            try FuzzViolation.require(image.pixels.count == image.width * image.height * 3, "a decoded image holds width × height × 3 bytes")
            try FuzzViolation.require(image.width == info.width && image.height == info.height, "a decode is \(image.width)×\(image.height), its header \(info.width)×\(info.height)")
        }
        if let thumbnail = try? Thumbnailer.thumbnail(of: data, fitting: (64, 48), maxPixels: 250_000) {
            try FuzzViolation.require(thumbnail.image.width <= 64 && thumbnail.image.height <= 48, "a thumbnail fits its box")
        }
    }
}
