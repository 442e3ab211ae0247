import Testing
@testable import PhotomaniaKit

@Suite("Content-Disposition: RFC examples")
struct NamingContentDispositionTests {
    @Test("RFC 6266 section 5 examples", arguments: [
        ("Attachment; filename=example.html", "example.html"),
        ("INLINE; FILENAME= \"an example.html\"", "an example.html"),
        ("attachment; filename*= UTF-8''%e2%82%ac%20rates", "€ rates"),
        ("attachment; filename=\"EURO rates\"; filename*=utf-8''%e2%82%ac%20rates", "€ rates"),
    ])
    func rfc6266(header: String, expected: String) {
        #expect(ContentDisposition.filename(from: header) == expected)
    }

    @Test("RFC 8187 section 3.2.2 examples, as file names", arguments: [
        ("attachment; filename=Economy", "Economy"),
        ("attachment; filename=\"US-$ rates\"", "US-$ rates"),
        ("attachment; filename*=iso-8859-1'en'%A3%20rates", "£ rates"),
        ("attachment; filename*=UTF-8''%c2%a3%20and%20%e2%82%ac%20rates", "£ and € rates"),
    ])
    func rfc8187(header: String, expected: String) {
        #expect(ContentDisposition.filename(from: header) == expected)
    }

    @Test("RFC 6266 appendix C encodings other than RFC 8187 are returned as they are")
    func appendixC() {
        #expect(ContentDisposition.filename(from: "attachment; filename=\"foo-%c3%a4-%e2%82%ac.html\"") == "foo-%c3%a4-%e2%82%ac.html")
        #expect(ContentDisposition.filename(from: "attachment; filename=\"=?ISO-8859-1?Q?foo-=E4.html?=\"") == "=?ISO-8859-1?Q?foo-=E4.html?=")
        #expect(ContentDisposition.filename(from: "attachment; filename=\"foo-ä-€.html\"") == "foo-ä-€.html")
    }

    @Test("ext-value decoding", arguments: [
        ("UTF-8''%e2%82%ac%20rates", "€ rates"),
        ("utf-8'en-US'plain.jpg", "plain.jpg"),
        ("ISO-8859-1''foo-%E4.html", "foo-ä.html"),
        ("UTF-8''A-%2541.html", "A-%41.html"),
    ] as [(String, String?)])
    func extendedValue(value: String, expected: String?) {
        #expect(ExtendedValue.decode(value) == expected)
    }

    @Test("ext-values that must be ignored", arguments: [
        "''foo.html", "UTF-8'foo.html", "foo.html", "UTF-8''foo%", "UTF-8''f%oo.html", "UTF-8''foo-%E4.html",
        "KOI8-R''%C1", "UTF-8'e_n'x.jpg", "UTF-8''a'b", "UTF-8''sp ace", "UTF-8''semi;colon",
    ])
    func badExtendedValue(value: String) {
        #expect(ExtendedValue.decode(value) == nil)
    }

    @Test("filename* is decoded but not normalised: the caller sanitises")
    func rawDecomposed() {
        let name = ContentDisposition.filename(from: "attachment; filename*=UTF-8''foo-a%cc%88.html")
        #expect(name.map { Array($0.unicodeScalars) } == Array("foo-a\u{308}.html".unicodeScalars))
    }

    @Test("ISO-8859-1 maps each byte to one character, even bytes that look like UTF-8")
    func latin1Mojibake() {
        let name = ContentDisposition.filename(from: "attachment; filename*=iso-8859-1''foo-%c3%a4-%e2%82%ac.html")
        #expect(name == "foo-\u{C3}\u{A4}-\u{E2}\u{82}\u{AC}.html")
    }
}
