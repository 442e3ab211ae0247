import Foundation
import Testing
@testable import PhotomaniaKit

@Suite("File names: byte limit")
struct NamingTruncationTests {
    private func make(_ name: String, id: Int = 12345, maxBytes: Int = DownloadFileName.defaultMaxBytes) -> String {
        let header = "attachment; filename*=UTF-8''" + (name.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")
        return DownloadFileName.make(photoID: PhotoID(id), contentDisposition: header, finalURL: "http://h/4.jpg", contentType: "image/jpeg", maxBytes: maxBytes)
    }

    @Test("the default leaves room for the .part suffix and more under 255 bytes")
    func defaultLimit() {
        #expect(DownloadFileName.defaultMaxBytes + ".part".utf8.count <= 255)
    }

    @Test("a 1000-character name is cut to the limit, keeping its extension")
    func longASCII() {
        let name = make(String(repeating: "a", count: 1000) + ".jpg")
        #expect(name.utf8.count == 240)
        #expect(name == "12345." + String(repeating: "a", count: 230) + ".jpg")
    }

    @Test("300 bytes of 4-byte emoji are cut between characters")
    func emoji() {
        let name = make(String(repeating: "😀", count: 75) + ".jpg")
        #expect(name == "12345." + String(repeating: "😀", count: 57) + ".jpg")
        #expect(name.utf8.count == 238)
    }

    @Test("a character with its combining marks is never split", arguments: [
        ("ab" + "q\u{301}\u{302}\u{303}" + ".jpg", 11, "1.ab.jpg"),
        ("ab" + "q\u{301}\u{302}\u{303}" + ".jpg", 18, "1.abq\u{301}\u{302}\u{303}.jpg"),
        ("🇫🇷🇩🇪.jpg", 19, "1.🇫🇷.jpg"),
        ("x👨‍👩‍👧.jpg", 20, "1.x.jpg"),
    ])
    func graphemes(raw: String, maxBytes: Int, expected: String) {
        let name = make(raw, id: 1, maxBytes: maxBytes)
        #expect(Array(name.unicodeScalars) == Array(expected.unicodeScalars))
        #expect(name.utf8.count <= maxBytes)
    }

    @Test("a cut that leaves nothing of the name falls back to photo")
    func emptyStem() {
        #expect(make("👨‍👩‍👧.jpg", id: 1, maxBytes: 16) == "1.photo.jpg")
    }

    @Test("dots and spaces left at the cut go")
    func trailingAtCut() {
        #expect(make("abc.  xyz.jpg", id: 1, maxBytes: 12) == "1.abc.jpg")
    }

    @Test("an extension that does not fit is dropped")
    func tinyLimit() {
        #expect(make("abcdef.jpeg", maxBytes: 8) == "12345.ab")
    }

    @Test("a limit below the id prefix is raised to the prefix and one byte")
    func belowPrefix() {
        #expect(make("abcdef.jpeg", maxBytes: 3) == "12345.a")
    }
}
