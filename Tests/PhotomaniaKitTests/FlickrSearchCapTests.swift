import Foundation
import Testing
@testable import PhotomaniaKit

/// No Flickr search reaches past its 4,000th result: a walk ends there, and a page past it is
/// answered empty without asking (Flickr would answer code 20).
@Suite struct FlickrSearchCapTests {
    private static let answer = Data(#"""
        {"photos": {"page": 3, "pages": 100, "perpage": 100, "total": 10000,
         "photo": [{"id": "52001006721", "owner": "12038065000@N06", "secret": "a1", "server": "65535", "farm": 66, "title": "Embrace at Dusk"}]},
         "stat": "ok"}
        """#.utf8)

    @Test func aSearchsPagesAndTotalAreHeldToTheCap() throws {
        let method = FlickrMethod.search(FlickrSearch(text: "dusk"), FlickrPageRequest(page: 3, perPage: 100))
        let list = try method.decode(FlickrPhotoList.self, from: Self.answer)
        let page: Page<Photo> = Flickr.page(list, imageSizes: [], origin: nil, searched: method)
        #expect(page.totalPages == 40 && page.totalItems == 4000)
        #expect(page.items.map(\.id) == [52_001_006_721] && page.items.first?.service == .flickr)
        let stream: Page<Photo> = Flickr.page(list, imageSizes: [], origin: nil, searched: .recent(FlickrPageRequest(page: 3)))
        #expect(stream.totalPages == 100 && stream.totalItems == 10000, "only a search is capped")
    }

    @Test func aPagePastTheCapIsEmptyAndAsksNothing() async throws {
        // Nothing listens on port 9: a request would fail to connect.
        let flickr = Flickr(api: APIClient(session: try Session(), configuration: APIConfiguration(baseURL: "http://127.0.0.1:9/services", consumerKey: "k")))
        let page = try await flickr.photoPage(of: .search(.term("dusk")), at: .number(41), perPage: 100, imageSizes: [], as: Photo.self)
        #expect(page.items.isEmpty && page.totalPages == 40 && !page.hasNextPage)
    }
}
