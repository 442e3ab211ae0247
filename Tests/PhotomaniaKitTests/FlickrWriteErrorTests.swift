import Foundation
import Testing
@testable import PhotomaniaKit

/// A write's `stat: fail` as photomania says and exits it: faves "already so" in 500px's words
/// (a refusal the other photos go on after), and code 99 on a write as a read-only token, on a
/// read as no token at all.
@Suite("Flickr: what a write's failure code means")
struct FlickrWriteErrorTests {
    private static let photo = "52000000001"

    /// The error a `stat: fail` answer to `method` becomes.
    private func answerError(code: Int, method: FlickrMethod, message: String = "Flickr's own words") -> PhotomaniaError? {
        let body = Data(#"{"stat": "fail", "code": \#(code), "message": "\#(message)"}"#.utf8)
        do throws(FlickrAnswerFailure) {
            _ = try method.decode(FlickrDone.self, from: body)
            return nil
        } catch {
            return Flickr.error(error, request: RequestSummary(method: "POST", url: "https://api.flickr.com/services/rest", writes: true))
        }
    }

    private func serviceFailure(code: Int, method: FlickrMethod) -> ServiceFailure? {
        guard case .serviceFailed(_, let failure)? = answerError(code: code, method: method) else { return nil }
        return failure
    }

    @Test("faves already so are refusals in photomania's words", arguments: [
        (FlickrMethod.addFavorite(photo: photo), 2, "The photo is your own: Flickr does not let you fave your own photos."),
        (.addFavorite(photo: photo), 3, "The photo is already in your favorites."),
        (.removeFavorite(photo: photo), 1, "The photo is not in your favorites."),
        (.removeFavorite(photo: photo), 4, "The photo is not in your favorites."),
    ])
    func favesAlreadySo(method: FlickrMethod, code: Int, sentence: String) throws {
        let failure = try #require(serviceFailure(code: code, method: method))
        #expect(failure.message == sentence && failure.code == code && failure.service == "flickr")
        #expect(failure.meaning == .refused)
        let error = try #require(answerError(code: code, method: method))
        #expect(WriteRefusal(error) == .refused(reason: sentence), "the other photos go on")
    }

    @Test("the same codes elsewhere keep Flickr's message")
    func otherMethodsKeepTheirMessage() throws {
        #expect(serviceFailure(code: 3, method: .removeFavorite(photo: Self.photo))?.message != "The photo is already in your favorites.")
        #expect(serviceFailure(code: 1, method: .addFavorite(photo: Self.photo))?.message == "Flickr's own words")
        #expect(serviceFailure(code: 2, method: .photoInfo(photo: Self.photo))?.message == "Flickr's own words")
    }

    @Test("99 on a write is a read-only token", arguments: [
        FlickrMethod.addFavorite(photo: photo), .removeFavorite(photo: photo), .addComment(photo: photo, text: "hello"),
    ])
    func insufficientPermissionOnAWrite(method: FlickrMethod) throws {
        let failure = try #require(serviceFailure(code: 99, method: method))
        #expect(failure.meaning == .readOnly)
        let error = try #require(answerError(code: 99, method: method))
        #expect(WriteRefusal(error) == nil, "not a refusal of this photo: it stops the command")
    }

    @Test("99 on a read is no token that may read", arguments: [
        FlickrMethod.testLogin, .photoInfo(photo: photo), .comments(photo: photo),
    ])
    func insufficientPermissionOnARead(method: FlickrMethod) throws {
        #expect(serviceFailure(code: 99, method: method)?.meaning == .credentials)
    }

    @Test("a busy answer to a write is busy, not a refusal")
    func busyWrite() throws {
        let busy = try #require(answerError(code: 105, method: .addFavorite(photo: Self.photo)))
        guard case .responseValidationFailed(_, .serviceBusy) = busy else {
            Issue.record("105 is busy: \(busy)")
            return
        }
        #expect(WriteRefusal(busy) == nil)
        #expect(serviceFailure(code: 106, method: .addComment(photo: Self.photo, text: "x"))?.meaning == .busy)
    }
}
