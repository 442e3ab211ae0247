/// The `filters` object of a photo list: `{"category": false, "exclude": false, "user_id": "13"}`.
public struct PageFilters: Hashable, Sendable {
    /// nil where the API says `false`.
    public var category: Category?
    public var exclude: Category?
    /// Sent as a string in 2012 and as a number later.
    public var userID: UserID?

    public init(category: Category? = nil, exclude: Category? = nil, userID: UserID? = nil) {
        self.category = category
        self.exclude = exclude
        self.userID = userID
    }
}

extension PageFilters: Codable {
    enum CodingKeys: String, CodingKey {
        case category
        case exclude
        case userID = "user_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        category = container.lenient(Category.self, forKey: .category)
        exclude = container.lenient(Category.self, forKey: .exclude)
        userID = container.flexibleID(forKey: .userID)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(category, forKey: .category)
        try container.encodeIfPresent(exclude, forKey: .exclude)
        try container.encodeIfPresent(userID, forKey: .userID)
    }
}
