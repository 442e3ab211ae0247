import Foundation
import PhotomaniaServer
import Synchronization
import Testing
@testable import PhotomaniaKit

/// A listing that did not honour the `url_*` extras (the contract's recorded album answer lists
/// only Medium 500): each photo gets its sizes from `photos.getSizes`, through the call pacer,
/// and the largest the owner allows is taken; a listing that honoured them costs no more calls.
@Suite("Flickr: sizes a listing left out are looked up")
struct FlickrListingSizeLookupTests {
    /// Serves the recorded album page and the recorded `getSizes` answer, counting the calls.
    private static func withRecordedFlickr(_ body: (Flickr, CallPacer, @Sendable () -> [String]) async throws -> Void) async throws {
        let methods = Mutex<[String]>([])
        let album = try Fixtures.api("flickr/photosets.getPhotos.json")
        let sizes = try Fixtures.api("flickr/photos.getSizes.json")
        try await withServer(handler: { request in
            let method = request.queryValue("method") ?? ""
            methods.withLock { $0.append(method) }
            switch method {
            case "flickr.photosets.getPhotos": return HTTPResponse(status: 200, headers: HTTPHeaderFields([("Content-Type", "application/json")]), body: album)
            case "flickr.photos.getSizes": return HTTPResponse(status: 200, headers: HTTPHeaderFields([("Content-Type", "application/json")]), body: sizes)
            default: return .json(#"{"stat": "fail", "code": 112, "message": "Method not found"}"#)
            }
        }) { _, origin in
            let pacer = CallPacer(CallBudget(perSecond: 1000, burst: 100))
            let api = APIClient(session: try testSession(), configuration: APIConfiguration(baseURL: origin + "/services", consumerKey: "key", pacer: pacer))
            try await body(Flickr(api: api), pacer, { methods.withLock { $0 } })
        }
    }

    private static let album = PhotoSelection.collection(CollectionSelection(owner: .id("98765432@N05"), reference: .id("72177720312345678")))

    @Test func photosListedWithoutTheirSizesGetThemFromGetSizes() async throws {
        try await Self.withRecordedFlickr { flickr, pacer, methods in
            let page = try await flickr.photoPage(of: Self.album, at: .number(1), perPage: 100, imageSizes: [.largestAllowed], as: Photo.self)
            #expect(page.items.count == 2)
            let urls = page.items.map { $0.image(for: .largestAllowed)?.url }
            #expect(urls.allSatisfy { $0?.hasSuffix("_o.jpg") == true }, "the Original getSizes offers, not the listed Medium 500: \(urls)")
            #expect(methods() == ["flickr.photosets.getPhotos", "flickr.photos.getSizes", "flickr.photos.getSizes"])
            #expect(await pacer.calls == 3, "each lookup is paced and counted like any call")
        }
    }

    @Test func aSizeTheListingHoldsCostsNoLookup() async throws {
        try await Self.withRecordedFlickr { flickr, _, methods in
            let medium = try #require(ImageSize(word: "m"))
            let page = try await flickr.photoPage(of: Self.album, at: .number(1), perPage: 100, imageSizes: [medium], as: Photo.self)
            #expect(page.items.compactMap { $0.image(for: medium)?.url }.count == 2)
            #expect(methods() == ["flickr.photosets.getPhotos"])
        }
    }
}
