import Testing
@testable import PhotomaniaKit

@Suite("File names: sanitising hostile names")
struct NamingSanitizerTests {
    @Test("only the last path component survives", arguments: [
        ("../../etc/passwd", "passwd"),
        (#"..\..\windows\system.ini"#, "system.ini"),
        ("/etc/passwd", "passwd"),
        (#"C:\Users\x\evil.jpg"#, "evil.jpg"),
        ("a/b\\c/d.jpg", "d.jpg"),
        ("/\u{301}x.jpg", "\u{301}x.jpg"),
    ])
    func lastComponent(raw: String, expected: String) {
        #expect(FileNameSanitizer.sanitize(raw) == expected)
    }

    @Test("controls, separators and bidirectional formatting are dropped", arguments: [
        ("a\u{0}b.jpg", "ab.jpg"),
        ("evil.jpg\u{0}.exe", "evil.jpg.exe"),
        ("\u{1B}[31mred\u{1B}[0m.jpg", "[31mred[0m.jpg"),
        ("line\nbreak\r.jpg", "linebreak.jpg"),
        ("tab\there.jpg", "tabhere.jpg"),
        ("\u{7F}del.jpg", "del.jpg"),
        ("\u{85}next\u{9B}.jpg", "next.jpg"),
        ("para\u{2028}\u{2029}.jpg", "para.jpg"),
        ("photo\u{202E}gpj.exe", "photogpj.exe"),
        ("\u{202A}\u{202B}\u{202C}\u{202D}a\u{2066}\u{2067}\u{2068}\u{2069}.jpg", "a.jpg"),
        ("\u{200E}\u{200F}\u{61C}b.jpg", "b.jpg"),
    ])
    func dropped(raw: String, expected: String) {
        #expect(FileNameSanitizer.sanitize(raw) == expected)
    }

    @Test("characters forbidden on Windows become underscores")
    func forbidden() {
        #expect(FileNameSanitizer.sanitize(#"a:b*c?d"e<f>g|h.jpg"#) == "a_b_c_d_e_f_g_h.jpg")
    }

    @Test("leading and trailing dots and whitespace go", arguments: [
        (".bashrc", "bashrc"),
        ("..hidden.jpg", "hidden.jpg"),
        (" . name.jpg", "name.jpg"),
        ("name.jpg. . ", "name.jpg"),
        ("\u{3000}\u{A0}wide.jpg", "wide.jpg"),
        ("..\u{0}.x", "x"),
    ])
    func edges(raw: String, expected: String) {
        #expect(FileNameSanitizer.sanitize(raw) == expected)
    }

    @Test("nothing usable is left", arguments: [
        "", ".", "..", "...", ". . .", "/", "foo/", "foo/..", #"foo\.."#, "\u{0}", "\u{1B}\u{202E}", "..\u{0}/..\u{202E}", " ",
    ])
    func unusable(raw: String) {
        #expect(FileNameSanitizer.sanitize(raw) == nil)
    }

    @Test("the result is NFC, also where a removed control separated a mark from its letter")
    func nfc() {
        let expected = Array("\u{E9}t\u{E9}.jpg".unicodeScalars)
        #expect(FileNameSanitizer.sanitize("e\u{301}te\u{301}.jpg").map { Array($0.unicodeScalars) } == expected)
        #expect(FileNameSanitizer.sanitize("e\u{0}\u{301}te\u{301}.jpg").map { Array($0.unicodeScalars) } == expected)
        #expect(FileNameSanitizer.sanitize("\u{212B}.jpg").map { Array($0.unicodeScalars) } == ["\u{C5}", ".", "j", "p", "g"])
    }

    @Test("hostile Content-Disposition names stay inside the directory")
    func hostileHeaders() {
        let url = "http://h/images/12345/4.jpg"
        func name(_ header: String) -> String {
            DownloadFileName.make(photoID: 12345, contentDisposition: header, finalURL: url, contentType: "image/jpeg")
        }
        #expect(name("attachment; filename=\"../../etc/passwd\"") == "12345.passwd.jpg")
        #expect(name("attachment; filename*=UTF-8''..%2F..%2F.ssh%2Fauthorized_keys") == "12345.authorized_keys.jpg")
        #expect(name(#"attachment; filename="..\\..\\boot.ini""#) == "12345.boot.ini")
        #expect(name("attachment; filename=\"...\"") == "12345.jpg", "nothing left: the URL's 4.jpg says nothing either")
        #expect(name("attachment; filename*=UTF-8''%00%1B") == "12345.jpg")
        #expect(name("attachment; filename=.bashrc") == "12345.bashrc.jpg")
    }

    @Test("a response's media type names the extension, whatever its case, spaces and parameters", arguments: [
        ("image/jpeg", ".jpg"), (" Image/JPEG ; charset=binary", ".jpg"), ("\timage/png\t", ".png"),
        ("image/webp;q=1", ".webp"), ("text/html; charset=utf-8", nil), ("", nil),
    ] as [(String, String?)])
    func mediaTypes(contentType: String, expected: String?) {
        #expect(FileNameExtension.forContentType(contentType) == expected)
    }

    @Test("an ASCII name comes out as it went in, only cleaned")
    func asciiNamesKeepTheirBytes() {
        #expect(FileNameSanitizer.sanitize("Quiet Lemons (2).jpg") == "Quiet Lemons (2).jpg")
        #expect(FileNameSanitizer.sanitizeField(" AC/DC live. ") == "AC_DC live")
    }
}
