import Foundation
import Testing
@testable import PhotomaniaKit

@Suite("File names: every result is safe")
struct NamingInvariantTests {
    static let hostile: [String] = [
        "../../etc/passwd", #"..\..\x"#, "/etc/passwd", "a\u{0}b", "\u{1B}]0;title\u{7}x", "new\nline", ".bashrc",
        "...", ". .", String(repeating: "x", count: 1000), String(repeating: "😀", count: 75),
        String(repeating: "e\u{301}", count: 200), "e\u{301}", "photo\u{202E}gpj.exe", #"con:*?"<>|"#,
        String(repeating: "q\u{301}\u{302}", count: 100) + ".jpeg", String(repeating: ".", count: 300),
        String(repeating: "👨‍👩‍👧", count: 30) + "." + String(repeating: "a", count: 8), "",
    ]

    @Test("within the limit, no separator, no leading dot, no control, NFC", arguments: [20, 64, 240])
    func invariants(maxBytes: Int) {
        for raw in Self.hostile {
            let encoded = raw.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
            let fromHeader = DownloadFileName.make(
                photoID: 12345, contentDisposition: "attachment; filename*=UTF-8''" + encoded,
                finalURL: "http://h/", contentType: "image/jpeg", maxBytes: maxBytes
            )
            let fromURL = DownloadFileName.make(
                photoID: 12345, contentDisposition: nil, finalURL: "http://h/x/" + encoded,
                contentType: nil, maxBytes: maxBytes
            )
            for name in [fromHeader, fromURL] {
                #expect(name.utf8.count <= maxBytes, "\(name.debugDescription) from \(raw.debugDescription)")
                #expect(name.hasPrefix("12345.") && name.count > 6)
                #expect(!name.hasPrefix("."))
                #expect(!name.unicodeScalars.contains { "/\\:*?\"<>|".unicodeScalars.contains($0) })
                #expect(!name.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
                #expect(!name.unicodeScalars.contains { (0x202A...0x202E).contains($0.value) })
                #expect(Array(name.unicodeScalars) == Array(name.precomposedStringWithCanonicalMapping.unicodeScalars))
                #expect(!name.hasSuffix(".") && !name.hasSuffix(" "))
            }
        }
    }
}
