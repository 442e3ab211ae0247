import Foundation

/// A page of the photo site named by a URL a user pasted: a photo, a profile, a gallery or a
/// user's liked photos. Any host is accepted (the site, a mirror, the built-in server); only the
/// path says which page it is. The query and the fragment are ignored.
///
/// | form                                               | value                          |
/// |----------------------------------------------------|--------------------------------|
/// | `…/photo/ID` or `…/photo/ID/SLUG`                  | `.photo(id: ID)`               |
/// | `…/USER` or `…/p/USER`                             | `.user(USER)`                  |
/// | `…/USER/galleries/SLUG`, `…/p/USER/galleries/SLUG` | `.gallery(user: USER, slug: SLUG)` |
/// | `…/USER/liked` or `…/p/USER/liked`                 | `.liked(user: USER)`           |
/// | `…/liked`                                          | `.signedInUserLiked`           |
///
/// `…` is `http://` or `https://` and a host, a host alone (`500px.com/ana`), `//` and a host,
/// or nothing: a path starting with `/` is the relative `url` field of the API's photos.
///
/// **What counts as a URL** (`looksLikeURL`): text that starts with `http://` or `https://` (any
/// other `scheme://` is a URL too, one that names nothing here), with `/`, or with a host and a
/// `/`: a first segment that is a dotted name, a bracketed IPv6 address or a name with a `:port`,
/// followed by `/` (`500px.com/ana`, `localhost:8500/photo/1`; not `500px.com` or `ana.b` alone).
/// So a bare id (`1006721`) or user name (`ana`, `ana.b`, `Андрей`) never looks like a URL and is
/// never a `PageURL`; a text that looks like a URL but gives no `PageURL` is the one to answer with
/// `acceptedForms`.
///
/// **Rules.** Leading and trailing ASCII white space is trimmed; white space or a control character
/// anywhere else rejects. Userinfo (`user:password@`) is ignored. A host is a bracketed IPv6
/// address (hex digits, `:` and `.`) or a name of letters, digits and marks (any script), `-`, `.`,
/// `_` and `~`, starting with a letter or digit; a port is 1–5 digits up to 65535.
/// The path splits on `/` before it is percent-decoded, so `%2F` stays inside its segment (and then
/// fails the rules below); a bad escape or bytes that are not UTF-8 reject. One trailing `/` is
/// allowed; an empty segment anywhere else, `.` and `..` reject. The words `photo`, `p`,
/// `galleries` and `liked` match in any case.
/// - ID: ASCII digits only, a whole number from 1 to `Int.max` (leading zeros allowed).
/// - USER: percent-decoded, then NFC; 1–64 Unicode scalars, each a letter, a decimal digit, `_`,
///   `-` or `.`, or a combining mark after the first; not dots alone; not one of the site's own
///   first path segments (`reservedNames`, in any case).
/// - SLUG: percent-decoded, 1–255 scalars; no white space, control, format (bidi, zero-width),
///   private-use or unassigned scalar, none of `/ \ ? # % " < > { } | ^`, backquote and U+FFFD
///   (the mark of bytes lost to a bad decoding); not dots alone. A photo page's slug is dropped:
///   any segment that decodes does.
/// - Anything else rejects: other path shapes (`/ana/galleries`, `/ana/galleries/x/y`,
///   `/photo/abc`, `/photo/0`), a scheme other than http(s), an empty host, texts over 8 KiB.
public enum PageURL: Sendable, Hashable {
    case photo(id: Int)
    case user(String)
    case gallery(user: String, slug: String)
    case liked(user: String)
    /// The signed-in user's liked photos: the site's own `/liked` page.
    case signedInUserLiked

    /// The forms a page URL may take, for the sentence that answers a URL naming nothing.
    public static let acceptedForms: [String] = [
        "…/photo/ID[/SLUG] (a photo page, or the API's /photo/ID/SLUG)",
        "…/USER or …/p/USER (a profile)",
        "…/USER/galleries/SLUG or …/p/USER/galleries/SLUG (a gallery)",
        "…/USER/liked (the photos USER liked)",
        "…/liked (the photos you liked, signed in)",
    ]

