import Foundation
import PhotomaniaKit
import Testing

@Suite("JPEGDecoder.check: a decode that did not happen is never a clean decode")
struct DecodeCheckTests {
    private func withFixture(_ name: String, _ body: (String) throws -> Void) throws {
        let path = Fixtures.root.appendingPathComponent("images/" + name).path
        try #require(FileManager.default.fileExists(atPath: path), "\(path)")
        try body(path)
    }

    @Test func aCleanFileIsClean() throws {
        try withFixture("baseline.jpg") { path in
            #expect(JPEGDecoder.check(decodingFileAt: path) == .clean)
        }
    }

    @Test func overThePixelLimitItSaysSoInsteadOfClean() throws {
        try withFixture("baseline.jpg") { path in
            #expect(JPEGDecoder.check(decodingFileAt: path, maxPixels: 100) == .tooLarge(maxPixels: 100))
        }
    }

    @Test func aTruncatedFileIsDamaged() throws {
        try withFixture("truncated.jpg") { path in
            guard case .damaged(let message) = JPEGDecoder.check(decodingFileAt: path) else {
                Issue.record("a truncated file must not pass")
                return
            }
            #expect(!message.isEmpty)
        }
    }
}
