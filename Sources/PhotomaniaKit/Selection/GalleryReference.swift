/// A collection of one user (a gallery, on 500px), by id or by the name in its page URL (how a
/// service's ids read: `IDSyntax.collection`).
public enum GalleryReference: Sendable, Hashable {
    case id(CollectionID)
    /// The gallery's path slug (`iceland-2024`) or its private token.
    case slug(String)
}
