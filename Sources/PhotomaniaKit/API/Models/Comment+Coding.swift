extension Comment: Codable {
    enum CodingKeys: String, CodingKey {
        case id
        case body
        case userID = "user_id"
        case toWhomUserID = "to_whom_user_id"
        case createdAt = "created_at"
        case parentID = "parent_id"
        case flagged
        case rating
        case voted
        case user
        case replies
    }

    /// Only `id` is required; replies that do not decode are left out.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.requiredFlexibleID(forKey: .id)
        body = container.flexibleString(forKey: .body) ?? ""
        userID = container.flexibleID(forKey: .userID)
        toWhomUserID = container.flexibleID(forKey: .toWhomUserID)
        createdAt = container.timestamp(forKey: .createdAt)
        parentID = container.flexibleID(forKey: .parentID)
        flagged = container.flexibleBool(forKey: .flagged)
        rating = container.flexibleInt(forKey: .rating)
        voted = container.flexibleBool(forKey: .voted)
        user = container.lenient(User.self, forKey: .user)
        replies = container.oneOrMany(Comment.self, forKey: .replies)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(body, forKey: .body)
        try container.encodeIfPresent(userID, forKey: .userID)
        try container.encodeIfPresent(toWhomUserID, forKey: .toWhomUserID)
        try container.encodeTimestamp(createdAt, forKey: .createdAt)
        try container.encode(parentID, forKey: .parentID)
        try container.encodeIfPresent(flagged, forKey: .flagged)
        try container.encodeIfPresent(rating, forKey: .rating)
        try container.encodeIfPresent(voted, forKey: .voted)
        try container.encodeIfPresent(user, forKey: .user)
        if !replies.isEmpty { try container.encode(replies, forKey: .replies) }
    }
}
