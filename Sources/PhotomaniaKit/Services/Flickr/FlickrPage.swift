/// A page of Flickr named by a URL a user pasted (contract §9), before any lookup: users are
/// as the URL wrote them (an alias still needs `urls.lookupUser`).
public enum FlickrPage: Sendable, Hashable {
    /// `/photos/USER/ID[/…]`, `/photo/USER/ID`, `/photo.gne?id=ID`, `flic.kr/p/CODE`, a static
    /// image file's URL.
    case photo(id: String)
    /// `/photos/USER[/pageN]`, `/people/USER[/pageN]`.
    case photostream(FlickrPageUser)
    /// `/photos/USER/albums`, `/photos/USER/sets`.
    case albums(FlickrPageUser)
    /// `/photos/USER/albums/ID[/pageN]`, `/photos/USER/sets/ID[/pageN]`.
    case album(FlickrPageUser, id: String)
    /// `/photos/USER/galleries`.
    case galleries(FlickrPageUser)
    /// `/photos/USER/galleries/ID[/pageN]`, `/photos/USER/gallery/ID[/pageN]`.
    case gallery(FlickrPageUser, id: String)
    /// `/photos/USER/favorites[/pageN]`.
    case favorites(FlickrPageUser)
    /// `/photos/tags/TAG`: a tag, not a user named "tags".
    case tag(String)
    /// `/search/?text=TEXT&tags=A,B&user_id=USER`: at least one of the three; the tags are
    /// any of them.
    case search(text: String?, tags: [String], user: FlickrPageUser?)
    /// `/groups/GROUP[/pool][/pageN]`: a group's pool, by the name in its URL or its id.
    case group(String)
    /// `flic.kr/s|y|ps/CODE` and guest passes, which name nothing until followed: the URL to
    /// fetch, whose redirect names the page.
    case shortLink(kind: FlickrShortLinkKind, url: String)
}

/// The user part of a page URL.
public enum FlickrPageUser: Sendable, Hashable {
    /// `12037949754@N01` (the URL's case aside).
    case nsid(String)
    /// A path alias (`bees`), to be looked up.
    case alias(String)
    /// `me`: the signed-in user.
    case me

    /// The photostream URL `urls.lookupUser` takes for it; nil for `me`.
    public var lookupURL: String? {
        switch self {
        case .nsid(let name), .alias(let name): FlickrStaticURL.webOrigin + "/photos/" + name + "/"
        case .me: nil
        }
    }
}

public enum FlickrShortLinkKind: String, Sendable, Hashable {
    case album = "s"
    case gallery = "y"
    case person = "ps"
    case guestPass = "gp"
}
