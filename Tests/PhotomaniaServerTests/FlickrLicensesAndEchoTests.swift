import Foundation
import Synchronization
import Testing
@testable import PhotomaniaServer

/// `photos.licenses.getInfo` and `test.echo`.
@Suite struct FlickrLicensesAndEchoTests {
    @Test func licensesInFlickrsOrderWithNumericIDs() throws {
        let flickr = try FlickrCalls(photoCount: 30)
        let licenses = try JSONNode(try flickr.get("flickr.photos.licenses.getInfo").body)["licenses"]?["license"]?.items ?? []
        #expect(licenses.map { $0["id"] } == [0, 4, 6, 3, 2, 1, 5, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16].map { .int($0) })
        #expect(licenses[1]["name"] == .string("CC BY 2.0") && licenses[1]["url"] == .string("https://creativecommons.org/licenses/by/2.0/"))
        #expect(licenses.allSatisfy { $0["name"]?.kind == "string" && $0["url"]?.stringValue?.hasPrefix("https://") == true })
    }

    @Test func echoSendsTheArgumentsBackButNotTheKey() throws {
        let flickr = try FlickrCalls(photoCount: 30)
        let node = try JSONNode(try flickr.get("flickr.test.echo", [("foo", "bär & baz")]).body)
        #expect(node["foo"]?["_content"] == .string("bär & baz") && node["method"]?["_content"] == .string("flickr.test.echo"))
        #expect(node["format"]?["_content"] == .string("json") && node["stat"] == .string("ok"))
        #expect(node["api_key"] == nil)
    }

    @Test func theAccessLogRedactsTheKey() throws {
        let lines = Mutex<[String]>([])
        let server = try DemoServer(.init(photoCount: 30, referenceDate: DemoFixture.referenceDate, log: { line in lines.withLock { $0.append(line) } }))
        #expect(server.flickrBaseURL == server.origin + "/services")
        let client = try RawHTTPClient(port: server.port)
        client.get("/services/rest?method=flickr.test.echo&api_key=\(DemoAccounts.consumerKey)&format=json&nojsoncallback=1")
        _ = try client.readResponse()
        server.stop()
        let logged = lines.withLock { $0 }
        #expect(logged.count == 1 && logged.first?.hasPrefix("GET /services/rest?method=flickr.test.echo&api_key=REDACTED&format=json") == true)
        #expect(!logged.joined().contains(DemoAccounts.consumerKey))
    }
}
