/// The REST methods the Flickr face answers: every reading method of the contract's §7, group
/// pools (§7.28), the signed `test.login`, and the writes photomania makes (faves and comments).
enum FlickrMethod: String, CaseIterable, Sendable {
    case interestingnessGetList = "flickr.interestingness.getList"
    case photosSearch = "flickr.photos.search"
    case photosGetRecent = "flickr.photos.getRecent"
    case peopleGetPhotos = "flickr.people.getPhotos"
    case peopleGetPublicPhotos = "flickr.people.getPublicPhotos"
    case peopleGetInfo = "flickr.people.getInfo"
    case peopleFindByUsername = "flickr.people.findByUsername"
    case urlsLookupUser = "flickr.urls.lookupUser"
    case urlsLookupGallery = "flickr.urls.lookupGallery"
    case urlsLookupGroup = "flickr.urls.lookupGroup"
    case groupsPoolsGetPhotos = "flickr.groups.pools.getPhotos"
    case photosGetInfo = "flickr.photos.getInfo"
    case photosGetSizes = "flickr.photos.getSizes"
    case photosGetExif = "flickr.photos.getExif"
    case photosGetFavorites = "flickr.photos.getFavorites"
    case photosCommentsGetList = "flickr.photos.comments.getList"
    case favoritesGetList = "flickr.favorites.getList"
    case favoritesGetPublicList = "flickr.favorites.getPublicList"
    case photosetsGetList = "flickr.photosets.getList"
    case photosetsGetPhotos = "flickr.photosets.getPhotos"
    case photosetsGetInfo = "flickr.photosets.getInfo"
    case galleriesGetList = "flickr.galleries.getList"
    case galleriesGetPhotos = "flickr.galleries.getPhotos"
    case galleriesGetInfo = "flickr.galleries.getInfo"
    case contactsGetPublicList = "flickr.contacts.getPublicList"
    case licensesGetInfo = "flickr.photos.licenses.getInfo"
    case testEcho = "flickr.test.echo"
    case testLogin = "flickr.test.login"
    case favoritesAdd = "flickr.favorites.add"
    case favoritesRemove = "flickr.favorites.remove"
    case photosCommentsAddComment = "flickr.photos.comments.addComment"

    /// What a caller's token must allow; nil for a method an API key alone may call.
    var permission: FlickrPermission? {
        switch self {
        case .testLogin: .read
        case .favoritesAdd, .favoritesRemove, .photosCommentsAddComment: .write
        default: nil
        }
    }

    /// How long a client may keep an answer, as the 500px face does: a minute for what lists
    /// many, five for one photo, person, album or gallery (`serve --max-age` overrides both).
    var maxAge: Int {
        switch self {
        case .peopleGetInfo, .peopleFindByUsername, .urlsLookupUser, .urlsLookupGallery, .urlsLookupGroup, .photosGetInfo, .photosGetSizes,
             .photosGetExif, .photosetsGetInfo, .galleriesGetInfo, .licensesGetInfo:
            DemoCaching.singleMaxAge
        default:
            DemoCaching.listMaxAge
        }
    }
}
