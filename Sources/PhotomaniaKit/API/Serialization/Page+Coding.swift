extension AnyCodingKey {
    static let currentPage: AnyCodingKey = "current_page"
    static let totalPages: AnyCodingKey = "total_pages"
    static let totalItems: AnyCodingKey = "total_items"
    static let feature: AnyCodingKey = "feature"
    static let filters: AnyCodingKey = "filters"
    static let mediaType: AnyCodingKey = "media_type"
}

extension Page: Decodable where Item: ResponseCollectionSerializable {
    /// Strict about the envelope, lenient about the elements.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        let envelope = Item.envelopes.first { container.contains(AnyCodingKey($0.items)) } ?? .standard(Item.itemsKey)
        let itemsKey = AnyCodingKey(envelope.items)
        try Self.require(itemsKey, .list, in: container)
        let elements = try container.decode([LenientElement<Item>].self, forKey: itemsKey)
        items = elements.compactMap(\.value)
        skippedCount = elements.count - items.count
        currentPage = try Self.requiredInt(AnyCodingKey(envelope.currentPage), in: container)
        totalPages = try Self.requiredInt(AnyCodingKey(envelope.totalPages), in: container)
        totalItems = try Self.requiredInt(AnyCodingKey(envelope.totalItems), in: container)
        feature = container.flexibleString(forKey: .feature)
        filters = container.lenient(PageFilters.self, forKey: .filters)
        mediaType = container.flexibleString(forKey: .mediaType)
    }

    private static func require(
        _ key: AnyCodingKey, _ kind: JSONValueKind, in container: KeyedDecodingContainer<AnyCodingKey>
    ) throws {
        guard container.contains(key) else {
            throw DecodingFailure.missingField(path: DecodingFailure.path(container.codingPath + [key]), expected: kind)
        }
    }

    private static func requiredInt(
        _ key: AnyCodingKey, in container: KeyedDecodingContainer<AnyCodingKey>
    ) throws -> Int {
        try require(key, .number, in: container)
        return try container.decode(Int.self, forKey: key)
    }
}

extension Page: Encodable where Item: ResponseCollectionSerializable & Encodable {
    /// The API's envelope keys, so `--json` prints what the server sent (without the skipped elements),
    /// always in the usual envelope (`users` with `current_page` for friends and followers too).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(feature, forKey: .feature)
        try container.encodeIfPresent(filters, forKey: .filters)
        try container.encodeIfPresent(mediaType, forKey: .mediaType)
        try container.encode(currentPage, forKey: .currentPage)
        try container.encode(totalPages, forKey: .totalPages)
        try container.encode(totalItems, forKey: .totalItems)
        try container.encode(items, forKey: AnyCodingKey(Item.itemsKey))
    }
}
