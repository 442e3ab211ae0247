/// Flickr's photo sizes (contract §5.3): the `url_X` extra, the file suffix, the longest edge,
/// the `getSizes` label and the `/sizes/X/` letter. The demo has no `f` size: no catalog photo
/// is exactly 2:1.
struct FlickrSize: Equatable, Sendable {
    /// `sq`, `q`, …, `6k`, `o`: the `url_X` name.
    let extra: String
    /// In file names after `_`; empty for Medium 500, which has none.
    let suffix: String
    let label: String
    /// Nil for the original, whose fit is the photo's own size.
    let fit: DemoImageSize.Fit?
    /// Large 1600 and up have secrets of their own, the original its `originalsecret`.
    let hasOwnSecret: Bool

    /// Smallest first, as `getSizes` lists them.
    static let all: [FlickrSize] = [
        FlickrSize(extra: "sq", suffix: "s", label: "Square", fit: .square(75), hasOwnSecret: false),
        FlickrSize(extra: "q", suffix: "q", label: "Large Square", fit: .square(150), hasOwnSecret: false),
        FlickrSize(extra: "t", suffix: "t", label: "Thumbnail", fit: .longestEdge(100), hasOwnSecret: false),
        FlickrSize(extra: "s", suffix: "m", label: "Small", fit: .longestEdge(240), hasOwnSecret: false),
        FlickrSize(extra: "n", suffix: "n", label: "Small 320", fit: .longestEdge(320), hasOwnSecret: false),
        FlickrSize(extra: "w", suffix: "w", label: "Small 400", fit: .longestEdge(400), hasOwnSecret: false),
        FlickrSize(extra: "m", suffix: "", label: "Medium", fit: .longestEdge(500), hasOwnSecret: false),
        FlickrSize(extra: "z", suffix: "z", label: "Medium 640", fit: .longestEdge(640), hasOwnSecret: false),
        FlickrSize(extra: "c", suffix: "c", label: "Medium 800", fit: .longestEdge(800), hasOwnSecret: false),
        FlickrSize(extra: "l", suffix: "b", label: "Large", fit: .longestEdge(1024), hasOwnSecret: false),
        FlickrSize(extra: "h", suffix: "h", label: "Large 1600", fit: .longestEdge(1600), hasOwnSecret: true),
        FlickrSize(extra: "k", suffix: "k", label: "Large 2048", fit: .longestEdge(2048), hasOwnSecret: true),
        FlickrSize(extra: "3k", suffix: "3k", label: "X-Large 3K", fit: .longestEdge(3072), hasOwnSecret: true),
        FlickrSize(extra: "4k", suffix: "4k", label: "X-Large 4K", fit: .longestEdge(4096), hasOwnSecret: true),
        FlickrSize(extra: "5k", suffix: "5k", label: "X-Large 5K", fit: .longestEdge(5120), hasOwnSecret: true),
        FlickrSize(extra: "6k", suffix: "6k", label: "X-Large 6K", fit: .longestEdge(6144), hasOwnSecret: true),
        FlickrSize(extra: "o", suffix: "o", label: "Original", fit: nil, hasOwnSecret: true),
    ]

    var isOriginal: Bool { fit == nil }

    /// The sizes a photo has, smallest first: the squares, every edge up to the original's
    /// longest (a larger one is never made), and the original. Owners who disallow downloads,
    /// and capped free accounts, show nothing with a secret of its own: nothing past Large 1024
    /// (contract §5.3, §11).
    static func available(for photo: DemoPhoto, owner: DemoUser?) -> [FlickrSize] {
        let longest = max(photo.width, photo.height)
        let showsLargeSizes = owner?.showsLargeSizes ?? true
        return all.filter { size in
            if size.hasOwnSecret, !showsLargeSizes { return false }
            guard case .longestEdge(let edge)? = size.fit else { return true }
            return edge <= longest
        }
    }

    /// The rendition's fit for this photo.
    func fit(for photo: DemoPhoto) -> DemoImageSize.Fit {
        fit ?? .longestEdge(max(photo.width, photo.height))
    }

    func pixelSize(of photo: DemoPhoto) -> (width: Int, height: Int) {
        fit(for: photo).pixelSize(originalWidth: photo.width, originalHeight: photo.height)
    }
}
