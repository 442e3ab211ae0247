import Foundation
import Testing
@testable import PhotomaniaServer

/// HTTP caching of the JSON API: `ETag` (a hash of the body) and `Cache-Control` on every 200
/// read, `If-None-Match` answered with `304`, and demo writes changing the tags they touch.
@Suite struct DemoHTTPCachingTests {
    typealias F = DemoFixture

    private static let owner = F.catalog.users[0]
    private static let gallery = F.catalog.galleries(ofUser: owner.id).first { !$0.isPrivate }!

    /// Each read answer kind with the `Cache-Control` it is sent with, unsigned.
    private static let reads: [(path: String, query: [(String, String)], cacheControl: String)] = [
        ("/v1/photos", [("feature", "popular")], "max-age=60"),
        ("/v1/photos/search", [("tag", F.catalog.photos.first { !$0.tags.isEmpty }!.tags[0])], "max-age=60"),
        ("/v1/photos/\(F.othersPhoto().id)/comments", [], "max-age=60"),
        ("/v1/users/search", [("term", "JOSE")], "max-age=60"),
        ("/v1/users/\(owner.id)/friends", [], "max-age=60"),
        ("/v1/users/\(owner.id)/followers", [], "max-age=60"),
        ("/v1/users/\(owner.id)/galleries", [], "max-age=60"),
        ("/v1/users/\(owner.id)/galleries/\(gallery.slug)/items", [], "max-age=60"),
        ("/v1/photos/\(F.othersPhoto().id)", [], "max-age=300"),
        ("/v1/users/show", [("id", String(owner.id))], "max-age=300"),
        ("/v1/users/\(owner.id)/galleries/\(gallery.slug)", [], "max-age=300"),
    ]

    private static func isEntityTag(_ tag: String?) -> Bool {
        tag?.wholeMatch(of: /"[0-9a-f]{16}"/) != nil
    }

    private func get(_ path: String, _ query: [(String, String)] = [], method: String = "GET", ifNoneMatch: String? = nil, api: DemoAPI = F.api) -> HTTPResponse {
        api.respond(to: F.request(path, query, method: method, headers: ifNoneMatch.map { [("If-None-Match", $0)] } ?? []))
    }

    @Test func everyReadCarriesAnETagAndALifetimeByKind() {
        for read in Self.reads {
            let response = get(read.path, read.query)
            #expect(response.status == 200, "\(read.path)")
            #expect(Self.isEntityTag(response.headers["ETag"]), "\(read.path)")
            #expect(response.headers["Cache-Control"] == read.cacheControl, "\(read.path)")
            #expect(response.headers["Vary"] == nil, "\(read.path)")
        }
    }

    @Test func signedAnswersArePrivate() throws {
        let client = try DemoSignedClient.signedIn()
        let photoID = F.othersPhoto().id
        let expected = [
            ("/v1/photos/\(photoID)", "private, max-age=300"),
            ("/v1/users", "private, max-age=300"),
            ("/v1/photos/\(photoID)/votes", "private, max-age=60"),
            ("/v1/photos", "private, max-age=60"),
        ]
        for (path, cacheControl) in expected {
            let response = client.send("GET", path)
            #expect(response.status == 200, "\(path)")
            #expect(Self.isEntityTag(response.headers["ETag"]), "\(path)")
            #expect(response.headers["Cache-Control"] == cacheControl, "\(path)")
        }
    }

    @Test func aMatchingIfNoneMatchIsNotModified() throws {
        for read in Self.reads {
            let full = get(read.path, read.query)
            let etag = try #require(full.headers["ETag"])
            let notModified = get(read.path, read.query, ifNoneMatch: etag)
            #expect(notModified.status == 304, "\(read.path)")
            #expect(notModified.body.isEmpty)
            #expect(notModified.headers["ETag"] == etag)
            #expect(notModified.headers["Cache-Control"] == read.cacheControl)
            #expect(notModified.headers["Content-Type"] == nil)
        }
    }

    @Test func ifNoneMatchComparesWeaklyAndAcceptsListsAndAStar() throws {
        let path = "/v1/photos/\(F.othersPhoto().id)"
        let etag = try #require(get(path).headers["ETag"])
        for matching in ["W/\(etag)", "\"other\", \(etag)", "W/\"other\",W/\(etag) ", "*"] {
            #expect(get(path, ifNoneMatch: matching).status == 304, "\(matching)")
        }
        for other in ["\"other\"", "W/\"other\"", etag.replacingOccurrences(of: "\"", with: ""), ""] {
            let response = get(path, ifNoneMatch: other)
            #expect(response.status == 200, "\(other)")
            #expect(response.headers["ETag"] == etag)
            #expect(!response.body.isEmpty)
        }
    }

    @Test func errorsAndWritesCarryNoValidators() throws {
        let client = try DemoSignedClient.signedIn()
        let answers = [
            get("/v1/photos/999999999", ifNoneMatch: "*"),
            get("/v1/photos/abc"),
            get("/v1/nowhere", ifNoneMatch: "*"),
            get("/v1/users/show", [("id", "999999999")]),
            get("/v1/photos/\(F.othersPhoto().id)/votes"),
            get("/v1/photos/\(F.othersPhoto().id)/vote"),
            client.send("POST", "/v1/photos/\(F.othersPhoto().id)/vote", query: [("vote", "1")]),
        ]
        for response in answers {
            #expect(response.status != 304 && !response.body.isEmpty, "\(F.text(response))")
            #expect(response.headers["ETag"] == nil, "\(F.text(response))")
            #expect(response.headers["Cache-Control"] == nil, "\(F.text(response))")
        }
    }

