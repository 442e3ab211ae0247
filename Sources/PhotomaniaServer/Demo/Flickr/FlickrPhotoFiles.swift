/// Where a photo's files live on Flickr's static host (contract §6.1): its server and farm,
/// its secrets, and the file names `<id>_<secret>[_<suffix>].<ext>`. All derived from the
/// photo's seed, so they never change.
struct FlickrPhotoFiles {
    let photo: DemoPhoto

    /// One photo in five lives on an old server (a farm of its own); the others on `65535`, farm 66.
    var server: String {
        isOnOldServer ? String(1000 + Int(DemoRandom.mix(photo.seed ^ 0x5E) % 8000)) : "65535"
    }

    var farm: Int {
        isOnOldServer ? 1 + Int(photo.seed % 9) : 66
    }

    var secret: String { Self.secret(photo.seed, salt: 0x5EC) }

    var originalSecret: String { Self.secret(photo.seed, salt: 0x0519) }

    /// Every original is a JPEG.
    var originalFormat: String { "jpg" }

    /// The secret in the file name of `size`.
    func secret(of size: FlickrSize) -> String {
        if size.isOriginal { return originalSecret }
        guard size.hasOwnSecret else { return secret }
        return Self.secret(photo.seed, salt: size.suffix.utf8.reduce(UInt64(0x512E)) { $0 << 8 | UInt64($1) })
    }

    /// `<id>_<secret>[_<suffix>].<ext>`.
    func fileName(of size: FlickrSize) -> String {
        let suffix = size.suffix.isEmpty ? "" : "_" + size.suffix
        return "\(FlickrIDs.photo(photo))_\(secret(of: size))\(suffix).\(size.isOriginal ? originalFormat : "jpg")"
    }

    /// The file's URL on the demo server, which stands in for `live.staticflickr.com`.
    func url(of size: FlickrSize, origin: String) -> String {
        "\(origin)/\(server)/\(fileName(of: size))"
    }

    private var isOnOldServer: Bool { photo.seed % 5 == 0 }

    /// Ten hex digits.
    private static func secret(_ seed: UInt64, salt: UInt64) -> String {
        let hex = String(DemoRandom.mix(seed ^ DemoRandom.mix(salt)) & 0xFF_FFFF_FFFF, radix: 16)
        return String(repeating: "0", count: 10 - hex.count) + hex
    }
}
