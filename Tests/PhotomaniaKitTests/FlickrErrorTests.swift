import Foundation
import Testing
@testable import PhotomaniaKit

/// `stat: fail` (HTTP 200) as a typed error by code and method (contract §3), JSONP bodies,
/// and bodies that are no answer.
@Suite("Flickr: failures by code, JSONP, broken answers")
struct FlickrErrorTests {
    private func failure(code: String, method: FlickrMethod, message: String = "whatever") -> FlickrAPIError? {
        let body = Data(#"{"stat": "fail", "code": \#(code), "message": "\#(message)"}"#.utf8)
        do throws(FlickrAnswerFailure) {
            _ = try method.decode(FlickrPhotoList.self, from: body)
            return nil
        } catch {
            guard case .api(let failure) = error else { return nil }
            return failure
        }
    }

    @Test("the common codes mean the same on every method", arguments: [
        (95, FlickrAPIError.Kind.badCall), (96, .signatureRejected), (97, .signatureRejected), (98, .signInNeeded),
        (99, .signInNeeded), (100, .invalidKey), (105, .transient), (106, .writeFailed), (111, .badCall),
        (112, .badCall), (114, .badCall), (115, .badCall), (116, .badCall), (201, .transient), (0, .transient),
    ])
    func commonCodes(code: Int, kind: FlickrAPIError.Kind) throws {
        for method in [FlickrMethod.recent(), .photoInfo(photo: "52000000001"), .addFavorite(photo: "52000000001")] {
            let failure = try #require(self.failure(code: String(code), method: method))
            #expect(failure.kind == kind && failure.code == code && failure.method == method.name)
        }
    }

    @Test("code 1 is not found, unless the method says otherwise", arguments: [
        (FlickrMethod.photoInfo(photo: "52000000001"), FlickrAPIError.Kind.notFound),
        (.person(user: "98765432@N05"), .notFound), (.albumPhotos(album: "72177720312345678"), .notFound),
        (.galleryPhotos(gallery: "72157617483228192"), .notFound), (.comments(photo: "52000000001"), .notFound),
        (.interestingness(day: FlickrDay("2024-02-30")), .invalidArgument), (.search(FlickrSearch(tags: ["a"])), .invalidArgument),
        (.photosOf(user: "98765432@N05"), .invalidArgument), (.removeFavorite(photo: "52000000001"), .alreadyDone),
    ])
    func codeOne(method: FlickrMethod, kind: FlickrAPIError.Kind) throws {
        #expect(try #require(failure(code: "1", method: method)).kind == kind)
    }

    @Test("method codes: hidden EXIF, search past 4,000, faves already so, unknown users")
    func methodCodes() throws {
        #expect(failure(code: "2", method: .exif(photo: "52000000001"))?.kind == .permissionDenied)
        #expect(failure(code: "2", method: .sizes(photo: "52000000001"))?.kind == .permissionDenied)
        #expect(failure(code: "20", method: .search(FlickrSearch(text: "x")))?.kind == .searchTooDeep)
        #expect(failure(code: "3", method: .search(FlickrSearch()))?.kind == .invalidArgument)
        #expect(failure(code: "2", method: .search(FlickrSearch(user: "1@N01")))?.kind == .notFound)
        #expect(failure(code: "10", method: .search(FlickrSearch(text: "x")))?.isTransient == true)
        #expect(failure(code: "3", method: .addFavorite(photo: "52000000001"))?.kind == .alreadyDone)
        #expect(failure(code: "2", method: .addFavorite(photo: "52000000001"))?.kind == .alreadyDone)
        #expect(failure(code: "2", method: .albumPhotos(album: "72177720312345678"))?.kind == .notFound)
        #expect(failure(code: "5", method: .person(user: "98765432@N05"))?.kind == .notFound)
        #expect(failure(code: "2", method: .photoInfo(photo: "52000000001"))?.kind == .other)
    }

    @Test("the message is kept on one line and short; dispatch never reads it")
    func messages() throws {
        let long = String(repeating: "é", count: 2000)
        let failure = try #require(self.failure(code: "1", method: .photoInfo(photo: "52000000001"), message: "Photo\\nnot\\u0000found " + long))
        #expect(failure.message.hasPrefix("Photo not found ") && failure.message.unicodeScalars.count <= FlickrText.maxMessageScalars)
        #expect(self.failure(code: "1", method: .photoInfo(photo: "52000000001"), message: "Photo not found")?.kind == .notFound)
    }

    @Test("JSONP without nojsoncallback=1 is unwrapped, failures too", arguments: [
        "jsonFlickrApi(%@)", "jsonFlickrApi(%@);", "  my.callback_1(%@)\n", "$cb(%@)",
    ])
    func jsonp(wrapper: String) throws {
        let payload = #"{"photos": {"page": 1, "pages": 1, "perpage": 100, "total": 1, "photo": [{"id": "52000000001", "title": "A"}]}, "stat": "ok"}"#
        let list = try FlickrMethod.recent().decode(FlickrPhotoList.self, from: Data(wrapper.replacingOccurrences(of: "%@", with: payload).utf8))
        #expect(list.photos.map(\.title) == ["A"])
        let failure = wrapper.replacingOccurrences(of: "%@", with: #"{"stat": "fail", "code": 105, "message": "Service currently unavailable"}"#)
        #expect(throws: FlickrAnswerFailure.api(FlickrAPIError(code: 105, message: "Service currently unavailable", method: "flickr.photos.getRecent"))) {
            try FlickrMethod.recent().decode(FlickrPhotoList.self, from: Data(failure.utf8))
        }
    }

    @Test("bodies that are no answer say why", arguments: [
        ("", DecodingFailure.emptyBody),
        ("<rsp stat=\"fail\"><err code=\"111\" msg=\"Format not found\" /></rsp>", .webPage),
        (#"{"photos": {"photo": []}}"#, .missingField(path: "stat", expected: .string)),
        (#"{"stat": "ok"}"#, .missingField(path: "photos", expected: .object)),
        (#"{"stat": "fail", "message": "x"}"#, .missingField(path: "code", expected: .number)),
        (#"{"stat": "maybe"}"#, .unusableValue(path: "stat")),
        (#"{"photos": {"total": 3}, "stat": "ok"}"#, .missingField(path: "photo", expected: .list)),
    ])
    func notAnswers(body: String, expected: DecodingFailure) {
        #expect(throws: FlickrAnswerFailure.decoding(expected)) {
            try FlickrMethod.recent().decode(FlickrPhotoList.self, from: Data(body.utf8))
        }
    }

    @Test("the empty answer of a write is done; a write's answer gives the comment's id")
    func emptyAnswer() throws {
        _ = try FlickrMethod.addFavorite(photo: "52000000001").decode(FlickrDone.self, from: Data(#"{"stat": "ok"}"#.utf8))
        #expect(throws: FlickrAnswerFailure.self) {
            try FlickrMethod.addFavorite(photo: "52000000001").decode(FlickrDone.self, from: Data(#"{"stat": "fail", "code": 3, "message": "Photo is already in favorites"}"#.utf8))
        }
        let posted = try FlickrMethod.addComment(photo: "52000000001", text: "x").decode(FlickrPostedComment.self, from: Data(#"{"comment": {"id": "6065-52000000001-72157", "author": "1@N01"}, "stat": "ok"}"#.utf8))
        #expect(posted.id == "6065-52000000001-72157")
    }
}
