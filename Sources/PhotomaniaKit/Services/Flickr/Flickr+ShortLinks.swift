/// flic.kr's short links that spell no id (`/s/` an album, `/y/` a gallery, `/ps/` a person,
/// `/gp/USER/` a guest pass; contract §9): each followed by one request that reads the redirect
/// and does not follow it, its `Location` read as a page URL like any other. The requests go to
/// flic.kr for Flickr itself, to the API's own server for any other base (the built-in face
/// answers them), never through the REST pacer (flic.kr is not the API) or the HTTP cache.
extension Flickr {
    /// The most requests one short link is followed with (each may lead to another).
    static let maxShortLinkHops = 3
    /// A `Location` longer than this names no page of Flickr's.
    static let maxLocationLength = 2048
    /// A redirect's answer is its headers: a larger body is no redirect of flic.kr's.
    static let maxRedirectBody = 64 * 1024
    static let redirectStatuses: Set<Int> = [301, 302, 303, 307, 308]

    public func page(followingShortLink link: String) async throws(PhotomaniaError) -> PageURL {
        let failure = { (reason: ShortLinkFailure.Reason) in PhotomaniaError.shortLinkUnfollowed(ShortLinkFailure(link: link, site: "Flickr", reason: reason)) }
        guard api.cache?.mode != .offline else { throw failure(.offline) }
        var location = link
        for hop in 0...Self.maxShortLinkHops {
            guard location.utf8.count <= Self.maxLocationLength, let page = FlickrPages.page(location) else { throw failure(.notAPage(location: location)) }
            guard case .shortLink(_, let url) = page else {
                guard let named = Self.page(page) else { throw failure(.notAPage(location: location)) }
                return named
            }
            guard hop < Self.maxShortLinkHops else { break }
            location = try await redirectLocation(of: url, failure: failure)
        }
        throw failure(.tooManyHops(Self.maxShortLinkHops))
    }

    /// One GET of `url` (a `FlickrPages.shortLinkOrigin` URL) on the server that answers short
    /// links here, its redirect not followed: the `Location` it names.
    private func redirectLocation(
        of url: String, failure: (ShortLinkFailure.Reason) -> PhotomaniaError
    ) async throws(PhotomaniaError) -> String {
        let origin = isPublicAPI ? FlickrPages.shortLinkOrigin : api.configuration.origin
        var request = Request(url: origin + url.dropFirst(FlickrPages.shortLinkOrigin.count))
        request.followsRedirects = false
        request.maxBodySize = Self.maxRedirectBody
        request.timeLimit = session.configuration.requestTimeout
        let response = try await session.perform(request)
        if (200..<300).contains(response.statusCode) { throw failure(.noRedirect(status: response.statusCode)) }
        guard Self.redirectStatuses.contains(response.statusCode), let location = response.headers["Location"] else {
            try response.validate()
            throw failure(.noRedirect(status: response.statusCode))
        }
        return location
    }
}
