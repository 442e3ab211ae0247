import Foundation
import PhotomaniaHTTPText

/// The page URLs of Commons a user pastes (contract §9): a file page (`/wiki/File:…`, `?curid=N`),
/// a category, a person's page or uploads, and a file's own URL on upload.wikimedia.org.
enum CommonsPages {
    static let hosts = ["commons.wikimedia.org", "commons.m.wikimedia.org", "upload.wikimedia.org", "thumb.wikimedia.org"]

    static let acceptedForms = [
        "https://commons.wikimedia.org/wiki/File:NAME (a file)",
        "https://commons.wikimedia.org/w/index.php?curid=NUMBER (a file by its page id)",
        "https://commons.wikimedia.org/wiki/Category:NAME (a category's files)",
        "https://commons.wikimedia.org/wiki/User:USER or /wiki/Special:ListFiles/USER (a person's uploads)",
        "https://upload.wikimedia.org/wikipedia/commons/HASH/NAME (a file; HASH is its two folders, such as a/a7)",
    ]

    /// A page id is a number; `File:NAME` (or `Image:NAME`) a file by title; a user or a
    /// category by name.
    static let ids = IDSyntax(
        photo: { text in
            if let number = Int64(text), number > 0 { return PhotoID(number) }
            return title(ofFile: text).flatMap { PhotoID($0) }
        },
        comment: { _ in nil },
        user: { text in .username(text.hasPrefix("User:") ? String(text.dropFirst(5)) : text) },
        collection: { text in .slug(category(text)) }
    )

    /// `File:Name.jpg` with spaces, from `File:Name.jpg`, `Image:Name_.jpg`; nil for other text.
    static func title(ofFile text: String) -> String? {
        for prefix in ["File:", "Image:", "Media:"] where text.hasPrefix(prefix) && text.count > prefix.count {
            return "File:" + text.dropFirst(prefix.count).replacingOccurrences(of: "_", with: " ")
        }
        return nil
    }

    /// A category's name without its prefix, with spaces.
    static func category(_ text: String) -> String {
        let name = text.hasPrefix("Category:") ? String(text.dropFirst(9)) : text
        return name.replacingOccurrences(of: "_", with: " ")
    }

    static func page(at address: PageAddress) -> PageURL? {
        let segments = address.path.split(separator: "/").map { PercentDecoding.string(of: $0) ?? String($0) }
        if address.host?.hasSuffix("upload.wikimedia.org") == true || address.host?.hasSuffix("thumb.wikimedia.org") == true {
            return file(segments)
        }
        if let curid = query(address.text, "curid"), let number = Int64(curid), number > 0 { return .photo(id: PhotoID(number)) }
        guard segments.count >= 2, segments[0] == "wiki" else {
            return query(address.text, "title").flatMap { wikiPage($0, []) }
        }
        return wikiPage(segments[1], Array(segments.dropFirst(2)))
    }

    private static func wikiPage(_ name: String, _ rest: [String]) -> PageURL? {
        if let title = title(ofFile: name) { return PhotoID(title).map { .photo(id: $0) } }
        if name.hasPrefix("Category:"), name.count > 9 { let category = category(name); return .collection(user: category, .slug(category)) }
        if name.hasPrefix("User:"), name.count > 5 { return .user(String(name.dropFirst(5)).replacingOccurrences(of: "_", with: " ")) }
        if name == "Special:ListFiles", let user = rest.first { return .user(user.replacingOccurrences(of: "_", with: " ")) }
        return nil
    }

    /// `/wikipedia/commons/a/a7/Name.jpg` or `/wikipedia/commons/thumb/a/a7/Name.jpg/1280px-Name.jpg`.
    private static func file(_ segments: [String]) -> PageURL? {
        guard segments.count >= 5, segments[0] == "wikipedia", segments[1] == "commons" else { return nil }
        let rest = segments[2] == "thumb" ? Array(segments.dropFirst(3)) : Array(segments.dropFirst(2))
        guard rest.count >= 3 else { return nil }
        return PhotoID("File:" + rest[2].replacingOccurrences(of: "_", with: " ")).map { .photo(id: $0) }
    }

    private static func query(_ text: String, _ name: String) -> String? {
        URLComponents(string: text)?.queryItems?.first { $0.name == name }?.value
    }
}
