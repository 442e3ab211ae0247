import Foundation
import PhotomaniaServer
import Synchronization
import Testing
@testable import PhotomaniaKit

/// `Flickr.page(followingShortLink:)` through real libcurl: one request a link to the server
/// that answers short links (the API's own server, flic.kr for Flickr itself), its `Location`
/// read with the page parser; what a hostile or odd answer gives; nothing sent offline.
@Suite("Flickr: short links followed")
struct FlickrShortLinkFollowTests {
    static let album = "72177720001500001"
    static let gallery = "72157720000350018"

    private static func code(_ number: String) -> String {
        FlickrBase58.encode(UInt64(number) ?? 0)
    }

    private static func flickr(base: String, cache: HTTPCache? = nil, session: Session? = nil) throws -> Flickr {
        let configuration = APIConfiguration(baseURL: base, consumerKey: DemoAccounts.consumerKey)
        return Flickr(api: APIClient(session: try session ?? testSession(connectTimeout: 2), configuration: configuration, retryPolicy: .never, cache: cache))
    }

    private static func failure(_ link: String, on flickr: Flickr) async -> PhotomaniaError? {
        do {
            let page = try await flickr.page(followingShortLink: link)
            Issue.record("\(link) led to \(page)")
            return nil
        } catch {
            return error
        }
    }

