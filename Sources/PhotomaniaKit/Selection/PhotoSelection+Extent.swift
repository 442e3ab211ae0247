/// Whether a selection ends, and so how much of it a download takes unless told: a collection
/// is downloaded whole, an endless stream one page at a time.
extension PhotoSelection {
    /// A collection with an end — an album or gallery, a person's photos, favorites or likes,
    /// photos named by id — rather than an endless stream: the site's streams (popular, newest,
    /// …), a search, the photos of the people someone follows.
    public var isFinite: Bool {
        switch self {
        case .collection, .ids: true
        case .search: false
        case .stream(let feature, _, _):
            switch feature {
            case .user, .userFavorites, .userLiked: true
            default: false
            }
        }
    }

    /// The pages a download walks when neither `--page`, `--pages` nor `--all` says: all of a
    /// finite selection, and all of an endless one up to `limit`; without a limit, an endless
    /// stream's first page.
    public func pagesToDownload(limit: Int?) -> PageRange {
        isFinite || limit != nil ? PageRange(first: 1, last: nil) : PageRange(first: 1, last: 1)
    }
}
