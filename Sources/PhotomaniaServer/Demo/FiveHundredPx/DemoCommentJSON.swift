import Foundation

/// A comment as `/photos/:id/comments` and `/photos/:id?comments` send it.
struct DemoCommentJSON: Encodable {
    let comment: DemoComment
    let user: DemoUser?
    /// Nil unless the request asked for `nested`.
    let replies: [DemoCommentJSON]?

    private enum Keys: String, CodingKey {
        case id, body, user, replies, flagged, rating
        case userID = "user_id", toWhomUserID = "to_whom_user_id", createdAt = "created_at", parentID = "parent_id"
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(comment.id, forKey: .id)
        try container.encode(comment.userID, forKey: .userID)
        try container.encode(comment.toWhomUserID, forKey: .toWhomUserID)
        try container.encode(comment.body, forKey: .body)
        try container.encode(DemoTimestamp.string(comment.createdAt, zone: comment.zone), forKey: .createdAt)
        try container.encode(comment.parentID, forKey: .parentID)
        try container.encode(false, forKey: .flagged)
        // The catalog's comments carry made-up votes; nobody has voted for an added one yet.
        try container.encode(comment.id >= DemoState.addedCommentIDBase ? 0 : comment.id % 4, forKey: .rating)
        if let user {
            try container.encode(DemoUserJSON(user: user, profile: nil), forKey: .user)
        }
        if let replies {
            try container.encode(replies, forKey: .replies)
        }
    }
}
