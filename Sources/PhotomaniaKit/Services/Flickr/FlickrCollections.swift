import Foundation

/// An album (photoset) or a gallery, as `photosets.getList`/`getInfo` and
/// `galleries.getList`/`getInfo`/`urls.lookupGallery` give them (contract §7.19–7.24).
public struct FlickrCollection: Sendable, Hashable, Decodable {
    public enum Kind: String, Sendable, Hashable {
        case album, gallery
    }

    public var kind: Kind
    /// The album's number, or the gallery's number (`gallery_id`, the one in its URL).
    public var id: String
    /// A gallery's compound id, `<n>-<gallery_id>`, which Flickr's gallery writes require.
    public var compoundID: String?
    public var owner: String?
    public var ownerName: String?
    public var title: String
    public var description: String?
    public var photoCount: Int?
    public var videoCount: Int?
    public var views: Int?
    public var comments: Int?
    public var created: Date?
    public var updated: Date?
    public var primaryPhotoID: String?
    public var primarySecret: String?
    public var primaryServer: String?
    public var url: String?

    public init(from decoder: any Decoder) throws {
        let set = try decoder.container(keyedBy: AnyCodingKey.self)
        if let galleryID = set.flickrID("gallery_id", .number) {
            kind = .gallery
            id = galleryID
            compoundID = set.flickrID("id", .token)
            photoCount = set.flickrCount("count_photos")
            videoCount = set.flickrCount("count_videos")
            primaryPhotoID = set.flickrID("primary_photo_id", .number)
            primarySecret = set.flickrID("primary_photo_secret", .secret)
            primaryServer = set.flickrID("primary_photo_server", .secret)
        } else {
            kind = .album
            id = try set.flickrRequiredID("id", .number)
            photoCount = set.flickrCount("count_photos") ?? set.flickrCount("photos")
            videoCount = set.flickrCount("count_videos") ?? set.flickrCount("videos")
            primaryPhotoID = set.flickrID("primary", .number)
            primarySecret = set.flickrID("secret", .secret)
            primaryServer = set.flickrID("server", .secret)
        }
        owner = set.flickrID("owner", .token)
        ownerName = set.flickrText("username") ?? set.flickrText("ownername")
        title = set.flickrText("title") ?? ""
        description = set.flickrText("description")
        views = set.flickrCount("count_views")
        comments = set.flickrCount("count_comments")
        created = set.flickrUnixTime("date_create")
        updated = set.flickrUnixTime("date_update")
        url = set.flickrText("url").flatMap { FlickrImage.isFetchable($0) ? $0 : nil }
    }

    /// Its cover, a photo of the size given (no size with a secret of its own).
    public func cover(_ size: FlickrSize = .q, origin: String = FlickrStaticURL.imageOrigin) -> String? {
        guard let primaryPhotoID, let primarySecret, let primaryServer else { return nil }
        return FlickrStaticURL.image(id: primaryPhotoID, server: primaryServer, secret: primarySecret, size: size, origin: origin)
    }
}

/// One album or gallery: `photosets.getInfo` (`photoset`), `galleries.getInfo` and
/// `urls.lookupGallery` (`gallery`).
public struct FlickrCollectionInfo: FlickrPayload, Hashable {
    static let rootKeys = ["photoset", "gallery"]

    public var collection: FlickrCollection

    public init(from decoder: any Decoder) throws {
        collection = try FlickrCollection(from: decoder)
    }
}

/// A page of albums (`photosets`) or galleries (`galleries`, paged with `per_page` only).
public struct FlickrCollectionList: FlickrPayload, Hashable {
    static let rootKeys = ["photosets", "galleries"]

    public var paging: FlickrPaging
    public var collections: [FlickrCollection]
    public var skipped: Int

    public init(from decoder: any Decoder) throws {
        let list = try decoder.container(keyedBy: AnyCodingKey.self)
        let key = list.contains("photoset") ? "photoset" : "gallery"
        (collections, skipped) = list.flickrElements(key, as: FlickrCollection.self)
        paging = FlickrPaging(in: list, listed: collections.count)
    }
}
