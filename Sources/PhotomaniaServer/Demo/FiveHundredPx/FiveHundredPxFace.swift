import Foundation

/// The 500px face: `/v1/...` answers JSON as documented in docs/500px-v1.md (its xAuth sign-in
/// at `/v1/oauth/...`), `/images/<photo id>/<size>.jpg` serves the pictures.
struct FiveHundredPxFace: DemoFace {
    let api: DemoAPI
    let origin: String

    static func owns(_ components: [String]) -> Bool {
        components.first == "v1" || components.first == "images"
    }

    func respond(to request: HTTPRequest, components: [String]) -> HTTPResponse {
        let path = Array(components.dropFirst())
        if components.first == "images" {
            guard request.method == "GET" || request.method == "HEAD" else { return DemoResponse.methodNotAllowed() }
            return api.image(route: path, request: request)
        }
        if path.first == "oauth" {
            return api.oauth(path, request: request)
        }
        guard let route = DemoRoute(path) else { return DemoResponse.error(404, "Not found") }
        let form = DemoForm(request)
        let method = route.method(of: request, form: form)
        guard route.methods.contains(method) else {
            return DemoResponse.methodNotAllowed(allowing: route.methods.joined(separator: ", "))
        }
        return api.answer {
            let caller = try api.caller(of: request)
            guard method == "GET" || method == "HEAD" else {
                guard let userID = caller.userID else { throw DemoRefusal(401, "Authorization required") }
                return try api.write(route, method: method, form: form, userID: userID, request: request)
            }
            // A request signed with an access token needs no `consumer_key` (docs/500px-v1.md §2).
            if caller.userID == nil, let refusal = api.consumerKeyRefusal(request) { return refusal }
            return DemoCaching.cacheable(
                try api.read(route, request: request, caller: caller), for: route, request: request, caller: caller, maxAge: api.configuration.maxAge)
        }
    }
}

extension DemoAPI {
    func read(_ route: DemoRoute, request: HTTPRequest, caller: DemoCaller) throws -> HTTPResponse {
        let query = DemoQuery(request: request)
        let imageBase = imageBase(for: request)
        switch route {
        case .signedInUser: return try signedInUser(caller)
        case .userShow: return userShow(query)
        case .photos: return try photoList(query, imageBase: imageBase, caller: caller)
        case .photoSearch: return try photoSearch(query, imageBase: imageBase, caller: caller)
        case .photo(let id): return try photoShow(id: id, query: query, imageBase: imageBase, caller: caller)
        case .photoComments(let id): return try photoComments(id: id, query: query)
        case .photoVoters(let id): return try photoVoters(id: id, query: query, caller: caller)
        case .userSearch: return try userSearch(query)
        case .userFriends(let id): return try userFriends(userID: id, query: query)
        case .userFollowers(let id): return try userFollowers(userID: id, query: query)
        case .userGalleries(let id): return try userGalleries(userID: id, query: query, imageBase: imageBase, caller: caller)
        case .userGallery(let id, let key): return try userGallery(userID: id, key: key, query: query, imageBase: imageBase, caller: caller)
        case .galleryItems(let id, let key): return try galleryItems(userID: id, key: key, query: query, imageBase: imageBase, caller: caller)
        case .photoVote, .photoFavorite, .commentReplies: return DemoResponse.error(404, "Not found")
        }
    }

    func write(_ route: DemoRoute, method: String, form: DemoForm, userID: Int, request: HTTPRequest) throws -> HTTPResponse {
        let write = DemoWrite(userID: userID, form: form, query: DemoQuery(request: request), imageBase: imageBase(for: request))
        switch (route, method) {
        case (.photoVote(let id), "POST"): return try vote(photoID: id, write)
        case (.photoVote(let id), _): return try removeVote(photoID: id, write)
        case (.photoFavorite(let id), "POST"): return try favorite(photoID: id, write)
        case (.photoFavorite(let id), _): return try removeFavorite(photoID: id, write)
        case (.photoComments(let id), _): return try addComment(photoID: id, write)
        case (.commentReplies(let id), _): return try reply(toCommentID: id, write)
        default: return DemoResponse.error(404, "Not found")
        }
    }

    func consumerKeyRefusal(_ request: HTTPRequest) -> HTTPResponse? {
        guard let required = configuration.requiredConsumerKey else { return nil }
        guard let given = request.queryValue("consumer_key"), !given.isEmpty else {
            return DemoResponse.error(401, "Consumer key missing.")
        }
        return given == required ? nil : DemoResponse.error(401, "Invalid consumer key.")
    }
}
