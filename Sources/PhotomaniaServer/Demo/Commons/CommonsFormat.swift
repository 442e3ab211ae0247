/// The kinds of file the demo wiki holds (contract §6.2, §6.5): the MIME and media types
/// imageinfo reports, and the thumbnail each kind gets on the upload host (§8.1).
enum CommonsFormat: String, CaseIterable, Sendable {
    case jpeg, png, gif, tiff, svg, pdf, webm, ogg

    /// How wide a thumbnail may be.
    enum ThumbnailLimit {
        /// Narrower than the original; a wider request gets the original itself.
        case original
        /// Rendered at any request, but never wider than the original.
        case clamped
        /// Any width: drawings and pages scale up.
        case unlimited
    }

    var mime: String {
        switch self {
        case .jpeg: "image/jpeg"
        case .png: "image/png"
        case .gif: "image/gif"
        case .tiff: "image/tiff"
        case .svg: "image/svg+xml"
        case .pdf: "application/pdf"
        case .webm: "video/webm"
        case .ogg: "audio/ogg"
        }
    }

    var mediaType: String {
        switch self {
        case .jpeg, .png, .gif, .tiff: "BITMAP"
        case .svg: "DRAWING"
        case .pdf: "OFFICE"
        case .webm: "VIDEO"
        case .ogg: "AUDIO"
        }
    }

    var fileExtension: String {
        switch self {
        case .jpeg: "jpg"
        case .tiff: "tif"
        default: rawValue
        }
    }

    /// Nil for sound, which has no thumbnail.
    var thumbnailMime: String? {
        switch self {
        case .png, .svg: "image/png"
        case .gif: "image/gif"
        case .jpeg, .tiff, .pdf, .webm: "image/jpeg"
        case .ogg: nil
        }
    }

    var thumbnailLimit: ThumbnailLimit {
        switch self {
        case .jpeg, .png, .gif, .ogg: .original
        case .tiff, .webm: .clamped
        case .svg, .pdf: .unlimited
        }
    }

    /// Reported for paged formats.
    var pageCount: Int? {
        self == .tiff || self == .pdf ? 1 : nil
    }

    /// Bits per sample, as `bitdepth` reports it; 0 where there are no pixels.
    var bitDepth: Int {
        switch mediaType {
        case "BITMAP", "DRAWING": 8
        default: 0
        }
    }

    /// The thumbnail file name `width` pixels wide of the file named `name` (as it stands in
    /// the URL), or nil for sound.
    func thumbnailName(of name: String, width: Int) -> String? {
        switch self {
        case .jpeg, .png, .gif: "\(width)px-\(name)"
        case .tiff: "\(pagePrefix)\(width)px-\(name).jpg"
        case .svg: "\(width)px-\(name).png"
        case .pdf: "\(pagePrefix)\(width)px-\(name).jpg"
        case .webm: "\(width)px--\(name).jpg"
        case .ogg: nil
        }
    }

    /// The width `thumbnail` asks for, if it is a thumbnail name of the file named `name`.
    func thumbnailWidth(in thumbnail: String, of name: String) -> Int? {
        guard thumbnail.hasPrefix(pagePrefix) else { return nil }
        let digits = thumbnail.dropFirst(pagePrefix.count).prefix { $0.isASCII && $0.isNumber }
        guard (1...6).contains(digits.count), let width = Int(digits) else { return nil }
        return thumbnailName(of: name, width: width) == thumbnail ? width : nil
    }

    /// What names the page a paged format's thumbnail shows.
    private var pagePrefix: String {
        switch self {
        case .tiff: "lossy-page1-"
        case .pdf: "page1-"
        default: ""
        }
    }
}
