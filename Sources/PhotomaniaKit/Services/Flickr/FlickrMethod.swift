/// One case per method of Flickr's REST API that photomania calls (contract §7), with its
/// arguments typed; `request(with:)` (FlickrMethod+Request) is a pure function to the request.
/// User arguments are NSIDs (`12037949754@N01`): a path alias is looked up first
/// (`lookupUser`).
public enum FlickrMethod: Sendable, Hashable {
    /// Explore: the most interesting photos of a day (the latest when nil).
    case interestingness(day: FlickrDay? = nil, FlickrPageRequest = FlickrPageRequest())
    case recent(FlickrPageRequest = FlickrPageRequest())
    case search(FlickrSearch, FlickrPageRequest = FlickrPageRequest())
    /// A person's photos as the caller may see them (signed in: private ones too).
    case photosOf(user: String, FlickrPageRequest = FlickrPageRequest())
    case publicPhotosOf(user: String, FlickrPageRequest = FlickrPageRequest())
    case person(user: String)
    /// A person by the name they show (`username`), not their path alias.
    case findByUsername(String)
    /// The person a photostream or profile URL names: `https://www.flickr.com/photos/ALIAS/`.
    case lookupUser(url: String)
    case lookupGallery(url: String)
    case lookupGroup(url: String)
    /// `secret`, when known, skips the permission checks.
    case photoInfo(photo: String, secret: String? = nil)
    case sizes(photo: String)
    case exif(photo: String, secret: String? = nil)
    /// Who faved a photo; one a page is enough for their number (`total`).
    case faves(photo: String)
    case comments(photo: String)
    /// A person's faves; with no user, the signed-in one's (needs a token).
    case favorites(user: String?, FlickrPageRequest = FlickrPageRequest())
    case publicFavorites(user: String, FlickrPageRequest = FlickrPageRequest())
    /// A person's albums (photosets), in their own order; with no user, the signed-in one's.
    case albums(user: String?, FlickrPageRequest = FlickrPageRequest())
    case albumPhotos(album: String, user: String? = nil, FlickrPageRequest = FlickrPageRequest())
    case album(album: String, user: String? = nil)
    case galleries(user: String, FlickrPageRequest = FlickrPageRequest())
    /// A gallery's photos: the number of its URL, or its compound id.
    case galleryPhotos(gallery: String, FlickrPageRequest = FlickrPageRequest())
    case gallery(gallery: String)
    /// The people a person follows.
    case contacts(user: String, FlickrPageRequest = FlickrPageRequest())
    case groupPool(group: String, FlickrPageRequest = FlickrPageRequest())
    /// Who the token belongs to.
    case testLogin
    case licenses
    case addComment(photo: String, text: String)
    case addFavorite(photo: String)
    case removeFavorite(photo: String)

    /// Flickr's name for it, the `method` argument.
    public var name: String {
        switch self {
        case .interestingness: "flickr.interestingness.getList"
        case .recent: "flickr.photos.getRecent"
        case .search: "flickr.photos.search"
        case .photosOf: "flickr.people.getPhotos"
        case .publicPhotosOf: "flickr.people.getPublicPhotos"
        case .person: "flickr.people.getInfo"
        case .findByUsername: "flickr.people.findByUsername"
        case .lookupUser: "flickr.urls.lookupUser"
        case .lookupGallery: "flickr.urls.lookupGallery"
        case .lookupGroup: "flickr.urls.lookupGroup"
        case .photoInfo: "flickr.photos.getInfo"
        case .sizes: "flickr.photos.getSizes"
        case .exif: "flickr.photos.getExif"
        case .faves: "flickr.photos.getFavorites"
        case .comments: "flickr.photos.comments.getList"
        case .favorites: "flickr.favorites.getList"
        case .publicFavorites: "flickr.favorites.getPublicList"
        case .albums: "flickr.photosets.getList"
        case .albumPhotos: "flickr.photosets.getPhotos"
        case .album: "flickr.photosets.getInfo"
        case .galleries: "flickr.galleries.getList"
        case .galleryPhotos: "flickr.galleries.getPhotos"
        case .gallery: "flickr.galleries.getInfo"
        case .contacts: "flickr.contacts.getPublicList"
        case .groupPool: "flickr.groups.pools.getPhotos"
        case .testLogin: "flickr.test.login"
        case .licenses: "flickr.photos.licenses.getInfo"
        case .addComment: "flickr.photos.comments.addComment"
        case .addFavorite: "flickr.favorites.add"
        case .removeFavorite: "flickr.favorites.remove"
        }
    }

    /// Whether it writes: Flickr takes those only as a POST, signed with `write` permission.
    public var writes: Bool {
        switch self {
        case .addComment, .addFavorite, .removeFavorite: true
        default: false
        }
    }

    /// The names of the methods that write.
    static let writeNames: Set<String> = Set([addComment(photo: "", text: ""), addFavorite(photo: ""), removeFavorite(photo: "")].map(\.name))

    /// Whether it needs a signed-in user's token (the writes, the signed-in user, and the
    /// lists of "mine" that name no user).
    public var needsSignIn: Bool {
        switch self {
        case .testLogin, .favorites(user: nil, _), .albums(user: nil, _): true
        default: writes
        }
    }

    /// Its page, for the lists; nil for the others.
    public var pageRequest: FlickrPageRequest? {
        switch self {
        case .interestingness(_, let page), .recent(let page), .search(_, let page), .photosOf(_, let page),
             .publicPhotosOf(_, let page), .favorites(_, let page), .publicFavorites(_, let page), .albums(_, let page),
             .albumPhotos(_, _, let page), .galleries(_, let page), .galleryPhotos(_, let page), .contacts(_, let page), .groupPool(_, let page):
            page
        default:
            nil
        }
    }
}
