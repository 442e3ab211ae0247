import Foundation
@testable import PhotomaniaKit
import Testing

/// Where a walk ends when the server's numbers cannot be believed: a page that lists only what
/// earlier pages listed ends it, and so does the cap on an open range's pages; both say so.
@Suite struct PageWalkStopTests {
    private static func photos(_ api: APIClient, perPage: Int = 10) -> @Sendable (Int) -> Router {
        { page in .photos(PhotoStreamQuery(), PageRequest(page: page, perPage: perPage)) }
    }

    @Test func aPageOfOnlyRepeatsEndsThePhotoWalkAndTheLastSummarySaysWhy() async throws {
        let catalog = PagedCatalog(totalPages: 1_000_000, perPage: 10, overlap: 10)
        let events = try await catalog.serve { api in
            try await collected(PhotoWalk<PhotoReference>(.stream(.popular), options: WalkOptions(pages: PageRange(first: 1, last: nil), perPage: 10), api: api))
        }
        #expect(events.compactMap(\.photoID) == (1...10).photoIDs)
        let pages = events.compactMap(\.page)
        #expect(pages.map(\.stop) == [nil, .repeated(page: 2, earlier: 1)])
        #expect(pages.last?.repeated == 10)
        // Taking page 2 keeps pages 3...5 in flight (the default read-ahead of 3) until page 2 is
        // found to repeat; whether they reach the server before they are cancelled is a race.
        #expect(catalog.pagesRequested.allSatisfy { $0 <= 5 }, "page 2 ends it; nothing past the read-ahead is asked for: \(catalog.pagesRequested)")
        #expect(PageWalkStop.repeated(page: 2, earlier: 1).description == "page 2 repeated page 1; stopped")
    }

    @Test func pagesThatOnlyPartlyRepeatAreWalkedOn() async throws {
        let catalog = PagedCatalog(totalPages: 6, perPage: 10, overlap: 4)
        let (items, last, stop) = try await catalog.serve { api in
            try await PageWalk<Photo>(PageRange(first: 1, last: nil), api: api, route: Self.photos(api)).collect()
        }
        #expect(stop == nil && last?.currentPage == 6)
        #expect(items.count == 60, "collect keeps what the pages list, repeats included")
    }

    @Test func collectLeavesOutAPageThatOnlyRepeats() async throws {
        let catalog = PagedCatalog(totalPages: 50, perPage: 10, overlap: 10)
        let (items, last, stop) = try await catalog.serve { api in
            try await PageWalk<Photo>(PageRange(first: 1, last: nil), api: api, route: Self.photos(api)).collect()
        }
        #expect(items.map(\.id) == (1...10).photoIDs)
        #expect(last?.currentPage == 1)
        #expect(stop == .repeated(page: 2, earlier: 1))
    }

    @Test func anOpenRangeStopsAtTheCapWhenTheServerAnnouncesMore() async throws {
        let catalog = PagedCatalog(totalPages: 1_000_000, perPage: 10)
        let (items, _, stop) = try await catalog.serve { api in
            try await PageWalk<Photo>(PageRange(first: 3, last: nil), pageCap: 5, api: api, route: Self.photos(api)).collect()
        }
        #expect(items.count == 50)
        #expect(stop == .pageCap(last: 7, announced: 1_000_000))
        #expect(catalog.pagesRequested.sorted() == Array(3...7), "no page past the cap is asked for")
        #expect(stop?.description == "stopped after page 7: a walk takes at most 10000 pages, and the server announced 1000000")
    }

    @Test func aRangeTheUserGaveIsWalkedWhateverTheCap() async throws {
        let catalog = PagedCatalog(totalPages: 1_000_000, perPage: 10)
        let (items, _, stop) = try await catalog.serve { api in
            try await PageWalk<Photo>(PageRange(first: 1, last: 8), pageCap: 5, api: api, route: Self.photos(api)).collect()
        }
        #expect(items.count == 80 && stop == nil)
    }

    @Test func theRuleNamesThePageRepeatedOnlyWhenItIsOne() {
        var rule = PageWalkRule<Int>(PageRange(first: 1, last: nil), pageCap: 100)
        #expect(rule.after(page: 1, ids: [1, 2], totalPages: .max) == .next(last: 100))
        #expect(rule.after(page: 2, ids: [3, 4], totalPages: .max) == .next(last: 100))
        #expect(rule.after(page: 3, ids: [2, 3], totalPages: .max) == .end(.repeated(page: 3, earlier: nil)))
        var closed = PageWalkRule<Int>(PageRange(first: Int.max - 1, last: nil), pageCap: 100)
        #expect(closed.after(page: Int.max - 1, ids: [1], totalPages: .max) == .next(last: .max), "the cap saturates")
        #expect(closed.after(page: Int.max, ids: [2], totalPages: .max) == .end(nil), "no page after Int.max")
        #expect(PageWalkStop.repeated(page: 3, earlier: nil).description == "page 3 repeated earlier pages; stopped")
    }
}
