import Testing
@testable import PhotomaniaKit

@Suite("Content-Disposition: browser test cases")
struct NamingContentDispositionBrowserTests {
    @Test("usable names", arguments: [
        ("inline; filename=\"foo.html\"", "foo.html"),
        ("inline; filename=\"Not an attachment!\"", "Not an attachment!"),
        ("attachment; filename=\"foo.html\"", "foo.html"),
        (#"attachment; filename="f\oo.html""#, "foo.html"),
        (#"attachment; filename="\"quoting\" tested.html""#, #""quoting" tested.html"#),
        ("attachment; filename=\"Here's a semicolon;.html\"", "Here's a semicolon;.html"),
        (#"attachment; foo="\"\\";filename="foo.html""#, "foo.html"),
        ("attachment; FILENAME=\"foo.html\"", "foo.html"),
        ("attachment; filename=foo.html", "foo.html"),
        ("attachment; filename=foo.html ;", "foo.html"),
        ("attachment; ;filename=foo.jpg", "foo.jpg"),
        ("attachment; filename=\"foo-%41.html\"", "foo-%41.html"),
        (#"attachment; filename="foo-%\41.html""#, "foo-%41.html"),
        ("attachment; filename =\"foo.html\"", "foo.html"),
        ("attachment; filename=\"/foo.html\"", "/foo.html"),
        (#"attachment; filename="\\foo.html""#, #"\foo.html"#),
        ("foobar; filename=x.jpg", "x.jpg"),
        ("attachment; filename=foo-ä.html", "foo-ä.html"),
        ("attachment; filename=\"日本語.pptx\"", "日本語.pptx"),
        ("  attachment ;\tfilename = foo.jpg  ", "foo.jpg"),
        ("attachment; filename*=UTF-8''foo-%c3%a4-%e2%82%ac.html", "foo-ä-€.html"),
        ("attachment; filename*=iso-8859-1''foo-%E4.html", "foo-ä.html"),
        ("attachment; filename*= UTF-8''foo-%c3%a4.html", "foo-ä.html"),
        ("attachment; filename* =UTF-8''foo-%c3%a4.html", "foo-ä.html"),
        ("attachment; filename*=UTF-8''%5cfoo.html", #"\foo.html"#),
    ])
    func usable(header: String, expected: String) {
        #expect(ContentDisposition.filename(from: header) == expected)
    }

    @Test("no usable name", arguments: [
        "", "inline", "\"inline\"", "attachment", "attachment; name=\"foo-%41.html\"",
        "attachment; xfilename=foo.html", "attachment; example=\"filename=example.txt\"", "foobar",
        "attachment; filename=foo,bar.html", "attachment; filename=foo bar.html",
        "attachment; filename=\"foo.html\"; filename=\"bar.html\"", "attachment; filename=foo[1](2).html",
        "attachment; filename*=''foo-%c3%a4-%e2%82%ac.html", "attachment; filename*=utf-8''foo-%E4.html",
        "attachment; filename *=UTF-8''foo-%c3%a4.html", "attachment; filename*=\"UTF-8''foo-%c3%a4.html\"",
        "attachment; filename*0=\"foo.\"; filename*1=\"html\"", "attachment; filename=", "attachment; filename=\"\"",
        "attachment; filename=\"foo.html", "attachment; filename=\"foo.html\".txt",
        "attachment; filename=foo.html, attachment; filename=bar.html", "filename=foo.html",
        "x=y; filename=foo.html", "\"foo; filename=bar;baz\"; filename=qux", ";;;", "\u{0}",
        "attachment; filename", "attachment; filename=\"a\u{1}b.jpg\"", "attachment; filename=\"a\nb.jpg\"",
        "attachment; filename=\"trailing\\", "attachment; filename*=UTF-8''",
    ])
    func unusable(header: String) {
        #expect(ContentDisposition.filename(from: header) == nil)
    }

    @Test("filename* wins over filename in either order", arguments: [
        "attachment; filename=\"foo-ae.html\"; filename*=UTF-8''foo-%c3%a4.html",
        "attachment; filename*=UTF-8''foo-%c3%a4.html; filename=\"foo-ae.html\"",
        "attachment; FileName*=UTF-8''foo-%c3%a4.html; FILENAME=foo-ae.html",
    ])
    func extendedWins(header: String) {
        #expect(ContentDisposition.filename(from: header) == "foo-ä.html")
    }

    @Test("an unusable filename* falls back to filename", arguments: [
        "attachment; filename=\"bar.jpg\"; filename*=UTF-8''%",
        "attachment; filename=bar.jpg; filename*=KOI8-R''%C1",
        "attachment; filename=bar.jpg; filename*=\"UTF-8''foo.jpg\"",
        "attachment; filename*=UTF-8''; filename=bar.jpg",
    ])
    func extendedFallsBack(header: String) {
        #expect(ContentDisposition.filename(from: header) == "bar.jpg")
    }
}
