import Foundation
import PhotomaniaHTTPText

/// Reads Flickr's page URLs (the forms of `FlickrPage`): `www.`, `secure.`, `m.` or bare
/// `flickr.com`, `flic.kr`, and the static image hosts; `http(s)://` optional, a trailing `/`
/// and empty segments tolerated, the query read only where it names the page (`photo.gne?id=`,
/// `?short=`, `/search/?text=&tags=&user_id=`), the fragment ignored. The outer syntax (what is a URL, its
/// host, no white space or control inside, 8 KiB at most) is `PageURL.locate`'s, as for 500px.
/// - ID: ASCII digits of a number from 1 to 2^64−1 (`FlickrID.Kind.number`).
/// - USER: an NSID (`^[0-9]{5,11}@N[0-9]{2}$`, any case), `me`, or an alias of 1–64 of
///   `A–Z a–z 0–9 _ - .`, not dots alone.
/// - TAG: 1–255 scalars, none of them white space, a control, a format character or `/ \`.
/// - Anything else rejects, as do other hosts.
public enum FlickrPages {
    /// The hosts whose URLs these are, each with its subdomains (`live.staticflickr.com`).
    public static let hosts = ["flickr.com", "flic.kr", "staticflickr.com"]

    public static let acceptedForms: [String] = [
        "https://www.flickr.com/photos/USER/ID (a photo; also /photo.gne?id=ID, a static image URL)",
        "https://flic.kr/p/CODE (a photo's short link)",
        "https://www.flickr.com/photos/USER or /people/USER (a photostream)",
        "https://www.flickr.com/photos/USER/albums[/ID] or /sets[/ID] (albums, an album)",
        "https://www.flickr.com/photos/USER/galleries[/ID] (galleries, a gallery)",
        "https://www.flickr.com/photos/USER/favorites (a person's faves)",
        "https://www.flickr.com/photos/tags/TAG (a tag)",
        "https://www.flickr.com/search/?text=TEXT&tags=TAGS&user_id=USER (a search)",
        "https://www.flickr.com/groups/GROUP/pool (a group's pool)",
    ]

    static let maxSegments = 16

    /// Where the short links are: `shortLink` URLs start so.
    static let shortLinkOrigin = "https://flic.kr"

    /// The page `text` names, or nil when it is no URL of Flickr's or names nothing there.
    public static func page(_ text: String) -> FlickrPage? {
        guard case .url(let location?) = PageURL.locate(text), let host = location.host,
              let segments = segments(of: location.path) else { return nil }
        return page(host: host, segments: segments, query: query(of: text))
    }

    /// The page a URL of `host` names with these path segments (percent-decoded) and query.
    public static func page(host: String, segments: [String], query: [String: String] = [:]) -> FlickrPage? {
        let host = host.lowercased()
        if host == "flic.kr" || host.hasSuffix(".flic.kr") { return shortLink(segments) }
        if isStaticHost(host) { return imageFile(segments) }
        guard host == "flickr.com" || ["www.flickr.com", "secure.flickr.com", "m.flickr.com"].contains(host) else { return nil }
        return webPage(segments, query: query)
    }

    private static func webPage(_ segments: [String], query: [String: String]) -> FlickrPage? {
        guard let first = segments.first?.lowercased() else { return nil }
        let rest = Array(segments.dropFirst())
        switch first {
        case "photo.gne", "photo_zoom.gne", "photo_exif.gne":
            guard rest.isEmpty else { return nil }
            if let id = query["id"].flatMap({ FlickrID.valid($0, .number) }) { return .photo(id: id) }
            guard first == "photo.gne", let code = query["short"], let id = FlickrBase58.decode(code) else { return nil }
            return .photo(id: String(id))
        case "search":
            return rest.isEmpty ? search(query) : nil
        case "groups":
            return groupPage(rest)
        case "photo":
            guard rest.count == 2, user(rest[0]) != nil, let id = FlickrID.valid(rest[1], .number) else { return nil }
            return .photo(id: id)
        case "people":
            guard let name = rest.first, let user = user(name), rest.count == 1 || (rest.count == 2 && isPageNumber(rest[1])) else { return nil }
            return .photostream(user)
        case "photos":
            return photosPage(rest)
        default:
            return nil
        }
    }

