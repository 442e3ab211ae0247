/// The REST methods the Flickr face answers: every reading method of the contract's §7. The
/// write methods (`favorites.add`, `photos.comments.addComment`, …) are not among them yet,
/// so they get code 112 like any unknown method.
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
    case photosGetInfo = "flickr.photos.getInfo"
    case photosGetSizes = "flickr.photos.getSizes"
    case photosGetExif = "flickr.photos.getExif"
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

    /// How long a client may keep an answer, as the 500px face does: a minute for what lists
    /// many, five for one photo, person, album or gallery (`serve --max-age` overrides both).
    var maxAge: Int {
        switch self {
        case .peopleGetInfo, .peopleFindByUsername, .urlsLookupUser, .urlsLookupGallery, .photosGetInfo, .photosGetSizes,
             .photosGetExif, .photosetsGetInfo, .galleriesGetInfo, .licensesGetInfo:
            DemoCaching.singleMaxAge
        default:
            DemoCaching.listMaxAge
        }
    }
}
