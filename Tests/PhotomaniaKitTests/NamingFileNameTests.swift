import Testing
@testable import PhotomaniaKit

@Suite("File names: sources and extensions")
struct NamingFileNameTests {
    private func make(_ header: String? = nil, url: String, type: String? = "image/jpeg") -> String {
        DownloadFileName.make(photoID: 12345, contentDisposition: header, finalURL: url, contentType: type)
    }

    @Test("a photo fetched at size 4 from …/4.jpg")
    func issueExample() {
        #expect(make(url: "http://h/images/12345/4.jpg?sig=x") == "12345.4.jpg")
        #expect(make(url: "https://cdn.example.com/photos/12345/4.jpg") == "12345.4.jpg")
    }

    @Test("the last path component of the URL", arguments: [
        ("http://h/images/12345/4.jpg#frag", "12345.4.jpg"),
        ("http://user@h:8080/x/y.gif", "12345.y.gif"),
        ("http://h/a/caf%C3%A9%20au%20lait.jpg", "12345.café au lait.jpg"),
        ("http://h/a/%E9t%E9.jpg", "12345.%E9t%E9.jpg"),
        ("http://h/a/100%.jpg", "12345.100%.jpg"),
        ("http://h/a/..%2F..%2Fetc%2Fpasswd", "12345.passwd.jpg"),
        ("http://h/a/..%5C..%5Cboot.ini", "12345.boot.ini"),
        ("http://h/a/%2E%2E", "12345.photo.jpg"),
        ("http://h/img/4", "12345.4.jpg"),
        ("4.jpg", "12345.4.jpg"),
        ("http://h/images/", "12345.photo.jpg"),
        ("http://h", "12345.photo.jpg"),
        ("http://h?next=/a.png", "12345.photo.jpg"),
        ("", "12345.photo.jpg"),
    ])
    func urlFallback(url: String, expected: String) {
        #expect(make(url: url) == expected)
    }

    @Test("Content-Disposition wins over the URL; a header without a usable name does not")
    func precedence() {
        let url = "http://h/images/12345/4.jpg"
        #expect(make("attachment; filename=\"plain.jpg\"; filename*=UTF-8''%E2%82%AC.jpg", url: url) == "12345.€.jpg")
        #expect(make("attachment; filename=\"plain.jpg\"", url: url) == "12345.plain.jpg")
        #expect(make("inline", url: url) == "12345.4.jpg")
        #expect(make("attachment; filename=\"unterminated", url: url) == "12345.4.jpg")
        #expect(make("attachment; filename=\"/\"", url: url) == "12345.4.jpg")
        #expect(make("attachment; filename=\"...\"", url: "http://h/images/", type: "image/png") == "12345.photo.png")
    }

    @Test("an extension comes from the Content-Type only when the name has none", arguments: [
        ("http://h/4", "image/jpeg", "12345.4.jpg"),
        ("http://h/4", "IMAGE/JPEG; charset=binary", "12345.4.jpg"),
        ("http://h/4", "image/png", "12345.4.png"),
        ("http://h/4", "image/gif", "12345.4.gif"),
        ("http://h/4", " image/webp ", "12345.4.webp"),
        ("http://h/4", "image/avif", "12345.4.avif"),
        ("http://h/4", "image/heic", "12345.4.heic"),
        ("http://h/4", "application/octet-stream", "12345.4"),
        ("http://h/4", "", "12345.4"),
        ("http://h/x.png", "image/jpeg", "12345.x.png"),
        ("http://h/IMG_2024.05.01", "image/jpeg", "12345.IMG_2024.05.01.jpg"),
        ("http://h/", "text/html", "12345.photo"),
    ] as [(String, String, String)])
    func extensionFromType(url: String, type: String, expected: String) {
        #expect(make(url: url, type: type) == expected)
    }

    @Test("no Content-Type adds no extension")
    func noType() {
        #expect(make(url: "http://h/4", type: nil) == "12345.4")
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
