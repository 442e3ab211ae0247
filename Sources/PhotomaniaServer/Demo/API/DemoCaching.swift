import Foundation

/// HTTP caching of the API's JSON answers. The `ETag` is a hash of the body, so a demo write
/// changes the tag of every answer whose body it changes; `If-None-Match` naming it is a `304`.
enum DemoCaching {
    static let listMaxAge = 60
    static let singleMaxAge = 300

    /// A 200 answer to `route` with its `ETag` and `Cache-Control`, or the bodyless `304` when the
    /// request already holds it. Other answers pass unchanged.
    static func cacheable(_ response: HTTPResponse, for route: DemoRoute, request: HTTPRequest, caller: DemoCaller, maxAge: Int? = nil) -> HTTPResponse {
        guard let routeMaxAge = route.cacheMaxAge else { return response }
        // A signed answer carries the caller's own states (voted, favorited…).
        return cacheable(response, maxAge: maxAge ?? routeMaxAge, request: request, isPrivate: caller.userID != nil)
    }

    /// A 200 answer fresh for `maxAge` seconds (`private` to a shared cache when it speaks to one
    /// caller), or the `304` when the request already holds it.
    static func cacheable(_ response: HTTPResponse, maxAge: Int, request: HTTPRequest, isPrivate: Bool) -> HTTPResponse {
        guard response.status == 200 else { return response }
        let etag = entityTag(of: response.body)
        let cacheControl = (isPrivate ? "private, " : "") + "max-age=\(maxAge)"
        if ifNoneMatch(request, matches: etag) {
            return HTTPResponse(status: 304, headers: HTTPHeaderFields([("ETag", etag), ("Cache-Control", cacheControl)]))
        }
        var cached = response
        cached.headers["ETag"] = etag
        cached.headers["Cache-Control"] = cacheControl
        return cached
    }

    /// Whether the request's `If-None-Match` is `*` or lists `etag`, by weak comparison
    /// (`W/"x"` matches `"x"`), as RFC 9110 §13.1.2 asks.
    static func ifNoneMatch(_ request: HTTPRequest, matches etag: String) -> Bool {
        guard let header = request.headers["If-None-Match"] else { return false }
        let listed = header.split(separator: ",").map(\.trimmingHTTPWhitespace)
        return listed.contains("*") || listed.contains { opaqueTag($0) == opaqueTag(etag) }
    }

    /// `"<16 hex digits>"`: the 64-bit FNV-1a hash of the body.
    static func entityTag(of body: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in body {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return "\"" + String(repeating: "0", count: 16 - hex.count) + hex + "\""
    }

    private static func opaqueTag(_ tag: String) -> Substring {
        tag.hasPrefix("W/") ? tag.dropFirst(2) : tag[...]
    }
}

extension DemoRoute {
    /// How long a 200 answer stays fresh: short for lists, longer for one photo, user or
    /// gallery. nil for routes that only write.
    var cacheMaxAge: Int? {
        switch self {
        case .signedInUser, .userShow, .photo, .userGallery:
            DemoCaching.singleMaxAge
        case .photos, .photoSearch, .photoComments, .photoVoters, .userSearch, .userFriends, .userFollowers, .userGalleries, .galleryItems:
            DemoCaching.listMaxAge
        case .photoVote, .photoFavorite, .commentReplies:
            nil
        }
    }
}
