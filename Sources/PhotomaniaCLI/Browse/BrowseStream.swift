import PhotomaniaKit

/// Which photos the browser pages through.
enum BrowseStream: Hashable, Sendable {
    case feature(Feature)
    case user(UserLookup)
    case liked(UserLookup)
    case search(String)
    case gallery(GalleryStream)

    var title: String {
        switch self {
        case .feature(let feature): feature.rawValue.replacingOccurrences(of: "_", with: " ")
        case .user(let user): "photos by \(user.shownName)"
        case .liked(let user): "liked by \(user.shownName)"
        case .search(let term): "search “\(term)”"
        case .gallery(let gallery): "gallery “\(gallery.name)”"
        }
    }

    /// The listing this stream walks.
    var source: PhotoSource {
        switch self {
        case .feature(let feature): .stream(PhotoStreamQuery(feature: feature))
        case .user(let user): .photos(by: user)
        case .liked(let user): .photos(likedBy: user)
        case .search(let term): .search(SearchQuery(term: .term(term)))
        case .gallery(let gallery): .gallery(userID: gallery.userID, gallery.reference)
        }
    }

    /// The features `f` steps through (those that need no user).
    static let cycledFeatures: [Feature] = Feature.allCases.filter { !$0.needsUser }

    /// The stream after this one for `f`: the next feature, or the first from a search or a user.
    var nextFeature: BrowseStream {
        let features = Self.cycledFeatures
        guard case .feature(let current) = self, let index = features.firstIndex(of: current) else {
            return .feature(features[0])
        }
        return .feature(features[(index + 1) % features.count])
    }
}

/// A gallery's photos, in the gallery's order: the gallery endpoints take the owner's id.
struct GalleryStream: Hashable, Sendable {
    var userID: Int
    var reference: GalleryReference
    var name: String
}

/// One page of one stream: what every fetch, thumbnail and late result is tagged with.
struct PageKey: Hashable, Sendable {
    var stream: BrowseStream
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
