import Foundation
import PhotomaniaKit

extension FuzzTarget {
    /// A page URL as a user pastes it (`photomania download <URL>`), made into a photo id, a user
    /// name or a gallery slug that goes on into API requests and folder names.
    static let pageURL = FuzzTarget(name: "page-url", seedFolders: ["fuzz/page-url"], maxLength: 1024) { data throws(FuzzViolation) in
        let text = String(decoding: data, as: UTF8.self)
        guard let page = PageURL(parsing: text) else { return }
        try FuzzViolation.require(PageURL(parsing: text) == page, "parsing twice gives the same page: \(text.debugDescription)")
        try FuzzViolation.require(PageURL.looksLikeURL(text), "a text that names a page looks like a URL: \(text.debugDescription)")
        // What follows are 500px's rules; Flickr's pages (FlickrPages) keep their own.
        guard ServiceRegistry.standard.page(text)?.entry.name == .fiveHundredPx else { return }
        switch page {
        case .photo(let id):
            try FuzzViolation.require(id > 0, "a photo id is positive: \(id) from \(text.debugDescription)")
        case .user(let user), .liked(let user):
            try checkPageUserName(user, from: text)
        case .gallery(let user, let slug):
            try checkPageUserName(user, from: text)
            try checkPageSegment(slug, "slug", from: text)
        case .signedInUserLiked, .collection, .favorites, .collections, .group, .search, .shortLink:
            break
        }
        try checkRoundTrip(page)
    }

    private static func checkPageUserName(_ name: String, from text: String) throws(FuzzViolation) {
        try checkPageSegment(name, "user name", from: text)
        try FuzzViolation.require(name.unicodeScalars.count <= 64, "a user name has at most 64 scalars: \(name.debugDescription)")
        try FuzzViolation.require(Array(name.unicodeScalars) == Array(name.precomposedStringWithCanonicalMapping.unicodeScalars), "a user name is NFC: \(name.debugDescription)")
        try FuzzViolation.require(!name.unicodeScalars.contains { "?#%@:;+~ ".unicodeScalars.contains($0) || $0.properties.isWhitespace }, "a user name has no URL delimiter or space: \(name.debugDescription)")
        try FuzzViolation.require(!FiveHundredPxPages.reservedNames.contains(name.lowercased()), "a user name is not a word of the site: \(name.debugDescription)")
    }

    /// What every name or slug from a URL promises, stated here on its own: something, no path
    /// separator, no NUL, control or bidi character, not a dot segment.
    private static func checkPageSegment(_ value: String, _ what: String, from text: String) throws(FuzzViolation) {
        try FuzzViolation.require(!value.isEmpty, "a \(what) is not empty: \(text.debugDescription)")
        try FuzzViolation.require(!value.contains("/") && !value.contains("\\"), "a \(what) has no separator: \(value.debugDescription) from \(text.debugDescription)")
        try FuzzViolation.require(!value.unicodeScalars.contains(where: isControlOrBidi), "a \(what) has no control or bidi character: \(value.debugDescription)")
        try FuzzViolation.require(!value.unicodeScalars.allSatisfy { $0 == "." }, "a \(what) is not dots alone: \(value.debugDescription)")
    }

    /// The page, written back as a URL with every byte but the unreserved ones percent-encoded,
    /// under several prefixes, parses to the same page, scalar for scalar.
    private static func checkRoundTrip(_ page: PageURL) throws(FuzzViolation) {
        let path = switch page {
        case .photo(let id): "/photo/\(id)"
        case .user(let user): "/\(encoded(user))"
        case .liked(let user): "/p/\(encoded(user))/liked"
        case .signedInUserLiked: "/liked"
        case .gallery(let user, let slug): "/\(encoded(user))/galleries/\(encoded(slug))/"
        case .collection, .favorites, .collections, .group, .search, .shortLink: "/"
        }
        for prefix in ["https://500px.com", "", "//[::1]:8500", "web.500px.com"] {
            let again = PageURL(parsing: prefix + path + "?ctx=1#x")
            try FuzzViolation.require(again == page && again.map(scalars) == scalars(page), "\(page) written as \((prefix + path).debugDescription) parses back to \(again.map { "\($0)" } ?? "nil")")
        }
    }

    private static func encoded(_ value: String) -> String {
        var out = ""
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                out += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return out
    }

    private static func scalars(_ page: PageURL) -> [[Unicode.Scalar]] {
        switch page {
        case .photo(let id): [Array("\(id)".unicodeScalars)]
        case .user(let user), .liked(let user): [Array(user.unicodeScalars)]
        case .gallery(let user, let slug): [Array(user.unicodeScalars), Array(slug.unicodeScalars)]
        case .signedInUserLiked, .collection, .favorites, .collections, .group, .search, .shortLink: []
        }
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
