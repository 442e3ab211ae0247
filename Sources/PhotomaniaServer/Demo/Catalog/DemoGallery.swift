import Foundation

/// A user's curated set of photos (500px "galleries", once "collections").
struct DemoGallery: Sendable {
    /// The documented gallery kinds (docs/500px-v1.md §6); there is no 2.
    enum Kind: Int, CaseIterable, Sendable {
        case general = 0, lightbox = 1, portfolio = 3, profile = 4, favorite = 5
    }

    /// Unique across the catalog.
    let id: Int
    let userID: Int
    /// The gallery's place among its owner's galleries, from 1 (`sort=position`).
    let position: Int
    let name: String
    let description: String
    /// URL-safe, from the name; unique among the owner's galleries.
    let slug: String
    /// Hex; whoever has it may see the gallery even when it is private.
    let token: String
    let kind: Kind
    let isPrivate: Bool
    let createdAt: Date
    let updatedAt: Date
    /// Nil for a gallery nothing was ever added to.
    let lastAddedToAt: Date?
    /// Photo ids (anyone's), in the owner's order.
    let photoIDs: [Int]
    let zone: DemoTimestamp.Zone
}
