import Foundation

/// The demo catalog as Flickr: the REST API at `/services/rest` (contract §1–§7) and the static
/// files at `/<server>/<id>_<secret>_<suffix>.jpg` and `/<iconserver>/buddyicons/<nsid>.jpg`
/// (§6), on the same server as the 500px face and over the same photos, people and galleries.
/// Made for each request: `origin` is where its image URLs point.
struct FlickrFace: DemoFace {
    let api: DemoAPI
    let origin: String
    /// Who signed the call being answered; nil for a call with an API key alone.
    var caller: FlickrCaller?

    init(api: DemoAPI, origin: String) {
        self.api = api
        self.origin = origin
    }

    var catalog: DemoCatalog { api.catalog }

    /// The API key calls must carry: the demo consumer key, or `serve --consumer-key`'s.
    var apiKey: String { api.configuration.requiredConsumerKey ?? DemoAccounts.consumerKey }

    /// Whether a path is this face's: `/services/…`, a static file (a first segment of digits),
    /// Flickr's default buddy icon, or a flic.kr short link (`/s/…`, `/y/…`, `/ps/…`, `/gp/…`).
    static func owns(_ components: [String]) -> Bool {
        guard let first = components.first else { return false }
        return first == "services" || first.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
            || components == FlickrDefaultBuddyIcon.pathComponents || shortLinkKinds.contains(first)
    }

    func respond(to request: HTTPRequest, components: [String]) -> HTTPResponse {
        guard components.first == "services" else {
            guard request.method == "GET" else { return DemoResponse.methodNotAllowed() }
            return Self.shortLinkKinds.contains(components[0]) ? shortLink(components) : staticFile(components, request: request)
        }
        if components.count == 3, components[1] == "oauth" {
            guard request.method == "GET" || request.method == "POST" else { return DemoResponse.methodNotAllowed(allowing: "GET, HEAD, POST") }
            return oauth(components[2], request: request)
        }
        guard components == ["services", "rest"] else { return DemoResponse.error(404, "Not found") }
        guard request.method == "GET" || request.method == "POST" else { return DemoResponse.methodNotAllowed(allowing: "GET, HEAD, POST") }
        return rest(request)
    }

    /// One REST call: the signature (a signed call needs no key), the format, the method, the
    /// key, the permission the method needs, and the method's own answer.
    private func rest(_ request: HTTPRequest) -> HTTPResponse {
        var face = self
        if Self.protocolParameters(of: request) != nil {
            switch caller(of: request) {
            case .success(let caller): face.caller = caller
            case .failure(let problem): return problem.response
            }
        }
        return face.answer(request, FlickrArguments(request))
    }

    private func answer(_ request: HTTPRequest, _ arguments: FlickrArguments) -> HTTPResponse {
        guard let format = arguments.string("format"), format == "json" else {
            return FlickrWireFormat.xmlFailure(.unknownFormat(arguments.string("format") ?? "rest"))
        }
        let wire = FlickrWireFormat(arguments)
        let name = arguments.string("method") ?? ""
        guard let method = FlickrMethod(rawValue: name) else { return wire.fail(.unknownMethod(name)) }
        if caller == nil {
            guard let key = arguments.string("api_key") else { return wire.fail(.invalidKey(missing: true)) }
            guard key == apiKey else { return wire.fail(.invalidKey(missing: false)) }
        }
        if let needed = method.permission, caller.map({ $0.permission < needed }) ?? true {
            return wire.fail(.insufficientPermission(needed: needed, granted: caller?.permission))
        }
        do {
            let answer = wire.ok(try members(of: method, arguments))
            guard request.method == "GET" else { return answer }
            return DemoCaching.cacheable(answer, maxAge: api.configuration.maxAge ?? method.maxAge, request: request, isPrivate: caller != nil)
        } catch let failure as FlickrFailure {
            return wire.fail(failure)
        } catch {
            return DemoResponse.internalServerError()
        }
    }

    private func members(of method: FlickrMethod, _ arguments: FlickrArguments) throws -> [String: FlickrValue] {
        switch method {
        case .interestingnessGetList: try interestingness(arguments)
        case .photosSearch: try search(arguments)
        case .photosGetRecent: recent(arguments)
        case .peopleGetPhotos: try peoplePhotos(arguments, missing: FlickrFailure(1, "Required arguments missing"), unknown: FlickrFailure(2, "Unknown user"))
        case .peopleGetPublicPhotos: try peoplePhotos(arguments, missing: .userNotFound, unknown: .userNotFound)
        case .peopleGetInfo: try personInfo(arguments)
        case .peopleFindByUsername: try findByUsername(arguments)
        case .urlsLookupUser: try lookupUser(arguments)
        case .urlsLookupGallery: try lookupGallery(arguments)
        case .urlsLookupGroup: try lookupGroup(arguments)
        case .groupsPoolsGetPhotos: try groupPhotos(arguments)
        case .photosGetInfo: try photoInfo(arguments)
        case .photosGetSizes: try photoSizes(arguments)
        case .photosGetExif: try photoExif(arguments)
        case .photosGetFavorites: try photoFaves(arguments)
        case .photosCommentsGetList: try comments(arguments)
        case .favoritesGetList, .favoritesGetPublicList: try favorites(arguments)
        case .photosetsGetList: try albumList(arguments)
        case .photosetsGetPhotos: try albumPhotos(arguments)
        case .photosetsGetInfo: try albumInfo(arguments)
        case .galleriesGetList: try galleryList(arguments)
        case .galleriesGetPhotos: try galleryPhotos(arguments)
        case .galleriesGetInfo: try galleryInfo(arguments)
        case .contactsGetPublicList: try contacts(arguments)
        case .licensesGetInfo: licenses()
        case .testEcho: echo(arguments)
        case .testLogin: try testLogin()
        case .favoritesAdd: try addFavorite(arguments)
        case .favoritesRemove: try removeFavorite(arguments)
        case .photosCommentsAddComment: try addComment(arguments)
        }
    }
}

extension DemoAPI: HTTPFailureAnswering {
    /// A `stat-fail=CODE` fault's answer: the Flickr failure of that code, in the request's
    /// wire format, whatever the path (the 500px face has no such answer of its own).
    public func failure(code: Int, for request: HTTPRequest) -> HTTPResponse {
        let arguments = FlickrArguments(request)
        return FlickrWireFormat(arguments).fail(.injected(code: code, method: arguments.string("method")))
    }
}