    /// What follows `/photos/`.
    private static func photosPage(_ rest: [String]) -> FlickrPage? {
        guard let name = rest.first else { return nil }
        if name.lowercased() == "tags" {
            guard rest.count == 2 || (rest.count == 3 && isPageNumber(rest[2])), let tag = tag(rest[1]) else { return nil }
            return .tag(tag)
        }
        guard let user = user(name) else { return nil }
        let tail = Array(rest.dropFirst())
        guard let word = tail.first else { return .photostream(user) }
        if let id = FlickrID.valid(word, .number) { return .photo(id: id) }
        let paged = tail.count == 3 && isPageNumber(tail[2])
        switch word.lowercased() {
        case _ where isPageNumber(word) && tail.count == 1:
            return .photostream(user)
        case "albums", "sets":
            if tail.count == 1 { return .albums(user) }
            guard tail.count == 2 || paged, let id = FlickrID.valid(tail[1], .number) else { return nil }
            return .album(user, id: id)
        case "galleries", "gallery":
            if tail.count == 1, word.lowercased() == "galleries" { return .galleries(user) }
            guard tail.count == 2 || paged, let id = FlickrID.valid(tail[1], .number) else { return nil }
            return .gallery(user, id: id)
        case "favorites":
            guard tail.count == 1 || (tail.count == 2 && isPageNumber(tail[1])) else { return nil }
            return .favorites(user)
        default:
            return nil
        }
    }

