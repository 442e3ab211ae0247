/// Which people a list shows: whom a user follows, who follows them, those a search finds, or
/// those who liked a photo.
public enum PeopleSelection: Sendable, Hashable {
    case following(userID: UserID)
    case followers(userID: UserID)
    case search(String)
    case voters(photoID: PhotoID)

    /// The kind of list, as capabilities name what a service offers.
    public var kind: Kind {
        switch self {
        case .following: .following
        case .followers: .followers
        case .search: .search
        case .voters: .voters
        }
    }

    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case following, followers, search, voters
    }
}
