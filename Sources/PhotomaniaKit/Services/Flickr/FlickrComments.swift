import Foundation

/// `flickr.photos.comments.getList` (contract §7.13): every comment of a photo in one answer,
/// oldest first, flat (Flickr has no replies). No comments: `comment` absent, or `[]`.
public struct FlickrComments: FlickrPayload, Hashable {
    static let rootKeys = ["comments"]

    public struct Comment: Sendable, Hashable, Decodable {
        /// `6065-109722179-72157…`.
        public var id: String
        public var author: String
        public var authorName: String?
        public var realname: String?
        public var pathAlias: String?
        public var iconServer: String?
        public var iconFarm: Int?
        public var authorIsDeleted: Bool?
        public var created: Date?
        public var permalink: String?
        /// The comment, HTML as Flickr keeps it.
        public var text: String

        public init(from decoder: any Decoder) throws {
            let comment = try decoder.container(keyedBy: AnyCodingKey.self)
            id = try comment.flickrRequiredID("id", .token)
            author = try comment.flickrRequiredID("author", .token)
            authorName = comment.flickrText("authorname")
            realname = comment.flickrText("realname")
            pathAlias = comment.flickrID("path_alias", .token)
            iconServer = comment.flickrID("iconserver", .secret)
            iconFarm = comment.flickrCount("iconfarm")
            authorIsDeleted = comment.flickrFlag("author_is_deleted")
            created = comment.flickrUnixTime("datecreate")
            permalink = comment.flickrText("permalink").flatMap { FlickrImage.isFetchable($0) ? $0 : nil }
            text = comment.flickrText("_content") ?? ""
        }
    }

    public var photoID: String?
    public var comments: [Comment]
    public var skipped: Int

    public init(from decoder: any Decoder) throws {
        let list = try decoder.container(keyedBy: AnyCodingKey.self)
        photoID = list.flickrID("photo_id", .number)
        (comments, skipped) = list.flickrElements("comment", as: Comment.self)
    }
}

/// What `flickr.photos.comments.addComment` answers: the new comment's id (real answers add
/// the whole comment, which is not needed).
public struct FlickrPostedComment: FlickrPayload, Hashable {
    static let rootKeys = ["comment"]

    public var id: String

    public init(from decoder: any Decoder) throws {
        id = try decoder.container(keyedBy: AnyCodingKey.self).flickrRequiredID("id", .token)
    }
}

/// `{"stat": "ok"}` alone: what `favorites.add` and `favorites.remove` answer.
public struct FlickrDone: FlickrPayload, Hashable {
    static let rootKeys: [String] = []

    public init(from decoder: any Decoder) throws {}
}
