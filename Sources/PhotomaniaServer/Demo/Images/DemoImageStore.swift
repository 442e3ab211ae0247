import Foundation
import PhotomaniaHTTPText

/// The demo catalog's pictures: rendered on first request, then served from a byte-bounded
/// cache, with the validators and headers an image response carries.
final class DemoImageStore: Sendable {
    let catalog: DemoCatalog
    let cache: DemoImageCache

    /// Every image's `Last-Modified`, so validators survive restarts that move "now".
    private static let publicationEpoch = Date(timeIntervalSince1970: 1_704_067_200)

    init(catalog: DemoCatalog, cacheBytes: Int) {
        self.catalog = catalog
        cache = DemoImageCache(byteLimit: cacheBytes)
    }

    func jpeg(for photo: DemoPhoto, size: DemoImageSize) throws -> Data {
        let key = DemoImageCache.Key(photoID: photo.id, size: size)
        if let cached = cache.data(for: key) { return cached }
        let data = try DemoImageRenderer.jpeg(for: photo, size: size)
        cache.insert(data, for: key)
        return data
    }

    /// A strong validator that changes with the catalog seed, the photo, the size and the
    /// renderer's version.
    func etag(for photo: DemoPhoto, size: DemoImageSize) -> String {
        let mixed = DemoRandom.mix(photo.seed ^ DemoRandom.mix(UInt64(size.rawValue) &+ UInt64(DemoCatalog.version) << 32))
        let hex = String(mixed, radix: 16)
        return "\"" + String(repeating: "0", count: 16 - hex.count) + hex + "\""
    }

    func lastModified(for photo: DemoPhoto) -> String {
        HTTPDate.string(from: Self.publicationEpoch.addingTimeInterval(Double(photo.id % 100_000) * 60))
    }

    /// Sent for every 7th photo: mostly a plain `filename`, for Unicode titles an RFC 5987
    /// `filename*` beside the ASCII one.
    func contentDisposition(for photo: DemoPhoto) -> String? {
        switch photo.attachment {
        case nil:
            return nil
        case .plain:
            return "attachment; filename=\"\(photo.slug).jpg\""
        case .unicode:
            return "attachment; filename=\"\(photo.slug).jpg\"; filename*=UTF-8''\(Self.percentEncoded(photo.name + ".jpg"))"
        }
    }

    /// RFC 5987 `value-chars`: attr-char kept, every other UTF-8 byte as `%XX`.
    static func percentEncoded(_ text: String) -> String {
        let kept = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!#$&+-.^_`|~".utf8)
        var encoded = ""
        for byte in text.utf8 {
            if kept.contains(byte) {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                encoded += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return encoded
    }
}
