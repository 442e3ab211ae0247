/// Which photos: the one model of it that every listing, download and browse walks. A command
/// reads it once from its options or a page URL; what needs the network (a collection owner's
/// id, the signed-in user's name) is filled in once before the walk; a service turns it into its
/// own calls page by page.
public enum PhotoSelection: Sendable, Hashable {
    /// A stream: one of the site's (`popular`, …) or one of a user's (`user`, `user_friends`,
    /// `user_favorites`, `user_liked`). A user's stream without a user is the signed-in user's.
    case stream(Feature, user: UserLookup? = nil, PhotoFilter = PhotoFilter())
    /// The photos a keyword or a tag finds.
    case search(SearchTerm, PhotoFilter = PhotoFilter())
    /// A user's collection (a gallery), in its own order unless the filter sorts it.
    case collection(CollectionSelection, PhotoFilter = PhotoFilter())
    /// Photos named by id: one lookup each, in the order given, each id once.
    case ids([PhotoID])
    /// The photos of a group's pool (Flickr's groups), newest addition first; the group by the
    /// name in its page URL or its id.
    case groupPool(String, PhotoFilter = PhotoFilter())

    /// A user's photos (`--user NAME` on its own).
    public static func photos(by user: UserLookup) -> PhotoSelection {
        .stream(.user, user: user)
    }

    /// The photos a user liked (`--liked NAME`).
    public static func photos(likedBy user: UserLookup) -> PhotoSelection {
        .stream(.userLiked, user: user)
    }

    /// The categories and the order asked for; nil for photos named by id, which have neither.
    public var filter: PhotoFilter? {
        switch self {
        case .stream(_, _, let filter), .search(_, let filter), .collection(_, let filter), .groupPool(_, let filter): filter
        case .ids: nil
        }
    }

    /// This selection with `filter` in place of its own (photos named by id stay as they are).
    public func filtered(_ filter: PhotoFilter) -> PhotoSelection {
        switch self {
        case .stream(let feature, let user, _): .stream(feature, user: user, filter)
        case .search(let term, _): .search(term, filter)
        case .collection(let collection, _): .collection(collection, filter)
        case .groupPool(let group, _): .groupPool(group, filter)
        case .ids: self
        }
    }

    /// This selection asking for each listed photo's tags (photos named by id stay as they are).
    public var includingTags: PhotoSelection {
        guard var filter, !filter.includeTags else { return self }
        filter.includeTags = true
        return filtered(filter)
    }

    /// The user a stream was given for (`--user`, `--liked`, a profile URL), to be looked up
    /// before the walk.
    public var namedUser: UserLookup? {
        switch self {
        case .stream(_, let user?, _), .search(.query(_, _, let user?), _): user
        default: nil
        }
    }

    /// The same selection with its named user (`namedUser`) given as `user`: by id, once looked up.
    public func naming(_ user: UserLookup) -> PhotoSelection {
        switch self {
        case .stream(let feature, _?, let filter): .stream(feature, user: user, filter)
        case .search(.query(let text, let tags, _?), let filter): .search(.query(text: text, tags: tags, user: user), filter)
        default: self
        }
    }

    /// A user's stream given without a user: the signed-in user's, once known.
    public var awaitsSignedInUser: Feature? {
        if case .stream(let feature, nil, _) = self, feature.needsUser { return feature }
        return nil
    }
}

/// What a search looks for.
public enum SearchTerm: Sendable, Hashable {
    /// A keyword, in titles, descriptions and tags.
    case term(String)
    /// One complete tag.
    case tag(String)
    /// What a site's search page asks at once (Flickr's `/search/?text=…&tags=…&user_id=…`): a
    /// text, any of some tags, among one user's photos; at least one of them.
    case query(text: String?, tags: [String], user: UserLookup?)
}

/// One collection: its owner as given (by name until looked up; nil where the service names
/// collections without one, `ServiceCapabilities.collectionsNeedOwner`), which one, and its name
/// once it is known.
public struct CollectionSelection: Sendable, Hashable {
    public var owner: UserLookup?
    public var reference: GalleryReference
    /// The collection's own name (`browse` titles its grid with it); nil until looked up.
    public var name: String?

    public init(owner: UserLookup?, reference: GalleryReference, name: String? = nil) {
        self.owner = owner
        self.reference = reference
        self.name = name
    }
}