    /// `?text=…&tags=…&user_id=…`, each optional but not all: the rest of the query (`sort`,
    /// `view_all`, …) is left alone. A user is as in a path; `me` or a bad one names nothing.
    private static func search(_ query: [String: String]) -> FlickrPage? {
        let text = query["text"].map(FlickrText.oneLine).flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 }
        let tags = (query["tags"] ?? "").split(separator: ",").compactMap { tag(String($0).trimmingCharacters(in: .whitespaces)) }
        var owner: FlickrPageUser?
        if let given = query["user_id"], !given.isEmpty {
            guard let named = user(given), named != .me else { return nil }
            owner = named
        }
        guard text != nil || !tags.isEmpty || owner != nil else { return nil }
        return .search(text: text, tags: tags, user: owner)
    }

    /// What follows `/groups/`: `GROUP`, `GROUP/pool`, each with an optional `/pageN`.
    private static func groupPage(_ rest: [String]) -> FlickrPage? {
        guard let name = rest.first, let group = user(name), group != .me else { return nil }
        var tail = rest.dropFirst()
        if tail.first?.lowercased() == "pool" { tail = tail.dropFirst() }
        if let last = tail.last, isPageNumber(last) { tail = tail.dropLast() }
        guard tail.isEmpty else { return nil }
        switch group {
        case .nsid(let id): return .group(id)
        case .alias(let alias): return .group(alias)
        case .me: return nil
        }
    }

    /// `flic.kr/p/CODE` is a photo; `s`, `y`, `ps` and `gp/USER/CODE` must be followed.
    private static func shortLink(_ segments: [String]) -> FlickrPage? {
        guard let kind = segments.first else { return nil }
        if kind == "p", segments.count == 2, let id = FlickrBase58.decode(segments[1]) {
            return .photo(id: String(id))
        }
        guard let link = FlickrShortLinkKind(rawValue: kind), link != .guestPass ? segments.count == 2 : segments.count == 3,
              segments.dropFirst().allSatisfy({ FlickrID.valid($0, .token) != nil && !$0.contains("@") }) else { return nil }
        return .shortLink(kind: link, url: shortLinkOrigin + "/" + segments.joined(separator: "/"))
    }

    /// `{server}/{id}_{secret}[_{suffix}].{ext}`, `{farm}/{server}/{id}_…`, `{id}_…` alone,
    /// `video/{id}/…`: the photo id is the file name's digits before the first `_`.
    private static func imageFile(_ segments: [String]) -> FlickrPage? {
        if segments.first == "video" {
            guard segments.count >= 2, let id = FlickrID.valid(segments[1], .number) else { return nil }
            return .photo(id: id)
        }
        guard (1...3).contains(segments.count), let file = segments.last,
              segments.dropLast().allSatisfy({ FlickrID.valid($0, .number) != nil }),
              let underscore = file.firstIndex(of: "_"), let id = FlickrID.valid(String(file[..<underscore]), .number) else { return nil }
        return .photo(id: id)
    }

    private static func isStaticHost(_ host: String) -> Bool {
        if host == "staticflickr.com" || host.hasSuffix(".staticflickr.com") || host == "static.flickr.com" || host.hasSuffix(".static.flickr.com") { return true }
        // photos{N}.flickr.com
        guard host.hasSuffix(".flickr.com") else { return false }
        let label = host.dropLast(".flickr.com".count)
        return label.hasPrefix("photos") && label.count > 6 && label.dropFirst(6).allSatisfy(\.isASCIIDigitCharacter)
    }

    private static func user(_ segment: String) -> FlickrPageUser? {
        if FlickrID.isNSID(segment.uppercased()) { return .nsid(segment.uppercased()) }
        if segment.lowercased() == "me" { return .me }
        guard FlickrID.valid(segment, .token) != nil, !segment.contains("@") else { return nil }
        return .alias(segment)
    }

    private static func tag(_ segment: String) -> String? {
        let scalars = segment.unicodeScalars
        guard (1...255).contains(scalars.count), !scalars.contains(where: { scalar in
            scalar == "/" || scalar == "\\" || scalar.properties.isWhitespace
                || [.control, .format, .surrogate, .privateUse, .unassigned].contains(scalar.properties.generalCategory)
        }) else { return nil }
        return segment
    }

    /// `page2`, Flickr's paging segment.
    private static func isPageNumber(_ segment: String) -> Bool {
        let lowered = segment.lowercased()
        return lowered.hasPrefix("page") && (5...12).contains(lowered.count) && lowered.dropFirst(4).allSatisfy(\.isASCIIDigitCharacter)
    }

    /// The path's segments, percent-decoded, empty ones dropped; nil for a bad escape, bytes that
    /// are not UTF-8, a dot segment, or too many.
    static func segments(of path: Substring) -> [String]? {
        let raw = path.split(separator: "/", omittingEmptySubsequences: true)
        guard raw.count <= maxSegments else { return nil }
        var segments: [String] = []
        for piece in raw {
            guard let segment = PercentDecoding.string(of: piece), !segment.isEmpty, segment != ".", segment != "..",
                  !segment.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return nil }
            segments.append(segment)
        }
        return segments
    }

    /// The query's members, form-decoded; the first of a name wins, an undecodable one is left out.
    static func query(of text: String) -> [String: String] {
        guard let mark = text.firstIndex(of: "?") else { return [:] }
        let query = text[text.index(after: mark)...].prefix { $0 != "#" }
        var members: [String: String] = [:]
        for pair in query.split(separator: "&") {
            let halves = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = PercentDecoding.string(of: halves[0], plusAsSpace: true),
                  let value = PercentDecoding.string(of: halves.count == 2 ? halves[1] : "", plusAsSpace: true),
                  members[name] == nil else { continue }
            members[name] = value
        }
        return members
    }
}

private extension Character {
    var isASCIIDigitCharacter: Bool { ("0"..."9").contains(self) }
}
