import Foundation
import PhotomaniaKit
import PhotomaniaOAuth
import PhotomaniaServer
import Synchronization
import Testing

/// The write routes (vote, favorite, comment) as they go out, their answers as they come back, and
/// the rules around them: a refusal is told apart from a refused token, a write that reached the
/// server is never repeated, and every attempt of a signed request is signed afresh.
@Suite("Writes: routes, answers, retries")
struct WriteRouteTests {
    let configuration = APIConfiguration(baseURL: "http://h/v1")
    let credentials = OAuthCredentials(consumerKey: "k", consumerSecret: "s", token: "t", tokenSecret: "ts")

    @Test func eachActionGoesToItsEndpointWithItsMethod() throws {
        let expected: [(PhotoAction, HTTPMethod, String, String?)] = [
            (.vote, .post, "http://h/v1/photos/42/vote", "vote=1"),
            (.unvote, .delete, "http://h/v1/photos/42/vote", nil),
            (.favorite, .post, "http://h/v1/photos/42/favorite", ""),
            (.unfavorite, .delete, "http://h/v1/photos/42/favorite", nil),
        ]
        for (action, method, url, body) in expected {
            let request = try Router.photoAction(action, photoID: 42).request(with: configuration)
            #expect(request.method == method)
            #expect(request.url == url)
            #expect(request.body.map { String(decoding: $0, as: UTF8.self) } == body)
            #expect(request.acceptableContentTypes == ["application/json"])
            #expect(action.undo.undo == action && action.undo != action)
        }
    }

    @Test func aCommentAndAReplyCarryTheirTextInTheFormBody() throws {
        let comment = try Router.addComment(to: .photo(7), body: "Lovely light & colour").request(with: configuration)
        #expect(comment.url == "http://h/v1/photos/7/comments")
        #expect(String(decoding: comment.body ?? Data(), as: UTF8.self) == "body=Lovely%20light%20%26%20colour")
        let reply = try Router.addComment(to: .comment(701), body: "Thanks").request(with: configuration)
        #expect(reply.method == .post)
        #expect(reply.url == "http://h/v1/comments/701/comments")
    }

    @Test func signedListsAndPhotosAskForTheCallersState() throws {
        var signed = configuration
        signed.credentials = credentials
        #expect(try Router.photo(id: 7).request(with: signed).url == "http://h/v1/photos/7?include_states=1")
        #expect(try Router.photos(PhotoStreamQuery()).request(with: signed).url.hasSuffix("&include_states=1"))
        #expect(try Router.photo(id: 7).request(with: configuration).url == "http://h/v1/photos/7")
        #expect(try Router.comments(photoID: 7).request(with: signed).url == "http://h/v1/photos/7/comments?page=1")
    }

    @Test func actionAnswersAreReadWhateverTheirShape() throws {
        let voted = try PhotoActionAnswer.decodeObject(from: Data(#"{"photo": {"id": 42, "name": "Dusk", "voted": true}}"#.utf8))
        #expect(voted.photo?.name == "Dusk" && voted.photo?.voted == true)
        let unliked = try PhotoActionAnswer.decodeObject(from: Data(#"{"status": 200, "message": "Successfully unliked photo.", "photo": {"id": 42}, "error": "None"}"#.utf8))
        #expect(unliked.message == "Successfully unliked photo." && unliked.photo?.id == 42)
        let favorited = try PhotoActionAnswer.decodeObject(from: Data(#"{"status": 200, "message": "Successfully created added a favorite.", "error": "None"}"#.utf8))
        #expect(favorited.photo == nil)
        let comment = try CommentAnswer.decodeObject(from: Data(#"{"status": 200, "error": "None", "comment": {"id": 9, "body": "nice", "parent_id": null}}"#.utf8))
        #expect(comment.comment.id == 9 && comment.comment.body == "nice")
        #expect(throws: DecodingFailure.self) { try CommentAnswer.decodeObject(from: Data(#"{"status": 200}"#.utf8)) }
    }

    @Test func aRefusalIsToldApartFromARefusedToken() {
        func failure(_ code: Int, _ message: String?) -> PhotomaniaError {
            .responseValidationFailed(request: RequestSummary(method: "POST", url: "http://h/v1/photos/1/vote"), reason: .unacceptableStatusCode(code, serverMessage: message, retryAfter: nil))
        }
        #expect(WriteRefusal(failure(403, "You have already voted for this photo.")) == .refused(reason: "You have already voted for this photo."))
        #expect(WriteRefusal(failure(400, "")) == .refused(reason: nil))
        #expect(WriteRefusal(failure(404, "Photo not found")) == .notFound)
        #expect(WriteRefusal(failure(401, "Authorization required")) == nil)
        #expect(WriteRefusal(failure(403, "Invalid consumer key.")) == nil)
        #expect(WriteRefusal(failure(500, "Internal Server Error")) == nil)
    }

    /// The answer for another photo is not taken as this one's.
    @Test func aPhotoActionKeepsOnlyThePhotoAskedAbout() async throws {
        try await withServer(handler: { request in
            .json(request.path.hasSuffix("/1/vote") ? #"{"photo": {"id": 1, "name": "One"}}"# : #"{"photo": {"id": 666, "name": "Other"}}"#)
        }) { _, origin in
            let client = APIClient(session: try testSession(), configuration: APIConfiguration(baseURL: origin + "/v1", credentials: credentials))
            #expect(try await client.perform(.vote, onPhoto: 1)?.name == "One")
            #expect(try await client.perform(.vote, onPhoto: 2) == nil)
        }
    }

    /// OAuth servers refuse a nonce they have seen, so a retry must not resend the first signature.
    @Test func aRetriedSignedRequestIsSignedAfresh() async throws {
        let nonces = Mutex<[String]>([])
        try await withServer(handler: { request in
            let header = request.headers["Authorization"].flatMap { OAuthAuthorizationHeader($0) }
            let count = nonces.withLock { $0.append(header?.value("oauth_nonce") ?? "none"); return $0.count }
            return count == 1 ? HTTPResponse(status: 503, headers: HTTPHeaderFields([("Retry-After", "0")])) : .json(#"{"user": {"id": 1, "username": "demo"}}"#)
        }) { _, origin in
            let client = APIClient(
                session: try testSession(), configuration: APIConfiguration(baseURL: origin + "/v1", credentials: credentials),
                retryPolicy: RetryPolicy(maxRetries: 2, baseDelay: 0.01))
            _ = try await client.object(.signedInUser, as: UserResponse.self)
        }
        let seen = nonces.withLock { $0 }
        #expect(seen.count == 2)
        #expect(Set(seen).count == 2 && !seen.contains("none"))
    }

    /// A DELETE answered with a 503 reached the server: it is not sent again.
    @Test func aWriteThatReachedTheServerIsNotRepeated() async throws {
        let requests = Mutex(0)
        try await withServer(handler: { _ in
            requests.withLock { $0 += 1 }
            return HTTPResponse(status: 503, headers: HTTPHeaderFields([("Retry-After", "0")]))
        }) { _, origin in
            let client = APIClient(
                session: try testSession(), configuration: APIConfiguration(baseURL: origin + "/v1", credentials: credentials),
                retryPolicy: RetryPolicy(maxRetries: 3, baseDelay: 0.01))
            await #expect(throws: PhotomaniaError.self) { try await client.perform(.unvote, onPhoto: 5) }
        }
        #expect(requests.withLock { $0 } == 1)
    }
}
