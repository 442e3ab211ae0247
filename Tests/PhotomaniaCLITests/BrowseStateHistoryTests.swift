import Foundation
import Testing

@testable import PhotomaniaCLI
@testable import PhotomaniaKit

/// `u`, `a`, opening a gallery, and going back (Backspace, `q`) to the page, selection and photo
/// left, decided by `BrowseState` alone.
@Suite struct BrowseStateHistoryTests {
    typealias Fixture = BrowseFixture
    static let ana = User(id: 7, username: "ana_p", fullname: "Ana P")
    static let anasPhotos = PhotoSelection.photos(by: .username("ana_p"))
    static let galleries = [
        Gallery(id: 70, userID: 7, name: "Road trip", slug: "road-trip", itemsCount: 12),
        Gallery(id: 71, userID: 7, name: "Iceland", slug: "iceland", itemsCount: 3),
    ]

    /// Page 2 of popular on screen, every photo by Ana, the sixth selected and open, its comments in.
    static func onAPhoto() -> BrowseState {
        var state = Fixture.showing(page: 1)
        _ = state.type("n")
        var page = Fixture.page(2)
        page.photos = page.photos.map { photo in
            var photo = photo
            photo.user = ana
            return photo
        }
        _ = state.apply(.page(Fixture.key(2), .success(page)))
        _ = state.type("lllll")
        _ = state.pressKeys(.enter)
        _ = state.apply(.comments(page.photos[5].id, .success(Page(items: [], currentPage: 1, totalPages: 0, totalItems: 0))))
        _ = state.apply(.preview(page.photos[5].id, Fixture.image))
        return state
    }

    @Test func uShowsTheAuthorsPhotosAndBackspaceReturnsToThePhotoAsItWasWithoutARequest() {
        var state = Self.onAPhoto()
        let photo = state.details?.photo
        let effects = state.type("u")
        #expect(state.screen == .grid && state.stream == Self.anasPhotos && state.pageNumber == 1)
        #expect(effects.pagesStillFetched == [Fixture.key(1, of: Self.anasPhotos)])
        #expect(effects.contains(.cancel(.details)), "what the photo had running is cancelled")
        _ = state.apply(.page(Fixture.key(1, of: Self.anasPhotos), .success(Fixture.page(1, of: 1))))
        _ = state.type("ll")

        let back = state.pressKeys(.backspace)
        #expect(state.stream == Fixture.popular && state.pageNumber == 2 && state.selection == 5)
        #expect(state.screen == .details && state.details?.photo == photo)
        #expect(state.details?.comments != nil && state.details?.preview != nil, "shown as it was left")
        #expect(back.pagesStillFetched.isEmpty && !back.contains { if case .openDetails = $0 { true } else { false } }, "from the caches: \(back)")
        #expect(state.totalPages == 5 && state.history.isEmpty)
    }

    @Test func qGoesBackWhileThereIsSomewhereToGoAndQuitsOnTheFirstGrid() {
        var state = Self.onAPhoto()
        _ = state.type("u")
        _ = state.apply(.page(Fixture.key(1, of: Self.anasPhotos), .success(Fixture.page(1, of: 1))))
        #expect(state.type("q").contains(.exit(.success)) == false)
        #expect(state.screen == .details && state.stream == Fixture.popular)
        _ = state.type("q")
        #expect(state.screen == .grid && state.selection == 5, "q on a photo closes it, as before")
        #expect(state.type("q") == [.exit(.success)])
    }

