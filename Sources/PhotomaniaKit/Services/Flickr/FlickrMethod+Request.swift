import Foundation
import PhotomaniaOAuth

/// The wire form of a call: `{base}/rest` with `method`, `format=json&nojsoncallback=1`, the
/// arguments, and `api_key` unless the call is signed (a signed call names its consumer in the
/// signature). Reads are a GET with everything in the query; writes a POST with everything in
/// a form-encoded body, which the signature covers.
extension FlickrMethod: APIRoute {
    /// The REST endpoint below the configured base: `https://api.flickr.com/services` + this.
    public static let endpointPath = "/rest"

    public var httpMethod: HTTPMethod { writes ? .post : .get }

    public func request(with configuration: APIConfiguration) throws(PhotomaniaError) -> Request {
        let endpoint = configuration.baseURL + Self.endpointPath
        guard endpoint.hasPrefix("http://") || endpoint.hasPrefix("https://") else { throw .invalidURL(configuration.baseURL) }
        var parameters = signedParameters
        if configuration.credentials == nil, let key = configuration.consumerKey { parameters.insert(("api_key", key), at: 1) }
        let encoded = OAuthSignatureBase.formEncoded(parameters)
        var request = writes
            ? Request(method: .post, url: endpoint, headers: [("Content-Type", "application/x-www-form-urlencoded")], body: Data(encoded.utf8), acceptableContentTypes: [])
            : Request(method: .get, url: endpoint + "?" + encoded, acceptableContentTypes: [])
        request.call = name
        return request
    }

    /// The body of a write, which the signature covers; a read's arguments are in its URL.
    public var formParameters: [(name: String, value: String)] {
        writes ? signedParameters : []
    }

    /// Every Flickr call has the one path: a write makes all stored answers suspect.
    public var invalidatedPaths: [String] {
        writes ? [Self.endpointPath] : []
    }

    /// `method`, the wire format, then the arguments: everything but `api_key`.
    var signedParameters: [(name: String, value: String)] {
        [("method", name), ("format", "json"), ("nojsoncallback", "1")] + arguments
    }

    /// The method's own arguments, in a fixed order.
    var arguments: [(name: String, value: String)] {
        switch self {
        case .interestingness(let day, let page):
            return optional("date", day?.description) + listing(page)
        case .recent(let page):
            return listing(page)
        case .search(let search, let page):
            return search.arguments + listing(page)
        case .photosOf(let user, let page), .publicPhotosOf(let user, let page), .publicFavorites(let user, let page):
            return [("user_id", user)] + listing(page)
        case .favorites(let user, let page):
            return optional("user_id", user) + listing(page)
        case .person(let user):
            return [("user_id", user)]
        case .findByUsername(let username):
            return [("username", username)]
        case .lookupUser(let url), .lookupGallery(let url), .lookupGroup(let url):
            return [("url", url)]
        case .photoInfo(let photo, let secret), .exif(let photo, let secret):
            return [("photo_id", photo)] + optional("secret", secret)
        case .sizes(let photo), .comments(let photo), .addFavorite(let photo), .removeFavorite(let photo):
            return [("photo_id", photo)]
        case .faves(let photo):
            return [("photo_id", photo), ("per_page", "1")]
        case .albums(let user, let page):
            return optional("user_id", user) + paging(page) + [("primary_photo_extras", FlickrExtras.cover.joined(separator: ","))]
        case .albumPhotos(let album, let user, let page):
            return [("photoset_id", album)] + optional("user_id", user) + listing(page)
        case .album(let album, let user):
            return [("photoset_id", album)] + optional("user_id", user)
        case .galleries(let user, let page):
            return [("user_id", user)] + paging(page) + [("primary_photo_extras", FlickrExtras.cover.joined(separator: ","))]
        case .galleryPhotos(let gallery, let page):
            return [("gallery_id", gallery)] + listing(page)
        case .gallery(let gallery):
            return [("gallery_id", gallery)]
        case .contacts(let user, let page):
            return [("user_id", user)] + paging(page)
        case .groupPool(let group, let page):
            return [("group_id", group)] + listing(page)
        case .testLogin, .licenses:
            return []
        case .addComment(let photo, let text):
            return [("photo_id", photo), ("comment_text", text)]
        }
    }

    /// The most `per_page` the method takes, and what it gives without one.
    public var perPageLimit: (default: Int, max: Int) {
        switch self {
        case .albumPhotos, .albums: (500, 500)
        case .contacts: (1000, 1000)
        default: (100, 500)
        }
    }

    /// A page of photos: its place and the extras every listing asks for.
    private func listing(_ page: FlickrPageRequest) -> [(name: String, value: String)] {
        [FlickrExtras.listedArgument] + paging(page)
    }

    /// `name=value` when there is a value.
    private func optional(_ name: String, _ value: String?) -> [(name: String, value: String)] {
        value.map { [(name: name, value: $0)] } ?? []
    }

    private func paging(_ page: FlickrPageRequest) -> [(name: String, value: String)] {
        let (fallback, most) = perPageLimit
        let perPage = min(most, max(1, page.perPage ?? fallback))
        return [("page", String(max(1, page.page))), ("per_page", String(perPage))]
    }
}

extension FlickrMethod {
    /// The answer's payload as `T`, or what Flickr said went wrong (`stat: fail`, by code),
    /// or why the body is no answer.
    func decode<T: FlickrPayload>(_ type: T.Type, from body: Data) throws(FlickrAnswerFailure) -> T {
        try FlickrAnswer.decode(type, from: body, method: name)
    }
}
