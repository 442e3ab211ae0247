import Foundation

/// A group (Flickr's groups): a pool its members add photos to, each at a moment of its own.
struct DemoGroup: Sendable {
    struct Entry: Sendable {
        let photoID: Int
        let addedAt: Date
    }

    /// From 1, in the catalog's order of groups.
    let id: Int
    /// The name in the group's page URL (`/groups/wide-open-spaces/`), lowercase.
    let pathAlias: String
    let name: String
    let description: String
    /// The pool, the latest added first.
    let pool: [Entry]
}
