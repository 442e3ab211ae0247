import Foundation
import Testing

@testable import PhotomaniaCLI
@testable import PhotomaniaKit

/// Paging decided by `BrowseState` alone: which page, from where, after which pause, what is
/// fetched ahead and what is cancelled. See BrowseStateFixture for the screen and the pages.
@Suite struct BrowseStatePagingTests {
    typealias Fixture = BrowseFixture

    func key(_ number: Int) -> PageKey { Fixture.key(number) }

    @Test func startingFetchesTheFirstPageAtOnce() {
        var state = BrowseState(stream: Fixture.popular, page: 3, settings: Fixture.settings)
        let effects = state.apply(.started(Fixture.screen, at: Fixture.start))
        #expect(effects == [.invalidateScreen, .cancel(.page), .cancel(.prefetch), .fetchPage(key(3), after: .zero)])
        #expect(state.layout == GridLayout(width: 80, height: 24))
        #expect(state.photos == nil)
    }

    @Test func aListedPageLoadsItsVisibleThumbnailsFirstAndFetchesTheNextPageAfterAPause() {
        var state = Fixture.loading(page: 1)
        let effects = state.apply(.page(key(1), .success(Fixture.page(1))))
        #expect(effects == [
            .loadThumbnails(key(1), photos: Fixture.photos(onPage: 1), visible: 0..<8, reload: false),
            .prefetchPage(key(2), after: BrowseState.prefetchPause),
        ])
        #expect(BrowseState.prefetchPause == .milliseconds(300))
        #expect(state.photos == Fixture.photos(onPage: 1) && state.totalPages == 5 && state.totalItems == 100)
    }

    @Test func nAndPTurnThePageGAndShiftGGoToTheEndsAndTheEndsSaySo() {
        var state = Fixture.showing(page: 1, of: 5)
        #expect(state.type("p").isEmpty)
        #expect(state.message == .info("this is the first page") && state.pageNumber == 1)

        #expect(state.type("n").pagesStillFetched == [key(2)])
        #expect(state.pageNumber == 2 && state.message == nil, "any key clears the news")
        _ = state.apply(.page(key(2), .success(Fixture.page(2))))

        #expect(state.type("G").pagesStillFetched == [key(5)])
        _ = state.apply(.page(key(5), .success(Fixture.page(5))))
        #expect(state.type("n").isEmpty)
        #expect(state.message == .info("this is the last page") && state.pageNumber == 5)

        _ = state.type("g")
        #expect(state.pageNumber == 1 && state.photos == Fixture.photos(onPage: 1))
        #expect(state.type("p").isEmpty)
    }

    @Test func anUncachedPageIsFetchedOnlyAfterThePauseInKeys() {
        var state = Fixture.showing(page: 1, of: 20)
        let effects = state.type("n")
        #expect(effects == [.cancel(.page), .cancel(.prefetch), .fetchPage(key(2), after: BrowseState.turnPause)])
        #expect(BrowseState.turnPause == .milliseconds(150))
        #expect(state.photos == nil, "loading page 2")

        let tapped = state.type("nnnnnnnnn")
        #expect(tapped.pagesStillFetched == [key(11)], "each n cancels the fetch the one before asked for")
        #expect(state.pageNumber == 11)
    }

    @Test func aPageAlreadySeenComesBackWithoutARequest() {
        var state = Fixture.showing(page: 1)
        _ = state.type("n")
        _ = state.apply(.page(key(2), .success(Fixture.page(2))))
        let effects = state.type("p")
        #expect(effects == [
            .cancel(.page), .cancel(.prefetch),
            .loadThumbnails(key(1), photos: Fixture.photos(onPage: 1), visible: 0..<8, reload: false),
            .prefetchThumbnails(key(2), photos: Fixture.photos(onPage: 2), after: BrowseState.prefetchPause),
        ])
        #expect(state.pageNumber == 1 && state.photos == Fixture.photos(onPage: 1), "shown at once, from the cache")
    }

    @Test func turningThePageCancelsTheOldPagesListThumbnailsAndPrefetch() {
        var state = Fixture.showing(page: 2)
        let effects = state.type("n")
        #expect(Array(effects.prefix(2)) == [.cancel(.page), .cancel(.prefetch)])
        #expect(state.thumbnails.isEmpty && state.selection == 0 && state.firstTileRow == 0)
    }

    @Test func aLateAnswerForAPageNoLongerShownChangesNothing() {
        var state = Fixture.showing(page: 1)
        _ = state.type("nn")
        #expect(state.apply(.page(key(2), .success(Fixture.page(2)))).isEmpty)
        #expect(state.photos == nil && state.pageNumber == 3)
        #expect(state.pageCache.page(for: key(2)) == nil, "not even cached")
        #expect(state.apply(.page(key(2), .failure(.invalidURL("x")))).isEmpty)
        #expect(state.message == nil)

        _ = state.type("f")
        let other = Fixture.key(1, of: state.stream)
        #expect(state.apply(.page(key(1), .success(Fixture.page(1)))).isEmpty, "page 1 of the stream before")
        #expect(state.photos == nil && state.pageKey == other)
    }

    @Test func aThumbnailIsDrawnForTheShownPageAndIgnoredForAnother() {
        var state = Fixture.showing(page: 1)
        let (first, second) = (Fixture.photos(onPage: 1)[0].id, Fixture.photos(onPage: 1)[1].id)
        _ = state.apply(.thumbnail(key(1), photoID: first, Fixture.image))
        _ = state.apply(.thumbnail(key(1), photoID: second, nil))
        #expect(state.thumbnails[first]?.count == GridLayout.pictureRows)
        #expect(state.failedThumbnails == [second])

        _ = state.type("n")
        _ = state.apply(.page(key(2), .success(Fixture.page(2))))
        _ = state.apply(.thumbnail(key(1), photoID: first, Fixture.image))
        #expect(state.thumbnails.isEmpty && state.failedThumbnails.isEmpty, "page 1's thumbnail came late")
    }

    @Test func scrollingRaisesTheThumbnailsThatComeIntoView() {
        var state = Fixture.showing(page: 1)
        let photos = Fixture.photos(onPage: 1)
        for photo in photos[4..<8] { _ = state.apply(.thumbnail(key(1), photoID: photo.id, Fixture.image)) }
        #expect(state.type("lllllll").isEmpty, "the selection stays in the first two rows")
        let effects = state.type("l")
        #expect(state.selection == 8 && state.firstTileRow == 1)
        #expect(effects == [.loadThumbnails(key(1), photos: Array(photos[8..<12]), visible: 0..<4, reload: false)])
    }

    @Test func thePageFetchedAheadIsCachedAndItsThumbnailsFetchedAheadSoNMakesNoRequest() {
        var state = Fixture.showing(page: 1)
        #expect(state.apply(.prefetched(key(2), Fixture.page(2))) == [
            .prefetchThumbnails(key(2), photos: Fixture.photos(onPage: 2), after: .zero),
        ])
        let effects = state.type("n")
        #expect(effects == [
            .cancel(.page), .cancel(.prefetch),
            .loadThumbnails(key(2), photos: Fixture.photos(onPage: 2), visible: 0..<8, reload: false),
            .prefetchPage(key(3), after: BrowseState.prefetchPause),
        ])
        #expect(state.photos == Fixture.photos(onPage: 2))

        #expect(state.apply(.prefetched(key(5), Fixture.page(5))).isEmpty, "not the next page: cached only")
        #expect(state.pageCache.page(for: key(5)) != nil)
    }

    @Test func aPageFetchedAheadThatIsNowAwaitedIsShown() {
        var state = Fixture.showing(page: 1)
        _ = state.type("n")
        let effects = state.apply(.prefetched(key(2), Fixture.page(2)))
        #expect(state.photos == Fixture.photos(onPage: 2))
        #expect(effects.first == .loadThumbnails(key(2), photos: Fixture.photos(onPage: 2), visible: 0..<8, reload: false))
    }

    @Test func rReloadsThePagePastTheCachesThenItsThumbnails() {
        var state = Fixture.showing(page: 1)
        #expect(state.type("r") == [.cancel(.page), .cancel(.prefetch), .fetchPage(key(1), after: .zero, reload: true)], "cached, fetched anyway, past the HTTP cache too")
        let effects = state.apply(.page(key(1), .success(Fixture.page(1))))
        #expect(effects.first == .loadThumbnails(key(1), photos: Fixture.photos(onPage: 1), visible: 0..<8, reload: true))
        _ = state.type("nr")
        let again = state.apply(.page(key(2), .success(Fixture.page(2))))
        #expect(again.first == .loadThumbnails(key(2), photos: Fixture.photos(onPage: 2), visible: 0..<8, reload: true))
    }

    @Test func aFailedPageSaysSoAndRTriesAgain() {
        var state = Fixture.loading(page: 2)
        #expect(state.apply(.page(key(2), .failure(.invalidURL("http://")))).isEmpty)
        guard case .error(let text) = state.message else {
            Issue.record("no error shown: \(String(describing: state.message))")
            return
        }
        #expect(text.hasPrefix("page 2: "))
        #expect(state.type("r").pagesStillFetched == [key(2)])
        #expect(state.message == nil)
    }

    @Test func theCacheKeepsTheMostRecentlyUsedPages() {
        var cache = PageCache(capacity: 2)
        cache.store(Fixture.page(1), for: key(1))
        cache.store(Fixture.page(2), for: key(2))
        _ = cache.page(for: key(1))
        cache.store(Fixture.page(3), for: key(3))
        #expect(cache.page(for: key(2)) == nil, "the least recently used went")
        #expect(cache.page(for: key(1))?.photos == Fixture.photos(onPage: 1))
        #expect(cache.page(for: key(3)) != nil)
        #expect(BrowseState.cachedPages == 64)
    }

    @Test func theHeaderSaysOfflineWhileStoredCopiesStandInForTheServer() {
        var state = Fixture.showing(page: 1)
        _ = state.apply(.answered(.offlineCopy(age: 840)))
        #expect(state.frame[0].contains("· offline"))
        _ = state.apply(.answered(.fresh))
        #expect(state.offline, "an answer from the cache says nothing of the network")
        _ = state.apply(.answered(.revalidated))
        #expect(!state.offline && !state.frame[0].contains("offline"), "the server answered again")
    }
}
