import PhotomaniaKit

/// Which photos the browser pages through.
enum BrowseStream: Hashable, Sendable {
    case feature(Feature)
    case user(String)
    case search(String)

    var title: String {
        switch self {
        case .feature(let feature): feature.rawValue.replacingOccurrences(of: "_", with: " ")
        case .user(let name): "photos by \(name)"
        case .search(let term): "search “\(term)”"
        }
    }

    /// The listing this stream walks.
    var source: PhotoSource {
        switch self {
        case .feature(let feature): .stream(PhotoStreamQuery(feature: feature))
        case .user(let name): .photos(by: UserLookup(name))
        case .search(let term): .search(SearchQuery(term: .term(term)))
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

/// One page of one stream: what every fetch, thumbnail and late result is tagged with.
struct PageKey: Hashable, Sendable {
    var stream: BrowseStream
    var number: Int
}
