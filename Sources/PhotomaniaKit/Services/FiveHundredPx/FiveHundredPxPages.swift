/// 500px's page URLs: what the path of a `PageURL` may say on the site (and on any host no
/// other service claims).
///
/// | form                                               | value                          |
/// |----------------------------------------------------|--------------------------------|
/// | `…/photo/ID` or `…/photo/ID/SLUG`                  | `.photo(id: ID)`               |
/// | `…/USER` or `…/p/USER`                             | `.user(USER)`                  |
/// | `…/USER/galleries/SLUG`, `…/p/USER/galleries/SLUG` | `.gallery(user: USER, slug: SLUG)` |
/// | `…/USER/liked` or `…/p/USER/liked`                 | `.liked(user: USER)`           |
/// | `…/liked`                                          | `.signedInUserLiked`           |
///
/// The words `photo`, `p`, `galleries` and `liked` match in any case.
/// - ID: ASCII digits only, a whole number from 1 to `Int.max` (leading zeros allowed).
/// - USER: percent-decoded, then NFC; 1–64 Unicode scalars, each a letter, a decimal digit, `_`,
///   `-` or `.`, or a combining mark after the first; not dots alone; not one of the site's own
///   first path segments (`reservedNames`, in any case).
/// - SLUG: percent-decoded, 1–255 scalars; no white space, control, format (bidi, zero-width),
///   private-use or unassigned scalar, none of `/ \ ? # % " < > { } | ^`, backquote and U+FFFD
///   (the mark of bytes lost to a bad decoding); not dots alone. A photo page's slug is dropped:
///   any segment that decodes does.
/// - Anything else rejects: other path shapes (`/ana/galleries`, `/ana/galleries/x/y`,
///   `/photo/abc`, `/photo/0`).
public enum FiveHundredPxPages {
    /// The forms a page URL may take, for the sentence that answers a URL naming nothing.
    static let acceptedForms: [String] = [
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

    /// The page the path's segments name, or nil.
    static func page(at segments: [String]) -> PageURL? {
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

    private static func photoID(_ segment: String) -> PhotoID? {
        guard !segment.isEmpty, segment.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
              let id = Int(segment), id > 0 else { return nil }
        return PhotoID(id)
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