    @Test func aListsTheAuthorsGalleriesAndEnterOpensOneInItsOrder() {
        var state = Self.onAPhoto()
        #expect(state.type("a") == [.cancel(.details), .cancel(.galleries), .fetchGalleries(ofUser: 7, includingPrivate: false)])
        #expect(state.screen == .galleries && state.galleryPicker?.ownerName == "Ana P")
        #expect(state.frame.contains { $0.contains("loading galleries") })
        _ = state.apply(.galleries(ofUser: 7, .success(Page(items: Self.galleries, currentPage: 1, totalPages: 1, totalItems: 2))))
        #expect(state.frame.contains { $0.contains("▶") && $0.contains("Road trip") })
        _ = state.type("j")
        let opened = PhotoSelection.collection(CollectionSelection(owner: .id(7), reference: .id(71), name: "Iceland"))
        #expect(state.pressKeys(.enter).pagesStillFetched == [Fixture.key(1, of: opened)])
        #expect(state.screen == .grid && state.stream.title == "gallery “Iceland”")

        #expect(state.pressKeys(.escape).isEmpty && state.screen == .grid, "Esc means nothing on the grid")
        let back = state.pressKeys(.backspace)
        #expect(!back.contains { if case .fetchGalleries = $0 { true } else { false } }, "the list as it was: no request")
        #expect(state.screen == .galleries && state.galleryPicker?.selection == 1)
        _ = state.type("q")
        #expect(state.screen == .details && state.stream == Fixture.popular && state.galleryPicker == nil)
    }

    @Test func signedInTheAuthorsPrivateGalleriesAreAskedForToo() {
        var settings = Fixture.settings
        settings.signedIn = true
        var state = BrowseState(stream: Fixture.popular, settings: settings)
        _ = state.apply(.started(Fixture.screen, at: Fixture.start))
        var page = Fixture.page(1)
        page.photos[0].userID = 9
        _ = state.apply(.page(Fixture.key(1), .success(page)))
        #expect(state.type("a").last == .fetchGalleries(ofUser: 9, includingPrivate: true), "a works on the grid's selection too")
        #expect(state.galleryPicker?.ownerName == "user 9")
    }

    @Test func aLateOrFailedListOfGalleriesShowsWhereItBelongsAndRFetchesItAgain() {
        var state = Self.onAPhoto()
        _ = state.type("a")
        _ = state.apply(.galleries(ofUser: 8, .success(Page(items: Self.galleries, currentPage: 1, totalPages: 1, totalItems: 2))))
        #expect(state.galleryPicker?.galleries == nil, "another user's galleries are dropped")
        _ = state.apply(.galleries(ofUser: 7, .failure(.invalidURL("x"))))
        guard case .error? = state.message else {
            Issue.record("the failure is not shown: \(String(describing: state.message))")
            return
        }
        #expect(state.frame.contains { $0.contains("could not be loaded; r tries again") })
        #expect(state.type("r") == [.cancel(.galleries), .fetchGalleries(ofUser: 7, includingPrivate: false)])
        _ = state.apply(.galleries(ofUser: 7, .success(Page(items: [], currentPage: 1, totalPages: 0, totalItems: 0))))
        #expect(state.frame.contains { $0.contains("Ana P has no galleries to show") })
    }

    @Test func aPhotoThatDoesNotSayWhoTookItStaysWhereItIs() {
        var state = Fixture.showing(page: 1)
        #expect(state.type("u").isEmpty && state.type("a").isEmpty)
        #expect(state.message == .info("the photo does not say who took it") && state.history.isEmpty)
    }

    @Test func aPageNoLongerCachedIsFetchedAgainAndItsSelectionKept() {
        var state = Self.onAPhoto()
        _ = state.type("qjj")
        let selection = state.selection
        _ = state.type("u")
        state.pageCache = PageCache(capacity: BrowseState.cachedPages)
        let back = state.type("q")
        #expect(back.pagesStillFetched == [Fixture.key(2)])
        _ = state.apply(.page(Fixture.key(2), .success(Fixture.page(2))))
        #expect(state.selection == selection && state.selectedPhoto == Fixture.photos(onPage: 2)[selection])
    }

    @Test func theHistoryKeepsTheLatestPlacesOnly() {
        var state = Self.onAPhoto()
        _ = state.type("q")
        for _ in 0..<(BrowseState.historyDepth + 5) {
            _ = state.type("u")
            var page = Fixture.page(1, of: 1)
            page.photos[0].user = Self.ana
            _ = state.apply(.page(Fixture.key(1, of: Self.anasPhotos), .success(page)))
        }
        #expect(state.history.count == BrowseState.historyDepth)
    }
}
