import Foundation

/// `flickr.photos.getInfo` (contract §7.10): one photo's facts. Titles and descriptions here
/// are `{"_content": …}`; the original's secret and format are there only when its owner lets
/// the caller see it.
public struct FlickrPhotoInfo: FlickrPayload, Hashable {
    static let rootKeys = ["photo"]

    public var id: String
    public var secret: String?
    public var server: String?
    public var farm: Int?
    public var originalSecret: String?
    public var originalFormat: String?
    public var license: Int?
    public var safetyLevel: Int?
    public var rotation: Int?
    public var isFavorite: Bool?
    public var owner: FlickrOwner?
    public var title: String
    public var description: String?
    public var isPublic: Bool?
    public var posted: Date?
    public var taken: Date?
    public var takenGranularity: Int?
    public var takenUnknown: Bool?
    public var lastUpdate: Date?
    public var views: Int?
    public var comments: Int?
    /// `usage.candownload`: whether the owner lets people download the original.
    public var canDownload: Bool?
    public var canComment: Bool?
    /// The tags as their author typed them (`raw`), machine tags left out.
    public var tags: [String]
    public var location: FlickrLocation?
    /// The photo's page (`urls.url[type=photopage]`).
    public var pageURL: String?
    public var media: String?

    public init(from decoder: any Decoder) throws {
        let photo = try decoder.container(keyedBy: AnyCodingKey.self)
        id = try photo.flickrRequiredID("id", .number)
        secret = photo.flickrID("secret", .secret)
        server = photo.flickrID("server", .secret)
        farm = photo.flickrCount("farm")
        originalSecret = photo.flickrID("originalsecret", .secret)
        originalFormat = photo.flickrID("originalformat", .format)
        license = photo.flickrCount("license")
        safetyLevel = photo.flickrCount("safety_level")
        rotation = photo.flickrInteger("rotation")
        isFavorite = photo.flickrFlag("isfavorite")
        owner = try? photo.decodeIfPresent(FlickrOwner.self, forKey: "owner")
        title = photo.flickrText("title") ?? ""
        description = photo.flickrText("description")
        isPublic = photo.flickrObject("visibility")?.flickrFlag("ispublic")
        let dates = photo.flickrObject("dates")
        posted = dates?.flickrUnixTime("posted") ?? photo.flickrUnixTime("dateuploaded")
        taken = dates?.flickrDateTime("taken")
        takenGranularity = dates?.flickrCount("takengranularity")
        takenUnknown = dates?.flickrFlag("takenunknown")
        lastUpdate = dates?.flickrUnixTime("lastupdate")
        views = photo.flickrCount("views")
        comments = photo.flickrCount("comments")
        canDownload = photo.flickrObject("usage")?.flickrFlag("candownload")
        canComment = photo.flickrObject("publiceditability")?.flickrFlag("cancomment")
        tags = photo.flickrObject("tags")?.flickrElements("tag", as: FlickrTag.self).items.filter { !$0.isMachineTag }.map(\.raw) ?? []
        location = photo.flickrObject("location").flatMap(FlickrLocation.init(in:))
        pageURL = photo.flickrObject("urls")?.flickrElements("url", as: FlickrTypedURL.self).items
            .first { $0.type == "photopage" && FlickrImage.isFetchable($0.url) }?.url
        media = photo.flickrText("media")
    }

    /// The original's URL, when its owner allows downloads and the answer names its secret.
    public func originalURL(origin: String = FlickrStaticURL.imageOrigin) -> String? {
        guard canDownload != false, let server, let originalSecret else { return nil }
        return FlickrStaticURL.original(id: id, server: server, originalSecret: originalSecret, format: originalFormat ?? "jpg", origin: origin)
    }
}

/// The owner of a photo as `getInfo` names them.
public struct FlickrOwner: Sendable, Hashable, Decodable {
    public var nsid: String
    public var username: String?
    public var realname: String?
    public var location: String?
    public var iconServer: String?
    public var iconFarm: Int?
    public var pathAlias: String?

    public init(from decoder: any Decoder) throws {
        let owner = try decoder.container(keyedBy: AnyCodingKey.self)
        nsid = try owner.flickrRequiredID("nsid", .token)
        username = owner.flickrText("username")
        realname = owner.flickrText("realname")
        location = owner.flickrText("location")
        iconServer = owner.flickrID("iconserver", .secret)
        iconFarm = owner.flickrCount("iconfarm")
        pathAlias = owner.flickrID("path_alias", .token)
    }
}

private struct FlickrTag: Decodable {
    let raw: String
    /// `machine_tag`: `false`/`true` since 2023, `0`/`1` before.
    let isMachineTag: Bool

    init(from decoder: any Decoder) throws {
        let tag = try decoder.container(keyedBy: AnyCodingKey.self)
        guard let raw = tag.flickrText("raw") ?? tag.flickrText("_content") else {
            throw DecodingError.dataCorruptedError(forKey: AnyCodingKey("raw"), in: tag, debugDescription: "a tag without text")
        }
        self.raw = raw
        isMachineTag = tag.flickrFlag("machine_tag") ?? false
    }
}

private struct FlickrTypedURL: Decodable {
    let type: String?
    let url: String

    init(from decoder: any Decoder) throws {
        let entry = try decoder.container(keyedBy: AnyCodingKey.self)
        type = entry.flickrText("type")
        guard let url = entry.flickrText("_content") else {
            throw DecodingError.dataCorruptedError(forKey: AnyCodingKey("_content"), in: entry, debugDescription: "a URL without text")
        }
        self.url = url
    }
}
