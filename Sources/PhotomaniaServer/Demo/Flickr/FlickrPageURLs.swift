import Foundation

/// The flickr.com pages answers point at (contract §6.3, §9): always Flickr's own forms, never
/// this server, so that a client links people to where the photos would live. A user's part
/// of the path is the path alias, else the NSID.
enum FlickrPageURLs {
    static let site = "https://www.flickr.com"
    static let hosts: Set<String> = ["www.flickr.com", "flickr.com", "secure.flickr.com", "m.flickr.com"]

    static func name(of user: DemoUser) -> String {
        user.pathAlias ?? user.nsid
    }

    static func photostream(of user: DemoUser) -> String {
        "\(site)/photos/\(name(of: user))/"
    }

    static func profile(of user: DemoUser) -> String {
        "\(site)/people/\(name(of: user))/"
    }

    static func mobile(of user: DemoUser) -> String {
        "https://m.flickr.com/photostream.gne?id=\(user.nsidNumber)"
    }

    static func photo(_ photo: DemoPhoto, owner: DemoUser) -> String {
        "\(photostream(of: owner))\(FlickrIDs.photo(photo))/"
    }

    static func sizes(_ photo: DemoPhoto, owner: DemoUser, size: FlickrSize) -> String {
        "\(self.photo(photo, owner: owner))sizes/\(size.extra)/"
    }

    static func comment(_ comment: DemoComment, on photo: DemoPhoto, owner: DemoUser) -> String {
        "\(self.photo(photo, owner: owner))#comment\(FlickrIDs.commentOffset + comment.id)"
    }

    static func album(_ album: DemoAlbum, owner: DemoUser) -> String {
        "\(photostream(of: owner))albums/\(FlickrIDs.album(album))"
    }

    static func gallery(_ gallery: DemoGallery, owner: DemoUser) -> String {
        "\(photostream(of: owner))galleries/\(FlickrIDs.gallery(gallery))/"
    }

    /// The path segments of a flickr.com URL (scheme optional, empty segments dropped); nil for
    /// another host.
    static func segments(of url: String) -> [String]? {
        var rest = Substring(url.trimmingCharacters(in: .whitespaces))
        for scheme in ["https://", "http://"] where rest.lowercased().hasPrefix(scheme) {
            rest = rest.dropFirst(scheme.count)
        }
        if let end = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<end] }
        let parts = rest.split(separator: "/").map(String.init)
        guard let host = parts.first?.lowercased(), hosts.contains(host) else { return nil }
        return Array(parts.dropFirst())
    }

    /// The user a photostream or profile URL names (`/photos/USER/…`, `/people/USER/…`), by
    /// path alias or NSID; `/photos/tags/…` names a tag, not a user.
    static func user(in url: String, catalog: DemoCatalog) -> DemoUser? {
        guard let segments = segments(of: url), segments.count >= 2, ["photos", "people"].contains(segments[0]) else { return nil }
        guard segments[0] == "people" || segments[1] != "tags" else { return nil }
        return catalog.user(nsid: segments[1]) ?? catalog.user(pathAlias: segments[1])
    }
}
