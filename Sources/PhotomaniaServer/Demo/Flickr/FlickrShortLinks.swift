import Foundation

/// flic.kr's short links that spell no id, answered as flic.kr does: `302 Found` to the page on
/// www.flickr.com, so that a client reads the page URL it would read from Flickr. CODE is the
/// base 58 (`FlickrShortCode`) of a number of the face's:
/// - `/s/CODE`: an album's number (`72177720001500001`) → `/photos/ALIAS/albums/ID`;
/// - `/y/CODE`: a public gallery's number (`72157720000300011`) → `/photos/ALIAS/galleries/ID/`;
/// - `/ps/CODE`: a person's NSID number (`12038065000` of `12038065000@N00`) → `/photos/ALIAS/`;
/// - `/gp/USER/CODE`: a guest pass, USER the owner's path alias or NSID, CODE an album of
///   theirs → the album's page.
/// ALIAS is the path alias, else the NSID. Anything else is 404.
extension FlickrFace {
    static let shortLinkKinds: Set<String> = ["s", "y", "ps", "gp"]

    func shortLink(_ components: [String]) -> HTTPResponse {
        guard let location = shortLinkTarget(components) else { return DemoResponse.error(404, "Not found") }
        var response = HTTPResponse(status: 302, body: Data("Found: \(location)\n".utf8))
        response.headers["Location"] = location
        response.headers["Content-Type"] = "text/plain; charset=utf-8"
        return response
    }

    /// The www.flickr.com page a short link's path names; nil for none.
    func shortLinkTarget(_ components: [String]) -> String? {
        guard let kind = components.first, let code = components.last,
              components.count == (kind == "gp" ? 3 : 2), let number = FlickrShortCode.number(code) else { return nil }
        switch kind {
        case "s":
            return album(numbered: String(number)).map { FlickrPageURLs.album($0.0, owner: $0.1) }
        case "y":
            guard let gallery = publicGallery(numbered: String(number)), let owner = catalog.user(id: gallery.userID) else { return nil }
            return FlickrPageURLs.gallery(gallery, owner: owner)
        case "ps":
            return catalog.users.first { $0.nsidNumber == number }.map(FlickrPageURLs.photostream)
        case "gp":
            guard let (album, owner) = album(numbered: String(number)),
                  [owner.pathAlias, owner.nsid].contains(components[1]) else { return nil }
            return FlickrPageURLs.album(album, owner: owner)
        default:
            return nil
        }
    }
}
