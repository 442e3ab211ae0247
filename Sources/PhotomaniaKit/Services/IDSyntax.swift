/// How a service's ids read when a person types them (a positional id, `--user`, `--gallery`):
/// the one reading of each, per service (`ServiceRegistry.Entry.ids`). Page URLs are the
/// service's page parser's.
public struct IDSyntax: Sendable {
    /// A photo's id; nil when the text is none.
    public let photo: @Sendable (String) -> PhotoID?
    /// A comment's id; nil when the text is none.
    public let comment: @Sendable (String) -> CommentID?
    /// A user by id when the text is one, else by user name.
    public let user: @Sendable (String) -> UserLookup
    /// A user's collection by id when the text is one, else by the name in its page URL.
    public let collection: @Sendable (String) -> GalleryReference

    public init(
        photo: @escaping @Sendable (String) -> PhotoID?, comment: @escaping @Sendable (String) -> CommentID?,
        user: @escaping @Sendable (String) -> UserLookup, collection: @escaping @Sendable (String) -> GalleryReference
    ) {
        self.photo = photo
        self.comment = comment
        self.user = user
        self.collection = collection
    }

    /// Ids that are numbers (500px's): a photo's, a comment's or a collection's is a whole number
    /// above zero, a user's any whole number; other text names a user or a collection.
    public static let numbers = IDSyntax(
        photo: { text in positive(text).map { PhotoID($0) } },
        comment: { text in positive(text).map { CommentID($0) } },
        user: { text in Int(text).map { .id(UserID($0)) } ?? .username(text) },
        collection: { text in positive(text).map { .id(CollectionID($0)) } ?? .slug(text) }
    )

    private static func positive(_ text: String) -> Int? {
        Int(text).flatMap { $0 > 0 ? $0 : nil }
    }
}
