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

        /// What the list does, to follow "cannot": `search for people`.
        public var doing: String {
            switch self {
            case .following: "list whom a person follows"
            case .followers: "list a person's followers"
            case .search: "search for people"
            case .voters: "list who liked a photo"
            }
        }

        /// What it lists, to follow "it offers": `the people a person follows`.
        public var listed: String {
            switch self {
            case .following: "the people a person follows"
            case .followers: "a person's followers"
            case .search: "a search for people"
            case .voters: "who liked a photo"
            }
        }
    }
}
