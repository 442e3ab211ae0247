import Foundation
import PhotomaniaHTTPText
import PhotomaniaKit
import Testing

/// PhotomaniaHTTPText, which the library and the server both use: what each of them said with
/// its own copy before, it says the same way now.
@Suite("HTTP text: dates, reason phrases, percent-decoding")
struct HTTPTextTests {
    static let rfcExample = Date(timeIntervalSince1970: 784_111_777)

    @Test func datesAreWrittenAsIMFFixdateAndReadInAllThreeForms() {
        #expect(HTTPDate.string(from: Self.rfcExample) == "Sun, 06 Nov 1994 08:49:37 GMT")
        for text in ["Sun, 06 Nov 1994 08:49:37 GMT", "Sunday, 06-Nov-94 08:49:37 GMT", "Sun Nov  6 08:49:37 1994"] {
            #expect(HTTPDate.parse(text) == Self.rfcExample, "\(text)")
        }
        #expect(HTTPDate.parse("Sun, 06 Nov 1994 08:49 GMT") == nil)
    }

    @Test(arguments: [0.0, 951_782_400, 1_700_000_000.75, 4_102_444_799])
    func aWrittenDateReadsBackToTheSecond(_ seconds: Double) {
        let date = Date(timeIntervalSince1970: seconds)
        #expect(HTTPDate.parse(HTTPDate.string(from: date)) == Date(timeIntervalSince1970: seconds.rounded(.down)))
    }

    @Test func everyStatusLineHasAPhrase() {
        #expect(HTTPStatusText.reasonPhrase(for: 404) == "Not Found")
        #expect(HTTPStatusText.reasonPhrase(for: 429) == "Too Many Requests")
        #expect(HTTPStatusText.reasonPhrase(for: 299) == "Success")
        #expect(HTTPStatusText.reasonPhrase(for: 418) == "Client Error")
        #expect(HTTPStatusText.reasonPhrase(for: 599) == "Server Error")
    }

    /// The library's messages name the statuses they named before the phrases were shared; the
    /// server's longer list (409 Conflict, 422…) does not reach them.
    @Test(arguments: [
        (404, "the server answered 404 Not Found"), (503, "the server answered 503 Service Unavailable"),
        (409, "the server answered 409"), (422, "the server answered 422"), (418, "the server answered 418"),
    ])
    func messagesNameTheSameStatusesAsBefore(_ code: Int, _ expected: String) {
        let reason = PhotomaniaError.ValidationFailureReason.unacceptableStatusCode(code, serverMessage: nil, retryAfter: nil)
        #expect(reason.description == expected)
    }

    @Test func strictDecodingRefusesABrokenEscapeAndLenientKeepsIt() {
        #expect(PercentDecoding.string(of: "a%20b%E2%9C%93") == "a b✓")
        #expect(PercentDecoding.string(of: "50%") == nil)
        #expect(PercentDecoding.bytes(of: "50%zz", strict: false) == Array("50%zz".utf8))
    }

    @Test func onlyALiteralPlusIsASpace() {
        #expect(PercentDecoding.string(of: "a+b%2B", plusAsSpace: true) == "a b+")
        #expect(PercentDecoding.string(of: "a+b") == "a+b", "a path's + stays")
        #expect(PercentDecoding.bytes(of: "%+1+", strict: false, plusAsSpace: true) == Array("% 1 ".utf8))
    }
}
