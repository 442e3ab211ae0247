/// A page of a photo service named by a URL a user pasted: a photo, a profile, a collection (a
/// gallery), a user's liked photos or favorites, a user's collections, a search, a group's pool. Which service's page it is follows from the URL's host
/// (`ServiceRegistry.page(_:)`: a host no service claims is the default service's, so a mirror or
/// the built-in server works as the site does); that service's rules read the path. The query
/// and the fragment are ignored.
///
/// `…` is `http://` or `https://` and a host, a host alone (`500px.com/ana`), `//` and a host,
/// or nothing: a path starting with `/` is the relative `url` field of the API's photos.
///
/// **What counts as a URL** (`looksLikeURL`): text that starts with `http://` or `https://` (any
/// other `scheme://` is a URL too, one that names nothing here), with `/`, or with a host and a
/// `/`: a first segment that is a dotted name, a bracketed IPv6 address or a name with a `:port`,
/// followed by `/` (`500px.com/ana`, `localhost:8500/photo/1`; not `500px.com` or `ana.b` alone).
/// So a bare id (`1006721`) or user name (`ana`, `ana.b`, `Андрей`) never looks like a URL and is
/// never a `PageURL`; a text that looks like a URL but gives no `PageURL` is the one to answer with
/// its service's `pageForms`.
///
/// **Rules.** Leading and trailing ASCII white space is trimmed; white space or a control character
/// anywhere else rejects. Userinfo (`user:password@`) is ignored. A host is a bracketed IPv6
/// address (hex digits, `:` and `.`) or a name of letters, digits and marks (any script), `-`, `.`,
/// `_` and `~`, starting with a letter or digit; a port is 1–5 digits up to 65535.
/// The path splits on `/` before it is percent-decoded, so `%2F` stays inside its segment; a bad
/// escape or bytes that are not UTF-8 reject. One trailing `/` is allowed; an empty segment
/// anywhere else, `.` and `..` reject; so do a scheme other than http(s), an empty host, and
/// texts over 8 KiB. What the segments may say is the service's (`FiveHundredPxPages` for 500px).
public enum PageURL: Sendable, Hashable {
    case photo(id: PhotoID)
    case user(String)
    case gallery(user: String, slug: String)
    case liked(user: String)
    /// The signed-in user's liked photos: the site's own `/liked` page.
    case signedInUserLiked
    /// A user's collection by id, where the URL tells which (a Flickr album).
    case collection(user: String, GalleryReference)
    /// A user's favorites (Flickr's faves).
    case favorites(user: String)
    /// Every collection of one kind a user has (Flickr's album list, its gallery list).
    case collections(user: String, GalleryKind)
    /// A group's pool (Flickr's groups), by the name in its URL or its id.
    case group(String)
    /// What a search or a tag's page lists.
    case search(SearchTerm)
    /// A short link that names its page only once followed (`https://flic.kr/s/…`): see
    /// `PhotoService.page(followingShortLink:)`.
    case shortLink(String)

    /// The page `text` names, by the rules of the service its host picks in the standard
    /// registry; nil when it is not a URL (see `looksLikeURL`) or names nothing that service knows.
    public init?(parsing text: String) {
        guard let page = ServiceRegistry.current.page(text)?.page else { return nil }
        self = page
    }

    /// The forms the default service's page URLs take.
    public static var acceptedForms: [String] { ServiceRegistry.current.defaultEntry.pageForms }

    /// Whether `text` is meant as a URL (the rule above), whether or not it names a page.
    public static func looksLikeURL(_ text: String) -> Bool {
        if case .url = locate(text) { return true }
        return false
    }
}
