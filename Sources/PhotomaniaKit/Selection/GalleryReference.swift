/// A collection of one user (a gallery, on 500px), by number or by the name in its page URL.
public enum GalleryReference: Sendable, Hashable {
    case id(Int)
    /// The gallery's path slug (`iceland-2024`) or its private token.
    case slug(String)

    /// A positive number is an id, anything else a slug or token.
    public init(_ argument: String) {
        if let id = Int(argument), id > 0 { self = .id(id) } else { self = .slug(argument) }
    }
}
