import Foundation

/// A comment on a photo. With `nested`, top-level comments carry their `replies`.
public struct Comment: Hashable, Sendable {
    public var id: CommentID
    /// Plain text, possibly with trailing spaces.
    public var body: String
    /// Documented as a string, sent as a number: both are read.
    public var userID: UserID?
    /// Always the photo's author.
    public var toWhomUserID: UserID?
    public var createdAt: Date?
    /// nil for a top-level comment.
    public var parentID: CommentID?
    public var flagged: Bool?
    /// The sum of the comment's votes.
    public var rating: Int?
    public var voted: Bool?
    public var user: User?
    public var replies: [Comment]

    public init(
        id: CommentID, body: String, userID: UserID? = nil, toWhomUserID: UserID? = nil, createdAt: Date? = nil,
        parentID: CommentID? = nil, flagged: Bool? = nil, rating: Int? = nil, voted: Bool? = nil, user: User? = nil,
        replies: [Comment] = []
    ) {
        self.id = id
        self.body = body
        self.userID = userID
        self.toWhomUserID = toWhomUserID
        self.createdAt = createdAt
        self.parentID = parentID
        self.flagged = flagged
        self.rating = rating
        self.voted = voted
        self.user = user
        self.replies = replies
    }
}

extension Comment: ResponseCollectionSerializable {
    public static let itemsKey = "comments"
}
