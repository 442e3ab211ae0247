/// The answer of `GET /photos/:id` (and of a vote): the photo in full format and, when asked for, a page of its
/// comments, which arrive next to the photo or (in later answers) inside it.
public struct PhotoInfo: ResponseObjectSerializable, Hashable {
    public var photo: Photo
    public var comments: [Comment]
    /// What the service would not tell, worded for a person (`the owner does not share EXIF
    /// data`); not part of the JSON.
    public var notes: [String] = []

    public init(photo: Photo, comments: [Comment] = [], notes: [String] = []) {
        self.photo = photo
        self.comments = comments
        self.notes = notes
    }
}

extension PhotoInfo: Codable {
    enum CodingKeys: String, CodingKey {
        case photo
        case comments
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        photo = try container.decode(Photo.self, forKey: .photo)
        comments = container.oneOrMany(Comment.self, forKey: .comments)
        if comments.isEmpty, let inner = try? container.nestedContainer(keyedBy: CodingKeys.self, forKey: .photo) {
            comments = inner.oneOrMany(Comment.self, forKey: .comments)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(photo, forKey: .photo)
        try container.encode(comments, forKey: .comments)
    }
}
