import PhotomaniaKit

extension PhotoSelection {
    /// The selection as the browser's header names it.
    var title: String {
        switch self {
        case .stream(.user, let user?, _): "photos by \(user.shownName)"
        case .stream(.userLiked, let user?, _): "liked by \(user.shownName)"
        case .stream(.userFavorites, let user?, _): "favorites of \(user.shownName)"
        case .stream(.userFriends, let user?, _): "followed by \(user.shownName)"
        case .stream(let feature, _, _): feature.rawValue.replacingOccurrences(of: "_", with: " ")
        case .search(.term(let term), _): "search “\(term)”"
        case .search(.tag(let tag), _): "tag “\(tag)”"
        case .search(.query(let text, let tags, let user), _):
            "search “\(([text].compactMap { $0 } + tags.map { "#" + $0 }).joined(separator: " "))”" + (user.map { " by \($0.shownName)" } ?? "")
        case .groupPool(let group, _): "group “\(group)”"
        case .collection(let collection, _): "gallery “\(collection.name ?? collection.reference.shownName)”"
        case .ids: "photos"
        }
    }

    /// The selection after this one for `f`: the next of `streams`, or the first from anything else.
    func nextStream(among streams: [Feature]) -> PhotoSelection {
        guard case .stream(let current, nil, _) = self, let index = streams.firstIndex(of: current) else {
            return .stream(streams[0])
        }
        return .stream(streams[(index + 1) % streams.count])
    }
}

/// One page of one selection: what every fetch, thumbnail and late result is tagged with.
struct PageKey: Hashable, Sendable {
    var stream: PhotoSelection
    var number: Int
}

extension UserLookup {
    /// The user as a header names them.
    var shownName: String {
        switch self {
        case .id(let id): "user \(id)"
        case .username(let name): name
        }
    }
}

extension GalleryReference {
    /// A gallery whose name is not known yet, as a header names it.
    var shownName: String {
        switch self {
        case .id(let id): "gallery \(id)"
        case .slug(let slug): slug
        }
    }
}
