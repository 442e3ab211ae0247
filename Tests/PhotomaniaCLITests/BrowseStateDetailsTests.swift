import Foundation
import Testing

@testable import PhotomaniaCLI
@testable import PhotomaniaKit

/// The photo's screen and `d`, decided by `BrowseState` alone.
@Suite struct BrowseStateDetailsTests {
    typealias Fixture = BrowseFixture

    static func comments() throws -> Page<PhotomaniaKit.Comment> {
        try PhotomaniaKit.Comment.decodeCollection(from: Data(contentsOf: fixturesRoot.appendingPathComponent("api/comments-nested.json")))
    }

    @Test func enterOpensTheSelectedPhotoAndFetchesItsRecordCommentsAndPicture() throws {
        var state = Fixture.showing(page: 1)
        _ = state.type("l")
        let effects = state.pressKeys(.enter)
        let photo = Fixture.photos(onPage: 1)[1]
        #expect(state.screen == .details && state.details?.photo == photo)
        #expect(effects.first == .cancel(.details))
        guard case .openDetails(photo, let preview?, reload: false) = effects.last else {
            Issue.record("the photo's details are not fetched: \(effects)")
            return
        }
        let cells = DetailsView.previewSize(width: 80, height: 24, aspectRatio: photo.aspectRatio)
        #expect(preview.width == cells.columns && preview.height == cells.rows * 2, "half blocks: two pixels a row")
    }

    @Test func withoutPicturesNoPreviewIsAskedFor() {
        var state = BrowseState(stream: Fixture.popular, settings: BrowseSettings())
        _ = state.apply(.started(Fixture.screen, at: Fixture.start))
        _ = state.apply(.page(Fixture.key(1), .success(Fixture.page(1))))
        #expect(state.pressKeys(.enter).last == .openDetails(Fixture.photos(onPage: 1)[0], preview: nil, reload: false))
    }

    @Test func answersForAnotherPhotoAreIgnored() throws {
        var state = Fixture.showing(page: 1)
        let (first, second) = (Fixture.photos(onPage: 1)[0], Fixture.photos(onPage: 1)[1])
        _ = state.pressKeys(.enter)
        #expect(state.type("q") == [.cancel(.details)], "back cancels what the photo still had running")
        _ = state.type("l")
        _ = state.pressKeys(.enter)

        var renamed = first
        renamed.name = "late"
        _ = state.apply(.photo(first.id, .success(renamed)))
        _ = state.apply(.comments(first.id, .success(try Self.comments())))
        _ = state.apply(.preview(first.id, Fixture.image))
        _ = state.apply(.photo(first.id, .failure(.invalidURL("x"))))
        #expect(state.details?.photo == second)
        #expect(state.details?.comments == nil && state.details?.picture == nil && state.details?.preview == nil)
        #expect(state.message == nil)

        let comments = try Self.comments()
        _ = state.apply(.comments(second.id, .success(comments)))
        _ = state.apply(.preview(second.id, Fixture.image))
        #expect(state.details?.comments?.isEmpty == false && state.details?.totalComments == comments.totalItems)
        #expect(state.details?.preview?.isEmpty == false, "the picture is drawn")
    }

    @Test func answersAfterTheDetailsClosedAreIgnored() throws {
        var state = Fixture.showing(page: 1)
        let photo = Fixture.photos(onPage: 1)[0]
        _ = state.pressKeys(.enter)
        _ = state.pressKeys(.escape)
        #expect(state.screen == .grid && state.details == nil)
        _ = state.apply(.comments(photo.id, .success(try Self.comments())))
        _ = state.apply(.preview(photo.id, nil))
        #expect(state.details == nil)
    }

    @Test func failuresShowWhereTheyHappened() {
        var state = Fixture.showing(page: 1)
        let photo = Fixture.photos(onPage: 1)[0]
        _ = state.pressKeys(.enter)
        _ = state.apply(.comments(photo.id, .failure(.invalidURL("x"))))
        _ = state.apply(.preview(photo.id, nil))
        #expect(state.details?.commentsFailure?.hasPrefix("comments: ") == true)
        #expect(state.details?.previewFailed == true)
        _ = state.apply(.photo(photo.id, .failure(.invalidURL("x"))))
        guard case .error(let text) = state.message else {
            Issue.record("no error shown")
            return
        }
        #expect(text.hasPrefix("photo \(photo.id): "))
    }

    @Test func theTextScrollsWithinItsBoundsAlsoAfterAResize() throws {
        var state = Fixture.showing(page: 1)
        let photo = Fixture.photos(onPage: 1)[0]
        _ = state.pressKeys(.enter)
        _ = state.apply(.comments(photo.id, .success(try Self.comments())))
        _ = state.type("k")
        #expect(state.details?.scroll == 0)
        _ = state.type("G")
        let bottom = try #require(state.details?.scroll)
        #expect(bottom > 0)
        _ = state.type("j")
        #expect(state.details?.scroll == bottom, "never past the end")
        _ = state.apply(.resized((80, 40), at: Fixture.start + .seconds(1)))
        #expect(try #require(state.details?.scroll) < bottom, "a taller screen ends the text higher up")
        _ = state.type("g")
        #expect(state.details?.scroll == 0)
    }

    @Test func rOnAPhotoFetchesItAgainPastTheCaches() {
        var state = Fixture.showing(page: 1)
        let photo = Fixture.photos(onPage: 1)[0]
        _ = state.pressKeys(.enter)
        let effects = state.type("r")
        #expect(effects.first == .cancel(.details))
        guard case .openDetails(photo, _, reload: true) = effects.last else {
            Issue.record("not reloaded: \(effects)")
            return
        }
        #expect(state.pageNumber == 1 && state.photos != nil, "the page stays as it was")
    }

    @Test func dTwiceStartsOneDownload() {
        var state = Fixture.showing(page: 1)
        let photo = Fixture.photos(onPage: 1)[0]
        #expect(state.type("d") == [.startDownload(photoID: photo.id)])
        #expect(state.download == "↓ \(photo.id): asking for the image…")
        #expect(state.type("d").isEmpty)
        #expect(state.message == .info("a download is running; wait for it to finish"))

        _ = state.apply(.downloadProgress("↓ 1000.jpg 50% of 1 MiB"))
        #expect(state.download == "↓ 1000.jpg 50% of 1 MiB")
        _ = state.apply(.downloadEnded(.info("saved 1000.jpg (1 MiB)")))
        #expect(state.download == nil && state.message == .info("saved 1000.jpg (1 MiB)"))
        _ = state.apply(.downloadProgress("↓ late"))
        #expect(state.download == nil, "progress after the end is dropped")

        _ = state.type("l")
        _ = state.pressKeys(.enter)
        #expect(state.type("d") == [.startDownload(photoID: Fixture.photos(onPage: 1)[1].id)], "the open photo")
    }

    @Test func dWithNothingToSaveDoesNothing() {
        var state = Fixture.loading(page: 1)
        #expect(state.type("d").isEmpty)
        #expect(state.download == nil && !state.downloadRunning)
    }
}