    /// First path segments of the site that are pages of its own, never a user's profile.
    public static let reservedNames: Set<String> = [
        "about", "activity", "api", "blog", "business", "categories", "category", "contact", "discover",
        "editors", "favicon.ico", "feed", "fresh", "galleries", "gallery", "graphics", "help", "home",
        "liked", "licensing", "login", "logout", "manage", "marketplace", "membership", "messages",
        "notifications", "p", "photo", "photos", "popular", "privacy", "pulse", "quests", "robots.txt",
        "search", "settings", "signup", "static", "store", "support", "tag", "tags", "terms", "upcoming",
        "upgrade", "upload", "user", "users", "v1",
    ]

    /// The page `text` names, or nil when it is not a URL (see `looksLikeURL`) or names nothing
    /// photomania knows.
    public init?(parsing text: String) {
        guard case .url(let path?) = Self.locate(text), let segments = Self.segments(of: path),
              let page = Self.page(at: segments) else { return nil }
        self = page
    }

    /// Whether `text` is meant as a URL (the rule above), whether or not it names a page.
    public static func looksLikeURL(_ text: String) -> Bool {
        if case .url = locate(text) { return true }
        return false
    }

    private static func page(at segments: [String]) -> PageURL? {
        var rest = segments[...]
        if rest.count == 1, rest.first?.lowercased() == "liked" {
            return .signedInUserLiked
        }
        if rest.count >= 2, rest.first?.lowercased() == "photo" {
            // The slug is only the title, made for people: any well-formed segment does.
            guard rest.count <= 3, let id = photoID(rest[rest.startIndex + 1]) else { return nil }
            return .photo(id: id)
        }
        if rest.count >= 2, rest.first?.lowercased() == "p" {
            rest = rest.dropFirst()
        }
        guard let first = rest.first, let user = userName(first) else { return nil }
        let tail = rest.dropFirst().map { $0.lowercased() }
        switch tail.count {
        case 0:
            return .user(user)
        case 1 where tail[0] == "liked":
            return .liked(user: user)
        case 2 where tail[0] == "galleries":
            guard let slug = slug(rest[rest.startIndex + 2]) else { return nil }
            return .gallery(user: user, slug: slug)
        default:
            return nil
        }
    }

    private static func photoID(_ segment: String) -> Int? {
        guard !segment.isEmpty, segment.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
              let id = Int(segment), id > 0 else { return nil }
        return id
    }

    private static func userName(_ segment: String) -> String? {
        let name = segment.precomposedStringWithCanonicalMapping
        let scalars = name.unicodeScalars
        guard (1...64).contains(scalars.count), let first = scalars.first, !isMark(first),
              scalars.allSatisfy(isNameScalar), !scalars.allSatisfy({ $0 == "." }),
              !reservedNames.contains(name.lowercased()) else { return nil }
        return name
    }

    private static func slug(_ segment: String) -> String? {
        let scalars = segment.unicodeScalars
        guard (1...255).contains(scalars.count), scalars.allSatisfy(isSlugScalar),
              !scalars.allSatisfy({ $0 == "." }) else { return nil }
        return segment
    }

    private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "_" || scalar == "-" || scalar == "." { return true }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .decimalNumber: return true
        default: return isMark(scalar)
        }
    }

    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }

    private static func isSlugScalar(_ scalar: Unicode.Scalar) -> Bool {
        if "/\\?#%\"<>{}|^`\u{FFFD}".unicodeScalars.contains(scalar) { return false }
        switch scalar.properties.generalCategory {
        case .control, .format, .surrogate, .privateUse, .unassigned, .spaceSeparator, .lineSeparator, .paragraphSeparator: return false
        default: return true
        }
    }
}
