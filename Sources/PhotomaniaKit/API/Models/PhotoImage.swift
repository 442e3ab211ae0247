/// One entry of a photo's `images`: the URL of the photo rendered at one size.
public struct PhotoImage: Hashable, Sendable {
    public var size: ImageSize
    public var url: String
    public var httpsURL: String?
    /// `jpeg`, `jpg`, … when the API says.
    public var format: String?
    /// The service's own size of the image, where it chose one for `size` (Flickr's nearest
    /// size, or its largest allowed: `Original`); nil when it is `size` itself.
    public var chosen: ImageSize?
    /// What the service says of this image once a download saves it (a size cap), said once a run.
    public var notice: ServiceNotice?
    /// The SHA-1 of the image's bytes as the service states it (Commons, for its originals): a
    /// download that hashes otherwise fails.
    public var sha1: String?
    /// The media type of the bytes at `url` as the service states it (Commons); nil means a JPEG.
    public var mime: String?

    public init(
        size: ImageSize, url: String, httpsURL: String? = nil, format: String? = nil, chosen: ImageSize? = nil, notice: ServiceNotice? = nil, sha1: String? = nil,
        mime: String? = nil
    ) {
        self.sha1 = sha1
        self.mime = mime
        self.size = size
        self.url = url
        self.httpsURL = httpsURL
        self.format = format
        self.chosen = chosen
        self.notice = notice
    }
}

extension PhotoImage: Codable {
    enum CodingKeys: String, CodingKey {
        case size
        case url
        case httpsURL = "https_url"
        case format
    }

    /// `size` may be a number or a numeric string; an entry with only `https_url` uses it as `url`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        size = try container.decode(ImageSize.self, forKey: .size)
        httpsURL = container.flexibleString(forKey: .httpsURL)
        if let url = container.flexibleString(forKey: .url) ?? httpsURL {
            self.url = url
        } else {
            self.url = try container.decode(String.self, forKey: .url)
        }
        format = container.flexibleString(forKey: .format)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(size, forKey: .size)
        try container.encode(url, forKey: .url)
        try container.encodeIfPresent(httpsURL, forKey: .httpsURL)
        try container.encodeIfPresent(format, forKey: .format)
    }
}
