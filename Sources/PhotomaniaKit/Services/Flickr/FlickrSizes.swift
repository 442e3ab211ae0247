/// `flickr.photos.getSizes` (contract §7.11): every image of a photo the caller may see,
/// smallest first, with whether its owner allows downloads. Widths and heights come as
/// numbers, strings, or `""` (video entries); video entries are left out.
public struct FlickrSizes: FlickrPayload, Hashable {
    static let rootKeys = ["sizes"]

    public var canDownload: Bool?
    public var images: [FlickrImage]

    public init(from decoder: any Decoder) throws {
        let sizes = try decoder.container(keyedBy: AnyCodingKey.self)
        canDownload = sizes.flickrFlag("candownload")
        images = sizes.flickrElements("size", as: Entry.self).items.filter { $0.media != "video" }.map(\.image)
    }

    /// The image `request` picks, honouring `candownload`.
    public func image(_ request: FlickrSizeRequest) -> FlickrImage? {
        request.choose(from: images, canDownload: canDownload)
    }

    private struct Entry: Decodable {
        let image: FlickrImage
        let media: String?

        init(from decoder: any Decoder) throws {
            let entry = try decoder.container(keyedBy: AnyCodingKey.self)
            guard let source = entry.flickrText("source"), FlickrImage.isFetchable(source) else {
                throw DecodingError.dataCorruptedError(forKey: AnyCodingKey("source"), in: entry, debugDescription: "no image URL")
            }
            let size = entry.flickrText("label").flatMap(FlickrSize.init(named:)) ?? entry.flickrText("url").flatMap(Self.size(inPageURL:))
            image = FlickrImage(size: size, url: source, width: entry.flickrCount("width"), height: entry.flickrCount("height"))
            media = entry.flickrText("media")
        }

        /// The letter of `…/sizes/<letter>/`.
        private static func size(inPageURL url: String) -> FlickrSize? {
            let segments = url.split(separator: "/")
            guard let index = segments.lastIndex(of: "sizes"), index + 1 < segments.endIndex else { return nil }
            return FlickrSize(rawValue: String(segments[index + 1]))
        }
    }
}

/// `flickr.photos.getExif` (contract §7.12): the camera and the EXIF tags the owner shares.
/// An owner who hides them answers code 2 instead (`FlickrAPIError.Kind.permissionDenied`).
public struct FlickrExif: FlickrPayload, Hashable {
    static let rootKeys = ["photo"]

    public struct Tag: Sendable, Hashable, Decodable {
        /// `IFD0`, `ExifIFD`, `GPS`, …
        public var tagspace: String?
        /// `Make`, `FNumber`, …
        public var tag: String
        public var label: String?
        public var raw: String?
        /// The prettified value where Flickr has one (`f/2.8`, `0.017 sec (1/60)`).
        public var clean: String?

        public init(from decoder: any Decoder) throws {
            let entry = try decoder.container(keyedBy: AnyCodingKey.self)
            guard let tag = entry.flickrText("tag") else {
                throw DecodingError.dataCorruptedError(forKey: AnyCodingKey("tag"), in: entry, debugDescription: "an EXIF entry without a tag")
            }
            self.tag = tag
            tagspace = entry.flickrText("tagspace")
            label = entry.flickrText("label")
            raw = entry.flickrText("raw")
            clean = entry.flickrText("clean")
        }

        /// What to show: the clean value, else the raw one.
        public var value: String? { clean ?? raw }
    }

    public var id: String?
    public var camera: String?
    public var tags: [Tag]

    public init(from decoder: any Decoder) throws {
        let photo = try decoder.container(keyedBy: AnyCodingKey.self)
        id = photo.flickrID("id", .number)
        camera = photo.flickrText("camera")
        tags = photo.flickrElements("exif", as: Tag.self).items
    }

    /// The value of the first entry with tag `name` (`Model`, `LensModel`, `ExposureTime`).
    public func value(of name: String) -> String? {
        tags.first { $0.tag == name }?.value
    }
}

/// `photos.getFavorites`: of the people who faved a photo, only how many (`total`, a number or
/// a numeral).
struct FlickrFaves: FlickrPayload, Hashable {
    static let rootKeys = ["photo"]

    var total: Int?

    init(from decoder: any Decoder) throws {
        total = try decoder.container(keyedBy: AnyCodingKey.self).flickrCount("total")
    }
}
