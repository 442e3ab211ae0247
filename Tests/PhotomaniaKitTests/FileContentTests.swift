import Foundation
import Testing

@testable import PhotomaniaKit

/// How a downloaded file is judged whole by the type its service states: a JPEG by its markers,
/// a PNG by its signature and final IEND chunk, any other type by its length and SHA-1 alone.
struct FileContentTests {

    private func damage(_ content: FileContent, _ bytes: Data) throws -> String? {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("file-content-\(UUID().uuidString)").path
        try bytes.write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let descriptor = open(path, O_RDONLY)
        defer { close(descriptor) }
        return content.damage(descriptor: descriptor)
    }

    @Test func theTypeComesFromTheStatedMediaType() {
        #expect(FileContent(mime: nil) == .jpeg && FileContent(mime: "image/JPEG") == .jpeg)
        #expect(FileContent(mime: "image/png; charset=binary") == .png)
        #expect(FileContent(mime: "application/pdf") == .other(mime: "application/pdf"))
        #expect(FileContent(mime: "image/svg+xml").name == "SVG" && FileContent(mime: "audio/x-flac").name == "FLAC")
    }

    @Test func aPNGCutShortIsCaughtAndAWholeOneIsNot() throws {
        let whole = try Fixtures.data("images/png/rgb8.png")
        #expect(try damage(.png, whole) == nil)
        #expect(try damage(.png, whole.dropLast(5)) == "it ends before its IEND chunk")
        #expect(try damage(.png, try Fixtures.data("images/baseline.jpg")) == "it does not start with PNG's signature")
        #expect(try damage(.png, Data()) == "the file is empty")
    }

    @Test func aJPEGIsJudgedByItsMarkersAndOtherTypesByNothingMore() throws {
        let jpeg = try Fixtures.data("images/baseline.jpg")
        #expect(try damage(.jpeg, jpeg) == nil)
        #expect(try damage(.jpeg, jpeg.prefix(jpeg.count / 2)) != nil)
        #expect(try damage(.other(mime: "application/pdf"), Data("%PDF-1.4 cut".utf8)) == nil, "the SHA-1 judges it")
    }

    @Test func anErrorPageIsRefusedButTheStatedTypeIsNot() {
        #expect(FileContent.jpeg.refusal(ofContentType: "text/html; charset=utf-8") == "the server sent text/html instead of an image")
        #expect(FileContent.jpeg.refusal(ofContentType: "image/jpeg") == nil && FileContent.png.refusal(ofContentType: "application/octet-stream") == nil)
        let pdf = FileContent.other(mime: "application/pdf")
        #expect(pdf.refusal(ofContentType: "application/pdf") == nil)
        #expect(pdf.refusal(ofContentType: "text/html") == "the server sent text/html instead of PDF")
    }
}
