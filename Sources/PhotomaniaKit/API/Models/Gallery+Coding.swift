extension Gallery: Codable {
    enum CodingKeys: String, CodingKey {
        case id
        case userID = "user_id"
        case name
        case description
        case subtitle
        case slug
        case token
        case kind
        case privacy
        case itemsCount = "items_count"
        case createdAt = "created_at"
        case updatedAt = "updated_at"
        case lastAddedToAt = "last_added_to_at"
        case coverImages = "cover_photo"
        case customPath = "custom_path"
        case user
    }

    /// Only `id` is required (a number or a string holding one).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.requiredFlexibleID(forKey: .id)
        userID = container.flexibleID(forKey: .userID)
        name = container.flexibleString(forKey: .name) ?? ""
        description = container.flexibleString(forKey: .description)
        subtitle = container.flexibleString(forKey: .subtitle)
        slug = container.flexibleString(forKey: .slug)
        token = container.flexibleString(forKey: .token)
        kind = container.lenient(GalleryKind.self, forKey: .kind)
        isPrivate = Self.privacy(in: container)
        itemsCount = container.flexibleInt(forKey: .itemsCount)
        createdAt = container.timestamp(forKey: .createdAt)
        updatedAt = container.timestamp(forKey: .updatedAt)
        lastAddedToAt = container.timestamp(forKey: .lastAddedToAt)
        coverImages = container.oneOrMany(PhotoImage.self, forKey: .coverImages)
        customPath = container.flexibleString(forKey: .customPath)
        user = container.lenient(User.self, forKey: .user)
    }

    /// `privacy` as a boolean, 0/1, or the words `private`/`public`.
    private static func privacy(in container: KeyedDecodingContainer<CodingKeys>) -> Bool? {
        if let flag = container.flexibleBool(forKey: .privacy) { return flag }
        switch container.flexibleString(forKey: .privacy)?.lowercased() {
        case "private": return true
        case "public": return false
        default: return nil
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encodeIfPresent(userID, forKey: .userID)
        try container.encode(name, forKey: .name)
        try container.encodeIfPresent(description, forKey: .description)
        try container.encodeIfPresent(subtitle, forKey: .subtitle)
        try container.encodeIfPresent(slug, forKey: .slug)
        try container.encodeIfPresent(token, forKey: .token)
        try container.encodeIfPresent(kind, forKey: .kind)
        try container.encodeIfPresent(isPrivate, forKey: .privacy)
        try container.encodeIfPresent(itemsCount, forKey: .itemsCount)
        try container.encodeTimestamp(createdAt, forKey: .createdAt)
        try container.encodeTimestamp(updatedAt, forKey: .updatedAt)
        try container.encodeTimestamp(lastAddedToAt, forKey: .lastAddedToAt)
        if !coverImages.isEmpty { try container.encode(coverImages, forKey: .coverImages) }
        try container.encodeIfPresent(customPath, forKey: .customPath)
        try container.encodeIfPresent(user, forKey: .user)
    }
}
