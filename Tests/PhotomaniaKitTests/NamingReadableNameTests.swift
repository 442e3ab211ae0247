import Foundation
@testable import PhotomaniaKit
import Testing

/// Issue 21 item 13: a URL that ends in a size, an id or a hash gives no name a person can read,
/// so the default name is `<id>.<slug of the title>.<ext>`, or `<id>.<ext>` without a title.
@Suite("File names: readable when the server's say nothing")
struct NamingReadableNameTests {
    private func make(_ header: String? = nil, url: String, type: String? = "image/jpeg", title: String = "Embrace at Dusk") -> String {
        DownloadFileName.make(photoID: 12345, contentDisposition: header, finalURL: url, contentType: type, title: title)
    }

    @Test("a URL that names no picture gives the title's slug", arguments: [
        "http://h/images/12345/2048.jpg", "http://h/images/12345/4.jpg", "http://h/img/1080x720.jpg", "http://h/p/m2048.jpg",
        "https://drscdn.500px.org/photo/12345/m%3D2048/v2?sig=9f86d081", "http://h/x/9f86d081884c7d65.jpg",
        "http://h/x/IMG_1234.jpg", "http://h/x/12345_b.jpg", "http://h/x/original.jpg", "http://h/x/2048px.jpg",
        "http://h/x/aB3xY9kLmN2pQ7rSt0.jpg", "http://h/x/4", "http://h/images/", "http://h", "",
    ])
    func unreadableURLs(url: String) {
        #expect(make(url: url) == "12345.embrace-at-dusk.jpg", "\(url)")
    }

    @Test("no title: the id and the extension")
    func noTitle() {
        #expect(make(url: "http://h/images/12345/2048.jpg", title: "") == "12345.jpg")
        #expect(make(url: "http://h/images/12345/2048.png", title: " ?! ") == "12345.png", "a title of no letters is none")
        #expect(make(url: "http://h/images/12345/2048", type: "image/webp", title: "") == "12345.webp")
        #expect(make(url: "http://h/images/12345/2048", type: nil, title: "") == "12345.jpg", "photos are JPEGs")
    }

    @Test("a name a person reads is kept, from the URL or the server", arguments: [
        ("http://h/x/sunset-over-lisbon.jpg", nil, "12345.sunset-over-lisbon.jpg"),
        ("http://h/x/café%20au%20lait.jpg", nil, "12345.café au lait.jpg"),
        ("http://h/x/sunset2024.jpg", nil, "12345.sunset2024.jpg"),
        ("http://h/x/東京.jpg", nil, "12345.東京.jpg"),
        ("http://h/x/2048.jpg", "attachment; filename=\"2048.jpg\"", "12345.2048.jpg"),
        ("http://h/x/2048.jpg", "attachment; filename=\"mine.jpg\"", "12345.mine.jpg"),
    ] as [(String, String?, String)])
    func readableNames(url: String, header: String?, expected: String) {
        #expect(make(header, url: url) == expected)
    }

    @Test("the URL's extension is kept; the content type gives one when it has none")
    func extensions() {
        #expect(make(url: "http://h/x/2048.png") == "12345.embrace-at-dusk.png")
        #expect(make(url: "http://h/x/2048", type: "image/gif") == "12345.embrace-at-dusk.gif")
        let context = DownloadFileName.context(
            photoID: 1, sizeID: 4, facts: PhotoFacts(title: "Night"), contentDisposition: nil, finalURL: "http://h/4.png", contentType: nil)
        #expect(context.suggestedName == "night.png" && context.ext == "png")
        let bare = DownloadFileName.context(photoID: 1, sizeID: 4, contentDisposition: nil, finalURL: "http://h/4.png", contentType: nil)
        #expect(bare.suggestedName == "png" && bare.ext == "png" && NameTemplate.defaultFileName.render(bare) == "1.png")
    }

    @Test("title slugs", arguments: [
        ("Embrace at Dusk", "embrace-at-dusk"), ("Café, Lisboa!", "café-lisboa"), ("  AC/DC  live ", "ac-dc-live"),
        ("東京の夜", "東京の夜"), ("Golden Silence II", "golden-silence-ii"), ("\u{202E}gpj.exe", "gpj-exe"), ("!!!", nil),
    ] as [(String, String?)])
    func slugs(title: String, expected: String?) {
        #expect(TitleSlug.make(title) == expected)
    }

    @Test func aLongTitleGivesAShortSlug() throws {
        let slug = try #require(TitleSlug.make(String(repeating: "word ", count: 200)))
        #expect(slug.count <= TitleSlug.maxCharacters && !slug.hasSuffix("-"))
    }

    @Test("restricted names: ASCII letters, digits and ._- only", arguments: [
        ("Embrace at Dusk.jpg", "Embrace_at_Dusk.jpg"), ("Café Ωmega.jpg", "Cafe_mega.jpg"), ("Straße & Co (2).jpg", "Strasse_Co_2.jpg"),
        ("東京の夜.jpg", "jpg"), ("ÆØ-x.jpg", "AEO-x.jpg"), ("a  $b.jpg", "a_b.jpg"), ("it's ok.jpg", "it_s_ok.jpg"),
    ])
    func restricted(name: String, expected: String) {
        #expect(RestrictedFileName.restrict(name) == expected)
    }

    @Test func restrictedTemplatesRenderOnlyPortableCharacters() throws {
        let context = NamingContext(
            photoID: 7, sizeID: 4, facts: PhotoFacts(title: "Noite em São Paulo", username: "joão"),
            suggestedName: "noite-em-são-paulo.jpg", ext: "jpg")
        #expect(NameTemplate.defaultFileName.restrictingNames(true).render(context) == "7.noite-em-sao-paulo.jpg")
        #expect(try NameTemplate("{user}/{title} {id}.{ext}").restrictingNames(true).render(context) == "joao/Noite_em_Sao_Paulo_7.jpg")
        #expect(NameTemplate.defaultFileName.render(context) == "7.noite-em-são-paulo.jpg", "not restricted unless asked")
        let allUnicode = NamingContext(photoID: 8, sizeID: 4, facts: PhotoFacts(title: "夜"), suggestedName: "夜.jpg", ext: "jpg")
        #expect(NameTemplate.defaultFileName.restrictingNames(true).render(allUnicode) == "8.jpg")
        #expect(try NameTemplate("{title}").restrictingNames(true).render(allUnicode) == "8", "a name with nothing left is the id")
    }
}