    @Test func eachKindLeadsToThePageItsRedirectNamesInOneRequest() async throws {
        let server = try DemoServer(DemoServer.Configuration())
        defer { server.stop() }
        let flickr = try Self.flickr(base: server.flickrBaseURL)
        let links: [(String, PageURL)] = [
            ("https://flic.kr/s/" + Self.code(Self.album), .collection(user: "jose_alvarez", .id(try #require(CollectionID(Self.album))))),
            ("https://flic.kr/y/" + Self.code(Self.gallery), .gallery(user: "jose_alvarez", slug: Self.gallery)),
            ("https://flic.kr/ps/" + Self.code("12038065000"), .user("jose_alvarez")),
            ("https://flic.kr/gp/jose_alvarez/" + Self.code(Self.album), .collection(user: "jose_alvarez", .id(try #require(CollectionID(Self.album))))),
        ]
        for (link, page) in links {
            #expect(try await flickr.page(followingShortLink: link) == page, "\(link)")
        }
        let paths = server.statistics.requestsByPath
        #expect(paths.values.reduce(0, +) == links.count, "one request a link, no REST call: \(paths)")
        #expect(paths["/s/" + Self.code(Self.album)] == 1 && paths["/ps/" + Self.code("12038065000")] == 1)
    }

    @Test func aLinkTheServerDoesNotKnowIsItsNotFound() async throws {
        let server = try DemoServer(DemoServer.Configuration())
        defer { server.stop() }
        let error = await Self.failure("https://flic.kr/s/" + Self.code("72177720000000001"), on: try Self.flickr(base: server.flickrBaseURL))
        #expect(error?.statusCode == 404, "\(String(describing: error))")
    }

    @Test func aRedirectAnywhereButFlickrIsNoPage() async throws {
        let server = try DemoServer(DemoServer.Configuration(faults: try FaultPlan(parsing: "path=/s/*:redirect=https://example.com/photos/jose_alvarez/")))
        defer { server.stop() }
        let link = "https://flic.kr/s/" + Self.code(Self.album)
        let error = await Self.failure(link, on: try Self.flickr(base: server.flickrBaseURL))
        #expect(error == .shortLinkUnfollowed(ShortLinkFailure(link: link, site: "Flickr", reason: .notAPage(location: "https://example.com/photos/jose_alvarez/"))))
        #expect(error?.description == "'\(link)' led to 'https://example.com/photos/jose_alvarez/', which is not a Flickr page")
        #expect(server.statistics.requests == 1, "example.com is never asked")
    }

    @Test func aShortLinkLeadingToShortLinksStopsAfterThreeRequests() async throws {
        let link = "https://flic.kr/s/" + Self.code(Self.album)
        let server = try DemoServer(DemoServer.Configuration(faults: try FaultPlan(parsing: "path=/s/*:redirect=\(link)")))
        defer { server.stop() }
        let error = await Self.failure(link, on: try Self.flickr(base: server.flickrBaseURL))
        #expect(error == .shortLinkUnfollowed(ShortLinkFailure(link: link, site: "Flickr", reason: .tooManyHops(3))))
        #expect(server.statistics.requests == 3)
    }

    @Test func aHostileLocationIsCutAndShownWithoutItsControls() async throws {
        let long = "https://www.flickr.com/photos/jose_alvarez/?" + String(repeating: "x", count: 4000)
        let locations = ["https://www.flickr.com/photos/\u{1B}[2J\u{7}/", long]
        for location in locations {
            try await withServer(handler: { _ in
                var response = HTTPResponse(status: 301)
                response.headers["Location"] = location
                return response
            }) { server, origin in
                let link = "https://flic.kr/ps/" + Self.code("12038065000")
                let error = await Self.failure(link, on: try Self.flickr(base: origin + "/services"))
                #expect(error == .shortLinkUnfollowed(ShortLinkFailure(link: link, site: "Flickr", reason: .notAPage(location: location))))
                let sentence = error?.description ?? ""
                #expect(!sentence.unicodeScalars.contains { $0.properties.generalCategory == .control }, "\(sentence.debugDescription)")
                #expect(sentence.count < 400, "a long Location is cut: \(sentence.count)")
            }
        }
    }

    @Test func anAnswerThatIsNoRedirectLeadsNowhere() async throws {
        try await withServer(handler: { _ in .json(#"{"ok": true}"#) }) { _, origin in
            let link = "https://flic.kr/y/" + Self.code(Self.gallery)
            let error = await Self.failure(link, on: try Self.flickr(base: origin + "/services"))
            #expect(error == .shortLinkUnfollowed(ShortLinkFailure(link: link, site: "Flickr", reason: .noRedirect(status: 200))))
        }
    }

    @Test func offlineNothingIsSent() async throws {
        let server = try DemoServer(DemoServer.Configuration())
        defer { server.stop() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("photomania-short-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let cache = HTTPCache(store: HTTPCacheStore(path: folder + "/http.sqlite3"), mode: .offline)
        let link = "https://flic.kr/s/" + Self.code(Self.album)
        let error = await Self.failure(link, on: try Self.flickr(base: server.flickrBaseURL, cache: cache))
        #expect(error == .shortLinkUnfollowed(ShortLinkFailure(link: link, site: "Flickr", reason: .offline)))
        #expect(server.statistics.requests == 0)
    }

    @Test func flickrItselfIsAskedAtFlicKr() async throws {
        // A proxy nobody listens on: the request is sent, and never leaves this machine.
        var transport = TransportConfiguration()
        transport.proxy = "http://127.0.0.1:\(try closedPort())"
        transport.noProxy = ""
        let lines = Mutex<[String]>([])
        transport.log = { line in lines.withLock { $0.append(line) } }
        let flickr = try Self.flickr(base: Flickr.publicBaseURL, session: try Session(configuration: transport))
        let code = Self.code(Self.album)
        let error = await Self.failure("https://flic.kr/s/" + code, on: flickr)
        #expect(error.map { if case .transportFailed = $0 { true } else { false } } == true, "\(String(describing: error))")
        #expect(lines.withLock { $0 }.contains("> GET https://flic.kr/s/" + code), "\(lines.withLock { $0 })")
    }

    @Test func fiveHundredPxHasNoShortLinks() async throws {
        let configuration = APIConfiguration(baseURL: "http://127.0.0.1:1/v1", consumerKey: "key")
        let service = FiveHundredPx(api: APIClient(session: try testSession(), configuration: configuration))
        let refusal = UnsupportedByService(service: "500px", cannot: "follow short links", offers: FiveHundredPx.capabilities.offered)
        #expect(throws: PhotomaniaError.unsupported(refusal)) { try service.shortLinkFollower() }
        #expect(refusal.description.hasPrefix("500px cannot follow short links; it offers the streams popular, highest_rated"))
    }
}
