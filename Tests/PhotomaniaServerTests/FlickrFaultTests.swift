import Foundation
import Testing
@testable import PhotomaniaServer

/// The fault plan on the Flickr face: paths as before, `method=` to pick one REST method, and
/// `stat-fail=CODE` for Flickr's own failures.
@Suite struct FlickrFaultTests {
    @Test func aPathFaultHitsTheRESTEndpoint() throws {
        let flickr = try FlickrCalls(photoCount: 30, faults: try FaultPlan(parsing: "path=/services/rest+first=1:status=429,retry-after=2"))
        let limited = try flickr.get("flickr.photos.getRecent")
        #expect(limited.status == 429 && limited.header("Retry-After") == "2")
        #expect(try flickr.get("flickr.photos.getRecent").status == 200)
    }

    @Test func aMethodFaultHitsThatMethodOnlyAndCountsOnlyIt() throws {
        let plan = try FaultPlan(parsing: "method=flickr.photos.search+first=2:stat-fail=105")
        let flickr = try FlickrCalls(photoCount: 30, faults: plan)
        #expect(try flickr.ok("flickr.photos.getRecent")["photos"] != nil)
        #expect(try flickr.failure("flickr.photos.search", [("text", "light")]) == (105, "Service currently unavailable"))
        #expect(try flickr.ok("flickr.photos.getRecent")["photos"] != nil, "other methods neither fail nor count")
        #expect(try flickr.failure("flickr.photos.search", [("text", "light")]).code == 105)
        #expect(try flickr.ok("flickr.photos.search", [("text", "light")])["photos"] != nil, "first=2 is spent")
    }

    @Test func aMethodGlobAndTheMethodsOwnMessages() throws {
        let flickr = try FlickrCalls(photoCount: 30, faults: try FaultPlan(parsing: "method=flickr.photos.get*:stat-fail=2; method=flickr.people.*:stat-fail=201"))
        let photo = FlickrIDs.photo(flickr.catalog.photos[0])
        #expect(try flickr.failure("flickr.photos.getExif", [("photo_id", photo)]) == (2, "Permission denied"))
        #expect(try flickr.failure("flickr.photos.getInfo", [("photo_id", photo)]).code == 2)
        #expect(try flickr.failure("flickr.people.getInfo", [("user_id", flickr.catalog.users[0].nsid)]) == (201, "Sorry, the Flickr API service is not currently available."))
        #expect(try flickr.ok("flickr.photos.licenses.getInfo")["licenses"] != nil)
        let jsonp = String(decoding: try flickr.get("flickr.photos.getSizes", [("photo_id", photo)], plain: false).body, as: UTF8.self)
        #expect(jsonp.hasPrefix("jsonFlickrApi({") && jsonp.contains(#""code":2"#), "the failure in the wire format asked for")
    }

    @Test func aMethodFaultReadsAPostedFormBeforeTheQuery() throws {
        let flickr = try FlickrCalls(photoCount: 30, faults: try FaultPlan(parsing: "method=flickr.test.echo:stat-fail=99"))
        let response = try flickr.post([("method", "flickr.test.echo"), ("api_key", DemoAccounts.consumerKey), ("format", "json"), ("nojsoncallback", "1")])
        #expect(try FlickrCalls.object(response.body)["code"] as? Int == 99)
        let licenses = try flickr.post([
            ("method", "flickr.photos.licenses.getInfo"), ("api_key", DemoAccounts.consumerKey), ("format", "json"), ("nojsoncallback", "1"),
        ], query: "method=flickr.test.echo")
        #expect(try FlickrCalls.object(licenses.body)["licenses"] != nil, "the method the face answers is the body's, and so is the one the fault sees")
    }

    @Test func otherFaultsComposeWithStatFail() throws {
        let flickr = try FlickrCalls(photoCount: 30, faults: try FaultPlan(parsing: "method=flickr.photos.getRecent:stat-fail=105,gzip,delay=0.05"))
        let response = try flickr.get("flickr.photos.getRecent")
        #expect(response.status == 200 && response.header("Content-Encoding") == "gzip")
        #expect(try FlickrCalls.object(try GzipCommand.decompress(response.body))["code"] as? Int == 105)
    }

    @Test func theGrammarTakesMethodAndStatFailAndPrintsThemBack() throws {
        let plan = try FaultPlan(parsing: "path=/services/rest+method=flickr.photos.%3Asearch*+every=2:stat-fail=105,delay=1")
        #expect(plan.rules[0].matchers == [.path("/services/rest"), .method("flickr.photos.:search*"), .every(2)])
        #expect(plan.rules[0].actions == [.statFail(code: 105), .delay(seconds: 1)])
        #expect(try FaultPlan(parsing: plan.description) == plan)
        #expect(throws: FaultPlanError.self) { try FaultPlan(parsing: "method=x:stat-fail=100000") }
        #expect(throws: FaultPlanError.self) { try FaultPlan(parsing: "method=x:stat-fail=1,malformed") }
        #expect(throws: FaultPlanError.self) { try FaultPlan(parsing: "method=x:stat-fail") }
        do {
            _ = try FaultPlan(parsing: "mthod=x:close")
            Issue.record("an unknown matcher parsed")
        } catch {
            #expect("\(error)".contains("unknown") || "\(error)".contains("mthod"))
        }
    }

    @Test func aHandlerWithoutErrorsOfItsOwnGetsFlickrsShape() throws {
        let server = try HTTPServer(handler: StaticHTTPHandler(), faults: try FaultPlan(parsing: "stat-fail=7"))
        defer { server.stop() }
        let client = try RawHTTPClient(port: server.port)
        client.get("/anything?method=x")
        let response = try client.readResponse()
        let object = try FlickrCalls.object(response.body)
        #expect(response.status == 200 && object["stat"] as? String == "fail" && object["code"] as? Int == 7)
    }

    @Test func aQueryFaultAnswersAsIfTheExtrasAskedForWereOthers() throws {
        let plan = try FaultPlan(parsing: "method=flickr.photosets.getPhotos+first=1:query=extras=url_m; method=flickr.photosets.getPhotos:query=extras=")
        let flickr = try FlickrCalls(faults: plan)
        let album = flickr.catalog.albums(ofUser: flickr.catalog.users[0].id)[0]
        let asked: [(String, String)] = [("photoset_id", String(FlickrIDs.albumOffset + album.id)), ("extras", "url_sq,url_m,url_l,url_o,owner_name")]
        let asRecorded = try #require(try JSONNode(try flickr.get("flickr.photosets.getPhotos", asked).body)["photoset"]?["photo"]?.items)
        #expect(!asRecorded.isEmpty && asRecorded.allSatisfy { $0["url_m"] != nil && $0["url_sq"] == nil && $0["url_l"] == nil && $0["ownername"] == nil })
        let bare = try #require(try JSONNode(try flickr.get("flickr.photosets.getPhotos", asked).body)["photoset"]?["photo"]?.items)
        #expect(bare.map { $0["id"] } == asRecorded.map { $0["id"] })
        #expect(bare.allSatisfy { $0["url_m"] == nil && $0["url_sq"] == nil }, "no extras at all")
    }
}
