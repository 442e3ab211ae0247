/// What a Flickr access token may do: `read` < `write` < `delete`, each including the ones
/// before it (contract §8.1).
enum FlickrPermission: String, CaseIterable, Comparable, Sendable {
    case read, write, delete

    static func < (left: Self, right: Self) -> Bool {
        left.rank < right.rank
    }

    private var rank: Int {
        switch self {
        case .read: 0
        case .write: 1
        case .delete: 2
        }
    }

    /// The kind of the access tokens that grant it.
    var tokenKind: DemoTokens.Kind {
        switch self {
        case .read: .flickrRead
        case .write: .flickrWrite
        case .delete: .flickrDelete
        }
    }

    init?(tokenKind: DemoTokens.Kind) {
        guard let permission = Self.allCases.first(where: { $0.tokenKind == tokenKind }) else { return nil }
        self = permission
    }
}
