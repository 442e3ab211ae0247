/// What a photo action answers: a vote `{"photo": {full}}`, the others
/// `{"status": 200, "message": …, "error": "None", "photo"?: {short}}` — an `error` key in a
/// success is not a failure (docs/500px-v1.md §7.6); the status decided that already.
public struct PhotoActionAnswer: ResponseObjectSerializable, Hashable {
    public var photo: Photo?
    public var message: String?

    enum CodingKeys: String, CodingKey {
        case photo, message
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        photo = container.lenient(Photo.self, forKey: .photo)
        message = container.flexibleString(forKey: .message)
    }
}

/// What a new comment or reply answers: `{"status": 200, …, "comment": {…}}`.
public struct CommentAnswer: ResponseObjectSerializable, Hashable {
    public var comment: Comment

    enum CodingKeys: String, CodingKey {
        case comment
    }
}
