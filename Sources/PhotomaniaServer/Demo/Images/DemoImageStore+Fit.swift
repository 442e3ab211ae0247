import Foundation

extension DemoImageStore {
    /// The photo at any fit (the Flickr face's sizes), from the same cache as the 500px sizes.
    func jpeg(for photo: DemoPhoto, fit: DemoImageSize.Fit) throws -> Data {
        let key = DemoImageCache.Key(photoID: photo.id, fit: fit)
        if let cached = cache.data(for: key) { return cached }
        let data = try DemoImageRenderer.jpeg(for: photo, fit: fit)
        cache.insert(data, for: key)
        return data
    }

    /// A strong validator of a rendition at any fit, like `etag(for:size:)`.
    func etag(for photo: DemoPhoto, fit: DemoImageSize.Fit) -> String {
        let salt: UInt64 = switch fit {
        case .square(let side): 1 << 40 | UInt64(side)
        case .longestEdge(let edge): 2 << 40 | UInt64(edge)
        case .height(let height): 3 << 40 | UInt64(height)
        }
        let mixed = DemoRandom.mix(photo.seed ^ DemoRandom.mix(salt ^ UInt64(DemoCatalog.version) << 48))
        let hex = String(mixed, radix: 16)
        return "\"" + String(repeating: "0", count: 16 - hex.count) + hex + "\""
    }
}
