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

/// A line of news at the bottom of the screen.
enum StatusMessage: Equatable {
    case info(String)
    /// Something failed; `r` tries again.
    case error(String)
}

/// The details screen of one photo: the list's photo at first, the full one when it arrives.
struct PhotoDetails {
    var photo: Photo
    var comments: [Comment]?
    var totalComments = 0
    var commentsFailure: String?
    /// The picture, drawn to fit the screen.
    var preview: [String]?
    var previewFailed = false
    var scroll = 0
}

/// Everything the browser shows; the views draw it, the session changes it.
struct BrowseState {
    enum Screen { case grid, details, help }

    var stream: BrowseStream
    var pageNumber = 1
    var totalPages: Int?
    var totalItems: Int?
    /// The current page's photos (NSFW left out unless asked for), nil while it loads.
    var photos: [Photo]?
    var hiddenNSFW = 0
    /// Drawn thumbnails by photo id, each `GridLayout.pictureRows` lines.
    var thumbnails: [Int: [String]] = [:]
    var failedThumbnails: Set<Int> = []
    var selection = 0
    var firstTileRow = 0
    var screen = Screen.grid
    var details: PhotoDetails?
    /// The search being typed after `/`.
    var prompt: String?
    var message: StatusMessage?
    var download: String?

    init(stream: BrowseStream, page: Int = 1) {
        self.stream = stream
        self.pageNumber = page
    }

    var pageKey: PageKey { PageKey(stream: stream, number: pageNumber) }

    var selectedPhoto: Photo? {
        guard let photos, photos.indices.contains(selection) else { return nil }
        return photos[selection]
    }

    /// Moves the selection by `offset` photos, keeping it on the page and in view.
    mutating func moveSelection(by offset: Int, layout: GridLayout) {
        guard let photos, !photos.isEmpty else { return }
        selection = min(max(selection + offset, 0), photos.count - 1)
        scrollToSelection(layout: layout)
    }

    mutating func scrollToSelection(layout: GridLayout) {
        let row = selection / layout.tileColumns
        if row < firstTileRow { firstTileRow = row }
        if row >= firstTileRow + layout.visibleTileRows { firstTileRow = row - layout.visibleTileRows + 1 }
        firstTileRow = max(0, firstTileRow)
    }

    /// The indices of the photos whose tiles are on screen.
    func visibleIndices(layout: GridLayout) -> Range<Int> {
        let count = photos?.count ?? 0
        let first = min(firstTileRow * layout.tileColumns, count)
        return first..<min(count, first + layout.visibleTileRows * layout.tileColumns)
    }
}
