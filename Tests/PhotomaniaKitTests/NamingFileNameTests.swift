import Testing
@testable import PhotomaniaKit

@Suite("File names: sources and extensions")
struct NamingFileNameTests {
    private func make(_ header: String? = nil, url: String, type: String? = "image/jpeg") -> String {
        DownloadFileName.make(photoID: 12345, contentDisposition: header, finalURL: url, contentType: type)
    }

    @Test("a photo fetched at size 4 from …/4.jpg, with no title: the id and the extension")
    func issueExample() {
        #expect(make(url: "http://h/images/12345/4.jpg?sig=x") == "12345.jpg")
        #expect(make(url: "https://cdn.example.com/photos/12345/4.jpg") == "12345.jpg")
    }

    @Test("the last path component of the URL, when it says something", arguments: [
        ("http://h/images/12345/sunset.jpg#frag", "12345.sunset.jpg"),
        ("http://user@h:8080/x/yard.gif", "12345.yard.gif"),
        ("http://h/a/caf%C3%A9%20au%20lait.jpg", "12345.café au lait.jpg"),
        ("http://h/a/%E9t%E9%20summer.jpg", "12345.%E9t%E9%20summer.jpg"),
        ("http://h/a/100%-sure.jpg", "12345.100%-sure.jpg"),
        ("http://h/a/..%2F..%2Fetc%2Fpasswd", "12345.passwd.jpg"),
        ("http://h/a/..%5C..%5Cboot.ini", "12345.boot.ini"),
        ("http://h/a/%2E%2E", "12345.jpg"),
        ("http://h/img/4", "12345.jpg"),
        ("4.jpg", "12345.jpg"),
        ("http://h/images/", "12345.jpg"),
        ("http://h", "12345.jpg"),
        ("http://h?next=/a.png", "12345.jpg"),
        ("", "12345.jpg"),
    ])
    func urlFallback(url: String, expected: String) {
        #expect(make(url: url) == expected)
    }

    @Test("Content-Disposition wins over the URL; a header without a usable name does not")
    func precedence() {
        let url = "http://h/images/12345/dusk.jpg"
        #expect(make("attachment; filename=\"plain.jpg\"; filename*=UTF-8''%E2%82%AC.jpg", url: url) == "12345.€.jpg")
        #expect(make("attachment; filename=\"plain.jpg\"", url: url) == "12345.plain.jpg")
        #expect(make("inline", url: url) == "12345.dusk.jpg")
        #expect(make("attachment; filename=\"unterminated", url: url) == "12345.dusk.jpg")
        #expect(make("attachment; filename=\"/\"", url: url) == "12345.dusk.jpg")
        #expect(make("attachment; filename=\"...\"", url: "http://h/images/", type: "image/png") == "12345.png")
    }

    @Test("an extension comes from the Content-Type only when the name has none", arguments: [
        ("http://h/dusk", "image/jpeg", "12345.dusk.jpg"),
        ("http://h/dusk", "IMAGE/JPEG; charset=binary", "12345.dusk.jpg"),
        ("http://h/dusk", "image/png", "12345.dusk.png"),
        ("http://h/dusk", "image/gif", "12345.dusk.gif"),
        ("http://h/dusk", " image/webp ", "12345.dusk.webp"),
        ("http://h/dusk", "image/avif", "12345.dusk.avif"),
        ("http://h/dusk", "image/heic", "12345.dusk.heic"),
        ("http://h/dusk", "application/octet-stream", "12345.dusk"),
        ("http://h/dusk", "", "12345.dusk"),
        ("http://h/dawn.png", "image/jpeg", "12345.dawn.png"),
        ("http://h/Lisbon_2024.05.01", "image/jpeg", "12345.Lisbon_2024.05.01.jpg"),
        ("http://h/4", "image/png", "12345.png"),
        ("http://h/", "text/html", "12345.jpg"),
    ] as [(String, String, String)])
    func extensionFromType(url: String, type: String, expected: String) {
        #expect(make(url: url, type: type) == expected)
    }

    @Test("no Content-Type adds no extension to a readable name")
    func noType() {
        #expect(make(url: "http://h/dusk", type: nil) == "12345.dusk")
    }

    @Test("what counts as an extension", arguments: [
        ("a.jpg", ".jpg"), ("photo.jpeg", ".jpeg"), ("a.b.HEIC", ".HEIC"), ("x.7z", ".7z"),
        ("IMG_2024.05.01", nil), ("bashrc", nil), (".jpg", nil), ("a.", nil), ("a.verylongext", nil),
        ("a.j pg", nil), ("a.é", nil),
    ] as [(String, String?)])
    func extensionOf(name: String, expected: String?) {
        #expect(FileNameExtension.of(name).map(String.init) == expected)
    }
}
