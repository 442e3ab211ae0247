/// Whether a selection ends: a collection is downloaded whole, an endless stream one page at a
/// time (`pagesToDownload`).
extension PhotoSelection {
    /// A collection with an end — an album or gallery, a person's photos, favorites or likes,
    /// photos named by id — rather than an endless stream: the site's streams (popular, newest,
    /// …), a search, the photos of the people someone follows.
    public var hasAnEnd: Bool {
        switch self {
        case .collection, .ids, .groupPool: true
        case .search: false
        case .stream(let feature, _, _): feature.reach == .person
        }
    }
}
