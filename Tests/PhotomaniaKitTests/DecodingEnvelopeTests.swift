import Foundation
import Testing
@testable import PhotomaniaKit

@Suite("Broken envelopes")
struct DecodingEnvelopeTests {
    private func photosFailure(_ body: Data) -> DecodingFailure? {
        #expect(throws: DecodingFailure.self) { try Photo.decodeCollection(from: body) }
    }

    @Test("an HTML page")
    func htmlPage() throws {
        let failure = photosFailure(try Fixtures.api("quirks/envelope-html.html"))
        #expect(failure == .webPage)
        #expect(failure?.description == "the server's answer is a web page, not JSON")
    }

    @Test("a truncated body names the length")
    func truncated() throws {
        let failure = photosFailure(try Fixtures.api("quirks/envelope-truncated.json"))
        #expect(failure == .notJSON(.truncated(length: 1000)))
        #expect(failure?.description == "the server's answer is not valid JSON: it stops after 1000 bytes (truncated?)")
    }

    @Test("a bad character names its position")
    func badCharacter() throws {
        let failure = photosFailure(try Fixtures.api("quirks/envelope-bad-character.json"))
        #expect(failure == .notJSON(.unexpected(byte: UInt8(ascii: "]"), offset: 97)))
        #expect(failure?.description == "the server's answer is not valid JSON: unexpected ']' at byte 98")
    }

    @Test("bytes that are not text")
    func binary() {
        let failure = photosFailure(Data([0xFF, 0xD8, 0xFF, 0xE0]))
        #expect(failure?.description == "the server's answer is not valid JSON: unexpected byte 0xFF at byte 1")
    }

    @Test("an empty body", arguments: ["", " \r\n\t"])
    func empty(body: String) {
        let failure = photosFailure(Data(body.utf8))
        #expect(failure == .emptyBody)
        #expect(failure?.description == "the server's answer is empty")
    }

    @Test("a JSON list at the top")
    func topLevelList() throws {
        let failure = photosFailure(try Fixtures.api("quirks/envelope-top-level-array.json"))
        #expect(failure == .wrongType(path: "", found: .list, expected: .object))
        #expect(failure?.description == "the server's answer is a list, expected an object")
    }

    @Test("no photos list")
    func missingPhotos() throws {
        let failure = photosFailure(try Fixtures.api("quirks/envelope-missing-photos.json"))
        #expect(failure == .missingField(path: "photos", expected: .list))
        #expect(failure?.description == #"the "photos" list is missing from the server's answer"#)
    }

    @Test("total_pages as a string")
    func totalPagesString() throws {
        let failure = photosFailure(try Fixtures.api("quirks/envelope-total-pages-string.json"))
        #expect(failure == .wrongType(path: "total_pages", found: .string, expected: .number))
        #expect(failure?.description == #"the answer's "total_pages" is a string, expected a number"#)
    }

    @Test("page counters and the items key must be there and be of the right kind", arguments: [
        (#"{"total_pages": 1, "total_items": 0, "photos": []}"#,
         #"the "current_page" number is missing from the server's answer"#),
        (#"{"current_page": 1, "total_pages": 1, "total_items": null, "photos": []}"#,
         #"the answer's "total_items" is null, expected a number"#),
        (#"{"current_page": 1, "total_pages": 1, "total_items": 0, "photos": null}"#,
         #"the answer's "photos" is null, expected a list"#),
        (#"{"current_page": 1, "total_pages": 1, "total_items": 0, "photos": {"1": {"id": 1}}}"#,
         #"the answer's "photos" is an object, expected a list"#),
        (#""just a string""#, "the server's answer is a string, expected an object"),
    ])
    func envelopeFields(body: String, expected: String) {
        #expect(photosFailure(Data(body.utf8))?.description == expected)
    }

    @Test("the API's error object is reported as the server's error")
    func errorObject() throws {
        let body = try Fixtures.api("error-401.json")
        let failure = photosFailure(body)
        #expect(failure == .serverError(message: "Authorization required"))
        #expect(failure?.description == "the server answered with an error: Authorization required")
        #expect(throws: DecodingFailure.serverError(message: "Authorization required")) {
            try UserResponse.decodeObject(from: body)
        }
    }

    @Test("a comments page names its own items key")
    func missingComments() {
        let body = Data(#"{"media_type": "photo", "current_page": 1, "total_pages": 1, "total_items": 0}"#.utf8)
        #expect(throws: DecodingFailure.missingField(path: "comments", expected: .list)) {
            try Comment.decodeCollection(from: body)
        }
    }
}
