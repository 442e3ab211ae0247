import PhotomaniaKit
import Testing

@Suite("PageURL: the site's page URLs as input")
struct PageURLTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let text: String
        let page: PageURL
        var testDescription: String { text.debugDescription }
    }

    /// The same page behind every prefix a user pastes: with a scheme, another host and port, no
    /// scheme, `//`, and none at all (the API's relative `url`).
    private static let prefixes = [
        "https://500px.com", "http://500px.com", "HTTPS://web.500px.com", "http://any.host:8500", "500px.com",
        "localhost:8500", "//500px.com", "http://[::1]:8500", "https://user:secret@500px.com", "",
    ]
    /// What may follow the path without changing the page.
    private static let suffixes = ["", "/", "?ctx=1", "/?ctx=1&view=photos", "#frag", "/#frag", "?a=%2F/b#c/d", " \n"]

    private static let paths: [(String, PageURL)] = [
        ("/photo/1006721/embrace-at-dusk", .photo(id: 1006721)),
        ("/photo/1006721", .photo(id: 1006721)),
        ("/photo/1006721/embrace-at-dusk-by-ana", .photo(id: 1006721)),
        ("/ana", .user("ana")),
        ("/p/ana", .user("ana")),
        ("/ana/galleries/iceland-2024", .gallery(user: "ana", slug: "iceland-2024")),
        ("/p/ana/galleries/iceland-2024", .gallery(user: "ana", slug: "iceland-2024")),
        ("/ana/liked", .liked(user: "ana")),
        ("/p/ana/liked", .liked(user: "ana")),
    ]

    static let everyForm: [Case] = prefixes.flatMap { prefix in
        paths.flatMap { path, page in suffixes.map { Case(text: prefix + path + $0, page: page) } }
    }

    @Test(arguments: everyForm)
    func everyFormWithEveryPrefixAndSuffix(_ example: Case) {
        #expect(PageURL(parsing: example.text) == example.page)
        #expect(PageURL.looksLikeURL(example.text))
    }

    @Test(arguments: [
        // Percent-encoding, in names, slugs, ids and the words themselves.
        Case(text: "https://500px.com/%D0%90%D0%BD%D0%B4%D1%80%D0%B5%D0%B9", page: .user("Андрей")),
        Case(text: "https://500px.com/p/ng%E1%BB%8Dc/liked", page: .liked(user: "ngọc")),
        Case(text: "https://500px.com/ana/galleries/%C3%A9t%C3%A9-2024", page: .gallery(user: "ana", slug: "été-2024")),
        Case(text: "https://500px.com/ana/galleries/a%2Bb", page: .gallery(user: "ana", slug: "a+b")),
        Case(text: "/photo/%31%32", page: .photo(id: 12)),
        Case(text: "/%70hoto/12", page: .photo(id: 12)),
        Case(text: "/photo/12/%E5%A4%95%E6%9A%AE%E3%82%8C", page: .photo(id: 12)),
        // A photo's slug is only its title: anything well-formed, even what no gallery slug may hold.
        Case(text: "/photo/12/a%20b%2Fc%3F%00", page: .photo(id: 12)),
        // Unicode as typed, and NFC for names (NFD in, NFC out); slugs are kept as decoded.
        Case(text: "https://500px.com/Андрей/galleries/зима", page: .gallery(user: "Андрей", slug: "зима")),
        Case(text: "500px.com/p/ngọc", page: .user("ngọc")),
        Case(text: "500px.com/p/ngo\u{323}c", page: .user("ngọc")),
        Case(text: "https://500px.com/ng%6F%CC%A3c", page: .user("ngọc")),
        Case(text: "https://500px.com/%E0%A4%B9%E0%A4%BF%E0%A4%A8%E0%A5%8D%E0%A4%A6%E0%A5%80", page: .user("हिन्दी")),
        Case(text: "https://500px.com/山田_太郎", page: .user("山田_太郎")),
        // Names: digits, `_`, `-`, `.`; case kept; 64 scalars; a word of the site under another.
        Case(text: "https://500px.com/Ana.B-c_9", page: .user("Ana.B-c_9")),
        Case(text: "https://500px.com/" + String(repeating: "я", count: 64), page: .user(String(repeating: "я", count: 64))),
        Case(text: "https://500px.com/photographer", page: .user("photographer")),
        Case(text: "https://500px.com/pp/liked", page: .liked(user: "pp")),
        // Keywords in any case.
        Case(text: "https://500px.com/PHOTO/7", page: .photo(id: 7)),
        Case(text: "https://500px.com/P/Ana/Galleries/X", page: .gallery(user: "Ana", slug: "X")),
        Case(text: "https://500px.com/ana/LIKED", page: .liked(user: "ana")),
        // Ids: leading zeros, Int.max.
        Case(text: "/photo/0001006721", page: .photo(id: 1006721)),
        Case(text: "/photo/9223372036854775807", page: .photo(id: PhotoID(Int.max))),
        // Hosts: IPv6 with and without a port, an IPv4 address, a name with a port, a Unicode host,
        // userinfo holding what would be a path elsewhere.
        Case(text: "http://[2001:db8::1]/ana", page: .user("ana")),
        Case(text: "[::1]:8500/photo/3", page: .photo(id: 3)),
        Case(text: "127.0.0.1:8500/photo/3", page: .photo(id: 3)),
        Case(text: "http://localhost:65535/photo/3", page: .photo(id: 3)),
        Case(text: "http://фото.рф/ana", page: .user("ana")),
        Case(text: "http://bob:x@500px.com/ana", page: .user("ana")),
        // The path ends at the first `?` or `#`, whatever follows.
        Case(text: "https://500px.com/ana?next=/photo/1", page: .user("ana")),
        Case(text: "https://500px.com/ana#/photo/1?x", page: .user("ana")),
        Case(text: "/photo/1006721/embrace-at-dusk?ctx=1", page: .photo(id: 1006721)),
        Case(text: "\t https://500px.com/ana \r\n", page: .user("ana")),
    ])
    func decodedAndNormalised(_ example: Case) {
        #expect(PageURL(parsing: example.text) == example.page)
    }

    @Test(arguments: [
        // Not URLs: bare ids and names, and words; callers try these as ids and names first.
        "", "   ", "1006721", "ana", "Андрей", "p", "photo", "ana/liked", "p/ana", "photo/1006721",
        "ana@500px.com/ana", "javascript:alert(1)", "mailto:ana@500px.com", "a b.c/ana",
        // A host alone is a name with a dot: user names may hold dots.
        "ana.b", "Ana.B-c_9", "ngọc.anh", "500px.com", "500px.com?ctx=1", "localhost:8500", "[::1]", "127.0.0.1",
    ])
    func notAURLAtAll(_ text: String) {
        #expect(PageURL(parsing: text) == nil)
        #expect(!PageURL.looksLikeURL(text))
    }

    @Test(arguments: [
        // No path, or the root.
        "https://500px.com", "https://500px.com/", "500px.com", "500px.com/", "/", "//500px.com", "ana.b", "http://[::1]",
        // Photo pages: no id, not a number, zero, negative, signed, overflowing, Unicode digits,
        // an extra segment, an empty, dot or malformed slug segment.
        "https://500px.com/photo", "https://500px.com/photo/", "https://500px.com/photo/abc", "/photo/0", "/photo/-5",
        "/photo/+5", "/photo/1e3", "/photo/9223372036854775808", "/photo/99999999999999999999999", "/photo/١٢٣",
        "/photo/12/slug/more", "/photo/12//", "/photo/12/slug%2Fmore/x", "/photo/ 12", "/photo/12/%", "/photo/12/%C3", "/photo/12/..",
        // The site's own pages.
        "https://500px.com/galleries", "https://500px.com/search", "https://500px.com/search?q=ana", "https://500px.com/popular",
        "https://500px.com/upcoming", "https://500px.com/fresh", "https://500px.com/editors", "https://500px.com/settings",
        "https://500px.com/login", "https://500px.com/signup", "https://500px.com/discover", "https://500px.com/licensing",
        "https://500px.com/about", "https://500px.com/blog", "https://500px.com/p", "https://500px.com/p/",
        "https://500px.com/Search", "https://500px.com/p/search", "https://500px.com/photo/liked",
        "https://500px.com/p/photo/12", "https://500px.com/search/galleries/x",
        // Other shapes.
        "https://500px.com/ana/galleries", "https://500px.com/ana/galleries/", "https://500px.com/ana/galleries/x/y",
        "https://500px.com/p/ana/galleries/x/y", "https://500px.com/ana/photos", "https://500px.com/ana/liked/x",
        "https://500px.com/p/ana/x", "https://500px.com/p/p/ana", "https://500px.com/a/b/c/d/e/f",
        // Empty and dot segments.
        "https://500px.com//ana", "https://500px.com/ana//", "https://500px.com/ana//liked", "https://500px.com/./ana",
        "https://500px.com/ana/galleries/..", "https://500px.com/..", "https://500px.com/ana/galleries/%2E%2E", "https://500px.com/...",
        // Names that cannot be a user's: separators (`%2F` stays in its segment), spaces, symbols,
        // controls, format characters, a leading mark, 65 scalars.
        "https://500px.com/ana%2Fbob", "https://500px.com/ana%2Fliked", "https://500px.com/ana%20b", "https://500px.com/ana+b",
        "https://500px.com/ana@b", "https://500px.com/ana;x=1", "https://500px.com/ana%00", "https://500px.com/ana%0A",
        "https://500px.com/ana%E2%80%AE", "https://500px.com/ana%E2%80%8B", "https://500px.com/%CC%81ana", "https://500px.com/ana~",
        "https://500px.com/ana%5Cbob", "https://500px.com/" + String(repeating: "a", count: 65), "https://500px.com/😀",
        // Slugs that cannot be one.
        "https://500px.com/ana/galleries/a%2Fb", "https://500px.com/ana/galleries/a%00b", "https://500px.com/ana/galleries/a%3Fb",
        "https://500px.com/ana/galleries/a%23b", "https://500px.com/ana/galleries/a%20b", "https://500px.com/ana/galleries/%E2%80%8F",
        "https://500px.com/ana/galleries/50%25-off", "https://500px.com/ana/galleries/a%5Cb", "https://500px.com/ana/galleries/%EE%80%80",
        "https://500px.com/ana/galleries/" + String(repeating: "s", count: 256),
        // Bad percent-encoding and bytes that are not UTF-8.
        "https://500px.com/ana%", "https://500px.com/ana%2", "https://500px.com/ana%zz", "https://500px.com/%C3", "https://500px.com/%FF%FE",
        // Schemes, hosts, ports, white space and controls.
        "ftp://500px.com/ana", "file:///photo/12", "https:///photo/12", "https://:8500/photo/12", "https://500px.com:99999/ana",
        "https://500px.com:80a/ana", "https://500px.com:/ana", "http://[::1/ana", "http://[::1]x/ana", "http://[zz]/ana", "http://[1.2.3.4]/ana",
        "http://.500px.com/ana", "http://-a.com/ana", "http://\u{301}a.com/ana", "\u{301}a.com/ana", "http://a\u{FFFD}.com/ana",
        "https://500px.com/ana/galleries/a%EF%BF%BDb", "https://500px.com/ana/galleries/a\u{FFFD}b", "https://500px.com/an a", "https://500px.com/ana\u{0}", "https://500px.com/photo/1\nhttps://500px.com/ana",
        "https://500px.com/ana?q=a b", "https://500px.com/ana\u{85}", "https://500px.com/ana\u{A0}", "https:/500px.com/ana", "https:500px.com/ana",
        "https://500px.com/" + String(repeating: "x", count: 9000),
    ])
    func namesNothing(_ text: String) {
        #expect(PageURL(parsing: text) == nil)
    }

    @Test(arguments: [
        "https://500px.com", "500px.com/", "/", "ftp://500px.com/ana", "https://500px.com/search", "/photo/abc", "ana.b/",
        "https:///photo/12", "[::1]/", "localhost:8500/", "https://500px.com/ana/galleries/x/y", "//500px.com",
    ])
    func aURLNamingNothingIsStillAURL(_ text: String) {
        #expect(PageURL(parsing: text) == nil)
        #expect(PageURL.looksLikeURL(text))
    }

    /// `==` on String compares canonically, so the scalars are compared here: NFD in, NFC out.
    @Test(arguments: ["https://500px.com/ngo\u{323}c", "https://500px.com/ng%6F%CC%A3c", "https://500px.com/p/ngo%CC%A3c/galleries/x", "/ngo\u{323}c/liked"])
    func userNamesComeOutNFC(_ text: String) throws {
        let name: String
        switch try #require(PageURL(parsing: text)) {
        case .user(let user), .liked(let user), .gallery(let user, _): name = user
        case .photo, .signedInUserLiked, .collection, .favorites, .collections, .group, .search, .shortLink: Issue.record("not a user's page"); return
        }
        #expect(Array(name.unicodeScalars) == Array("ng\u{1ECD}c".unicodeScalars))
    }

    @Test func slugsKeepTheirScalars() throws {
        let page = try #require(PageURL(parsing: "/ana/galleries/e%CC%81te%CC%81"))
        guard case .gallery(_, let slug) = page else { Issue.record("\(page)"); return }
        #expect(Array(slug.unicodeScalars) == Array("e\u{301}te\u{301}".unicodeScalars))
    }

    @Test func acceptedFormsNameEveryForm() {
        let forms = PageURL.acceptedForms.joined(separator: "\n")
        for needle in ["/photo/ID", "/USER", "/p/USER", "/USER/galleries/SLUG", "/USER/liked"] {
            #expect(forms.contains(needle), "\(needle)")
        }
    }
}
