import PhotomaniaKit

/// A line of news at the bottom of the screen.
enum StatusMessage: Equatable {
    case info(String)
    /// Something failed; `r` tries again.
    case error(String)
    /// A write failed or was turned down, and what it showed was taken back; `r` cannot help.
    case warning(String)
}

/// The details screen of one photo: the list's photo at first, the full one when it arrives.
struct PhotoDetails {
    var photo: Photo
    var comments: [Comment]?
    var totalComments = 0
    var commentsFailure: String?
    /// The picture as it arrived, drawn again to fit after a resize.
    var picture: RGBImage?
    /// The picture, drawn to fit the screen (blank lines under a graphics picture).
    var preview: [String]?
    /// The picture for a graphics protocol, placed over the blank `preview` lines.
    var graphic: TerminalPicture?
    var previewFailed = false
    var scroll = 0
    /// What likes and favorites sent while the photo was open add to its counts: answered ones,
    /// and those still waiting (dropped if refused).
    var shifts: [Mark: Int] = [:]
    var pendingShifts: [Mark: Int] = [:]
}

/// What stays the same while the browser runs: how it draws, and whether tiles get thumbnails.
struct BrowseSettings {
    /// How pictures are drawn; nil when pictures are off.
    var drawing: PictureDrawing?
    var loadsThumbnails = false
    var style = TerminalStyle(colors: false)
    /// The API's origin, for the links on the details screen.
    var origin = ""
    /// Whether requests are signed as a user: only then are likes, favorites and comments sent.
    var signedIn = false
    /// Whether a like is the service's favorite (Flickr's faves): `v` then does what `F` does.
    var likesAreFavorites = false
    /// The service browsed: what its hints name (`--provider`, its key variable).
    var service = ServiceRegistry.current.defaultEntry
}

extension BrowseSettings {
    /// What a mark or a comment tried while signed out says to run.
    var signInFirst: String {
        service.addressing("sign in first: run 'photomania login'", program: programName)
    }

    /// `error` as the status line says it, its hint in the service's terms.
    func sentence(_ error: any Error) -> String {
        ErrorReport.sentence(error, service: service)
    }
}

/// Everything the browser shows and decides: which stream, page and photo, what is loading,
/// what is cached, what is typed. `apply(_:)` takes an event in and answers the effects for the
/// runner to carry out; nothing here starts work, waits, or reads a clock.
struct BrowseState {
    enum Screen { case grid, details, galleries, help }

    /// A page turned to that is not cached is fetched only once the keys have paused this long,
    /// so `n` held down or tapped quickly fetches the page it stops at, not those it passes.
    static let turnPause = Duration.milliseconds(150)
    /// The next page is fetched ahead once the current one has been shown this long.
    static let prefetchPause = Duration.milliseconds(300)
    /// A resize lays the screen out again at most this often.
    static let relayoutInterval = Duration.milliseconds(50)
    /// Pages kept for coming back to them without a request.
    static let cachedPages = 64
    /// Places remembered for going back; the oldest is forgotten first.
    static let historyDepth = 32

    let settings: BrowseSettings
    var stream: PhotoSelection
    var pageNumber = 1
    var totalPages: Int?
    var totalItems: Int?
    /// The current page's photos (NSFW left out unless asked for), nil while it loads.
    var photos: [Photo]?
    var hiddenNSFW = 0
    /// The current page's photos `--filter` left out.
    var filteredOut = 0
    /// Drawn thumbnails by photo id, each `GridLayout.pictureRows` lines (blank in kitty mode,
    /// where `tilePictures` holds the images the terminal draws over them).
    var thumbnails: [PhotoID: [String]] = [:]
    var tilePictures: [PhotoID: TerminalPicture] = [:]
    var nextPictureID: UInt32 = 1
    var failedThumbnails: Set<PhotoID> = []
    var selection = 0
    var firstTileRow = 0
    var screen = Screen.grid
    var details: PhotoDetails?
    /// The galleries on screen after `a`.
    var galleryPicker: GalleryPicker?
    /// Where `u`, `a` and opening a gallery came from, the latest last.
    var history: [BrowsePlace] = []
    /// The search being typed after `/`, or the comment after `c`.
    var prompt: String?
    /// The photo the prompt's text is a comment on; nil while it is a search.
    var commenting: PhotoID?
    /// Comments that could not be sent, by photo: `c` there starts from the text again.
    var drafts: [PhotoID: String] = [:]
    var message: StatusMessage?
    /// The running download's progress line.
    var download: String?
    /// The signed-in user's likes and favorites, by photo id, as signed records told them and
    /// this session changed them (at once, before the server answers).
    var marks: [PhotoID: PhotoMarks] = [:]
    /// Set while answers come from stored copies because the network failed; cleared by the
    /// next answer from the server.
    var offline = false
    var pendingMarks: [MarkKey: PendingMark] = [:]

    var layout: GridLayout
    var pageCache = PageCache(capacity: BrowseState.cachedPages)
    /// After `r`, the page's thumbnails bypass the caches too, once it is listed.
    var reloadThumbnails = false
    var downloadRunning = false
    var lastLayout: ContinuousClock.Instant?
    var relayoutScheduled = false

    init(stream: PhotoSelection, page: Int = 1, settings: BrowseSettings = BrowseSettings()) {
        self.stream = stream
        self.pageNumber = page
        self.settings = settings
        layout = GridLayout(width: 80, height: 24, showsPictures: settings.drawing != nil)
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

    /// Moves the selection `rows` rows down (up when negative), to the same column: onto the
    /// last photo when the row below is shorter. On the page's first or last row, a move past
    /// it leaves the selection where it is (`n` and `p` turn the page).
    mutating func moveSelection(byRows rows: Int, layout: GridLayout) {
        guard let photos, !photos.isEmpty else { return }
        let columns = layout.tileColumns
        let lastRow = (photos.count - 1) / columns
        let row = min(max(selection / columns + rows, 0), lastRow)
        moveSelection(by: min(row * columns + selection % columns, photos.count - 1) - selection, layout: layout)
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
