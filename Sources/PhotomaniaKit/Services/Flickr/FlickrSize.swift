/// Flickr's image sizes (contract §5.3): the letter `--size` and `url_<letter>` use, the
/// suffix in the static file's name, the longest edge, and whether the size has a secret of
/// its own (h and above, and the original), so that its URL cannot be built from `secret`.
public enum FlickrSize: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case sq, q, t, s, n, w, m, z, c, l, h, k
    case x3k = "3k", x4k = "4k", x5k = "5k", x6k = "6k"
    case o

    /// The letter, as `--size` and the `url_` extras spell it.
    public var letter: String { rawValue }
    public var description: String { rawValue }

    /// The extra that asks for it in a listing, and the member that answers: `url_sq`.
    public var urlExtra: String { "url_" + rawValue }

    /// What comes after `<id>_<secret>` in the file's name: `_s` for sq, nothing for m.
    public var fileSuffix: String {
        switch self {
        case .sq: "_s"
        case .s: "_m"
        case .m: ""
        case .l: "_b"
        default: "_" + rawValue
        }
    }

    /// The longest edge in pixels; nil for the original, which is as large as it was uploaded.
    /// A size is never larger than the original, so a photo may have fewer.
    public var longestEdge: Int? {
        switch self {
        case .sq: 75
        case .q: 150
        case .t: 100
        case .s: 240
        case .n: 320
        case .w: 400
        case .m: 500
        case .z: 640
        case .c: 800
        case .l: 1024
        case .h: 1600
        case .k: 2048
        case .x3k: 3072
        case .x4k: 4096
        case .x5k: 5120
        case .x6k: 6144
        case .o: nil
        }
    }

    /// Cropped to a square (sq, q).
    public var isSquare: Bool { self == .sq || self == .q }

    /// Whether its file has a secret of its own, known only from `url_<letter>` or `getSizes`.
    public var hasOwnSecret: Bool {
        switch self {
        case .h, .k, .x3k, .x4k, .x5k, .x6k, .o: true
        default: false
        }
    }

    /// `photos.getSizes`' label.
    public var label: String {
        switch self {
        case .sq: "Square"
        case .q: "Large Square"
        case .t: "Thumbnail"
        case .s: "Small"
        case .n: "Small 320"
        case .w: "Small 400"
        case .m: "Medium"
        case .z: "Medium 640"
        case .c: "Medium 800"
        case .l: "Large"
        case .h: "Large 1600"
        case .k: "Large 2048"
        case .x3k: "X-Large 3K"
        case .x4k: "X-Large 4K"
        case .x5k: "X-Large 5K"
        case .x6k: "X-Large 6K"
        case .o: "Original"
        }
    }

    /// The size a letter (`3k`, `O`), a label (`Large 2048`, any case) or `b` names: `b` is
    /// Large's letter in its file names (`…_b.jpg`), which people copy from them.
    public init?(named name: String) {
        let lowered = name.lowercased()
        guard let size = Self(rawValue: lowered) ?? Self.allCases.first(where: { $0.label.lowercased() == lowered }) ?? (lowered == "b" ? .l : nil) else { return nil }
        self = size
    }

    /// What `--size` takes, said in a usage error.
    static let words = "Flickr's letters (" + ascending.map(\.letter).joined(separator: " ") + ", b for Large) or labels such as 'Large 1600'"


    /// Smallest to largest by longest edge (a square after the sizes its edge equals), the
    /// original last.
    public static let ascending: [FlickrSize] = [.sq, .t, .q, .s, .n, .w, .m, .z, .c, .l, .h, .k, .x3k, .x4k, .x5k, .x6k, .o]

    /// Where it stands in `ascending`.
    var rank: Int { Self.ascending.firstIndex(of: self) ?? 0 }
}