    @Test func theETagIsStableAndHeadGetsTheSameAsGet() {
        for read in Self.reads {
            let first = get(read.path, read.query)
            #expect(get(read.path, read.query).headers["ETag"] == first.headers["ETag"], "\(read.path)")
            let head = get(read.path, read.query, method: "HEAD")
            #expect(head.status == 200)
            #expect(head.headers["ETag"] == first.headers["ETag"], "\(read.path)")
            #expect(head.headers["Cache-Control"] == first.headers["Cache-Control"])
        }
        #expect(DemoCaching.entityTag(of: Data()) == "\"cbf29ce484222325\"", "FNV-1a's offset basis")
    }

    /// A freshly signed GET (a reused one would replay its OAuth nonce).
    private func revalidate(_ path: String, etag: String, as client: DemoSignedClient) -> HTTPResponse {
        var request = client.request("GET", path)
        request.headers["If-None-Match"] = etag
        return client.api.respond(to: request)
    }

    @Test func aVoteChangesThePhotosETag() throws {
        let client = try DemoSignedClient.signedIn()
        let photo = F.othersPhoto()
        let path = "/v1/photos/\(photo.id)"
        let before = try #require(client.send("GET", path).headers["ETag"])
        let anonymousBefore = try #require(client.unsigned.send("GET", path).headers["ETag"])
        _ = try client.json("POST", "\(path)/vote", query: [("vote", "1")])

        let after = try #require(client.send("GET", path).headers["ETag"])
        #expect(after != before)
        #expect(revalidate(path, etag: before, as: client).status == 200, "the old tag no longer matches")
        #expect(revalidate(path, etag: after, as: client).status == 304)
        #expect(client.unsigned.send("GET", path).headers["ETag"] != anonymousBefore, "the count changed for everyone")
    }

    @Test func commentsAndFavoritesChangeTheTagsOfWhatTheyTouch() throws {
        let client = try DemoSignedClient.signedIn()
        let photo = F.othersPhoto(3)
        let comments = "/v1/photos/\(photo.id)/comments"
        let commentsBefore = try #require(client.unsigned.send("GET", comments).headers["ETag"])
        let photoBefore = try #require(client.send("GET", "/v1/photos/\(photo.id)").headers["ETag"])
        _ = try client.json("POST", comments, form: [("body", "Lovely light")])
        let commentsAfter = try #require(client.unsigned.send("GET", comments).headers["ETag"])
        #expect(commentsAfter != commentsBefore)
        let commented = try #require(client.send("GET", "/v1/photos/\(photo.id)").headers["ETag"])
        #expect(commented != photoBefore)
        _ = try client.json("POST", "/v1/photos/\(photo.id)/favorite")
        #expect(client.send("GET", "/v1/photos/\(photo.id)").headers["ETag"] != commented)
        #expect(client.unsigned.send("GET", "/v1/photos/\(F.othersPhoto(4).id)").headers["ETag"]
            == F.get("/v1/photos/\(F.othersPhoto(4).id)").headers["ETag"], "an untouched photo keeps its tag")
    }

    @Test func imagesShareTheWeakComparison() throws {
        let path = "/images/\(F.catalog.photos[2].id)/2.jpg"
        let etag = try #require(get(path).headers["ETag"])
        #expect(get(path, ifNoneMatch: "W/\(etag)").status == 304)
        #expect(get(path, ifNoneMatch: "\"other\", \(etag)").status == 304)
        #expect(get(path).headers["Cache-Control"] == "public, max-age=86400")
    }

    @Test func notModifiedOverTheWireHasNoBodyAndKeepsTheConnectionUsable() throws {
        let server = try DemoServer(.init(photoCount: 30, seed: 11, referenceDate: F.referenceDate))
        defer { server.stop() }
        let target = "/v1/photos/\(server.catalog.photoIDs[0])"
        let client = try RawHTTPClient(port: server.port)
        client.get(target)
        let full = try client.readResponse()
        #expect(full.status == 200)
        let etag = try #require(full.header("ETag"))
        #expect(full.header("Cache-Control") == "max-age=300")
        #expect(DemoCaching.entityTag(of: full.body) == etag, "the tag is the hash of the bytes sent")

        client.get(target, headers: ["If-None-Match: \(etag)"])
        let notModified = try client.readResponse(bodyless: true)
        #expect(notModified.status == 304)
        #expect(notModified.header("ETag") == etag)
        #expect(notModified.header("Content-Length") == nil)

        client.get(target, method: "HEAD")
        let head = try client.readResponse(bodyless: true)
        #expect(head.status == 200 && head.header("ETag") == etag)
        #expect(head.header("Content-Length") == String(full.body.count))

        client.get(target)
        #expect(try client.readResponse().body == full.body, "the 304 and HEAD sent no stray bytes")
    }
}
