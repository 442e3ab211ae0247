/// How Flickr's ids read when typed, and its page URLs as photomania's `PageURL`.
extension Flickr {
    /// Photo ids are numbers (past 2^32); a user is an NSID (`12037949754@N01`, any case) or
    /// else a path alias or user name; comment ids are Flickr's text (`6065-109722179-7215…`);
    /// a collection is an album's number or a gallery's compound id (`6065-72157…`).
    public static let ids = IDSyntax(
        photo: { text in FlickrID.valid(text, .number).flatMap { PhotoID($0) } },
        comment: { text in FlickrID.valid(text, .token).flatMap { CommentID($0) } },
        user: { text in
            FlickrID.isNSID(text.uppercased()) ? UserID(text.uppercased()).map(UserLookup.id) ?? .username(text) : .username(text)
        },
        collection: { text in
            (FlickrID.valid(text, .number) ?? FlickrID.valid(text, .token)).flatMap { CollectionID($0) }.map(GalleryReference.id) ?? .slug(text)
        }
    )

    /// The page a URL names. A host Flickr does not hold (a mirror, the built-in server) is read
    /// as `www.flickr.com`.
    @Sendable public static func page(at address: PageAddress) -> PageURL? {
        guard let segments = FlickrPages.segments(of: address.path) else { return nil }
        let page = FlickrPages.page(host: address.host ?? "www.flickr.com", segments: segments, query: FlickrPages.query(of: address.text))
        return page.flatMap(Self.page)
    }

    static func page(_ page: FlickrPage) -> PageURL? {
        switch page {
        case .photo(let id): return PhotoID(id).map(PageURL.photo)
        case .photostream(let user): return name(user).map(PageURL.user)
        case .albums(let user): return name(user).map { .collections(user: $0, .album) }
        case .galleries(let user): return name(user).map { .collections(user: $0, .curated) }
        case .album(let user, let id): return name(user).flatMap { user in CollectionID(id).map { .collection(user: user, .id($0)) } }
        case .gallery(let user, let id): return name(user).map { .gallery(user: $0, slug: id) }
        case .favorites(let user): return name(user).map(PageURL.favorites)
        case .tag(let tag): return .search(.tag(tag))
        case .search(let text?, [], nil): return .search(.term(text))
        case .search(nil, let tags, nil) where tags.count == 1: return .search(.tag(tags[0]))
        case .search(let text, let tags, let user):
            guard let user else { return .search(.query(text: text, tags: tags, user: nil)) }
            return name(user).map { .search(.query(text: text, tags: tags, user: .username($0))) }
        case .group(let group): return .group(group)
        case .shortLink(_, let url): return .shortLink(url)
        }
    }

    /// A user as the URL names them; `me` is nobody until signed in.
    private static func name(_ user: FlickrPageUser) -> String? {
        switch user {
        case .nsid(let name), .alias(let name): name
        case .me: nil
        }
    }
}
