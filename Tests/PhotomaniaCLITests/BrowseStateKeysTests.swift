import Foundation
import Testing

@testable import PhotomaniaCLI
@testable import PhotomaniaKit

/// The search prompt, `f`, help, the ways out, and the terminal's own events, decided by
/// `BrowseState` alone.
@Suite struct BrowseStateKeysTests {
    typealias Fixture = BrowseFixture

    @Test func theSearchPromptIsTypedEditedAndSearched() {
        var state = Fixture.showing(page: 3)
        #expect(state.type("/").isEmpty)
        #expect(state.prompt == "")
        _ = state.type("owl q")
        #expect(state.prompt == "owl q", "q is typed, it does not quit")
        _ = state.pressKeys(.backspace, .backspace)
        #expect(state.prompt == "owl")
        _ = state.pressKeys(.control("u"))
        #expect(state.prompt == "")
        _ = state.type("  light house ")
        let effects = state.pressKeys(.enter)
        let search = Fixture.key(1, of: .search(.term("light house")))
        #expect(effects == [.cancel(.details), .cancel(.page), .cancel(.prefetch), .fetchPage(search, after: .zero)])
        #expect(state.prompt == nil && state.pageKey == search && state.totalPages == nil)
    }

    @Test func escapeOrAnEmptySearchLeavesEverythingAsItWas() {
        var state = Fixture.showing(page: 2)
        _ = state.type("/abc")
        #expect(state.pressKeys(.escape).isEmpty)
        #expect(state.prompt == nil && state.pageKey == Fixture.key(2))
        _ = state.type("/  ")
        #expect(state.pressKeys(.enter).isEmpty)
        #expect(state.pageKey == Fixture.key(2))
    }

    @Test func ctrlCInThePromptStillQuits() {
        var state = Fixture.showing()
        _ = state.type("/ab")
        #expect(state.pressKeys(.control("c")) == [.exit(.interrupted)])
    }

    @Test func fGoesToTheNextFeaturesFirstPage() {
        var state = Fixture.showing(page: 3)
        let next = Fixture.key(1, of: BrowseFixture.popular.nextStream(among: FiveHundredPx.capabilities.streamsWithoutUser))
        #expect(state.type("f") == [.cancel(.details), .cancel(.page), .cancel(.prefetch), .fetchPage(next, after: .zero)])
        #expect(state.pageKey == next && state.totalPages == nil && state.totalItems == nil)
    }

    @Test func helpComesUpAndAnyKeyGoesBackWhereItCameFrom() {
        var state = Fixture.showing()
        #expect(state.type("?") == [.invalidateScreen], "the keys on a cleared screen")
        #expect(state.screen == .help)
        #expect(state.type("n") == [.invalidateScreen], "any key goes back, n turns no page")
        #expect(state.screen == .grid && state.pageNumber == 1)
        _ = state.pressKeys(.enter)
        _ = state.type("?")
        _ = state.type("q")
        #expect(state.screen == .details, "back to the photo, not out of it")
    }

    /// 80×24: four tiles a row, two rows in view; 20 photos make five rows.
    @Test func downAndUpMoveARowAndStayOnTheFirstAndLastRows() {
        var state = Fixture.showing()
        #expect(state.type("j").isEmpty && state.selection == 4)
        #expect(state.pressKeys(.down).pagesStillFetched.isEmpty && state.selection == 8 && state.firstTileRow == 1)
        _ = state.type("jj")
        #expect(state.selection == 16 && state.firstTileRow == 3)
        #expect(state.type("j").isEmpty && state.pressKeys(.down).isEmpty, "the last row: no page is turned")
        #expect(state.selection == 16 && state.pageNumber == 1)
        _ = state.type("lk")
        #expect(state.selection == 13, "up a row, to the same column")
        _ = state.pressKeys(.up, .up, .up, .up, .up)
        #expect(state.selection == 1 && state.firstTileRow == 0 && state.pageNumber == 1, "the first row: it stays")
    }

    @Test func rightAndLeftMoveAPhotoInReadingOrderAndStayAtThePagesEnds() {
        var state = Fixture.showing(page: 2)
        #expect(state.type("h").isEmpty && state.pressKeys(.left).isEmpty, "the first photo: no page is turned")
        #expect(state.selection == 0 && state.pageNumber == 2)
        _ = state.type("lll")
        #expect(state.selection == 3)
        _ = state.pressKeys(.right)
        #expect(state.selection == 4, "past the row's end, the next row's first photo")
        _ = state.type("h")
        #expect(state.selection == 3)
        _ = state.pressKeys(.end)
        #expect(state.type("l").isEmpty && state.pressKeys(.right).isEmpty)
        #expect(state.selection == 19 && state.pageNumber == 2)
        _ = state.type("n")
        #expect(state.pageNumber == 3, "n and p still turn pages")
    }

    @Test func downOntoAShorterLastRowGoesToItsLastPhoto() {
        var state = Fixture.loading()
        _ = state.apply(.page(Fixture.key(1), .success(ListedPage(summary: PageSummary(number: 1, totalPages: 1, totalItems: 18), photos: Fixture.photos(onPage: 1, count: 18)))))
        _ = state.type("jjjlll")
        #expect(state.selection == 15)
        _ = state.type("j")
        #expect(state.selection == 17, "no photo under it: the last one")
        _ = state.type("k")
        #expect(state.selection == 13)
    }

    @Test func aRowMoveBringsTheNextTilesThumbnailsFirst() {
        var state = Fixture.showing()
        _ = state.type("j")
        let effects = state.type("j")
        #expect(state.selection == 8 && state.firstTileRow == 1)
        guard case .loadThumbnails(Fixture.key(1), let photos, _, reload: false) = effects.first else {
            Issue.record("no thumbnails asked for: \(effects)")
            return
        }
        #expect(Set(Fixture.photos(onPage: 1)[8..<12]).isSubset(of: Set(photos)), "the row that came into view")
    }

    @Test func onAPhotoTheArrowsScrollAndHAndLDoNothing() throws {
        var state = Fixture.showing()
        _ = state.pressKeys(.enter)
        #expect(state.type("hl").isEmpty && state.pressKeys(.left, .right).isEmpty)
        #expect(state.screen == .details && state.selection == 0 && state.details?.scroll == 0)
    }

    @Test func theWaysOutEndWithTheirCodes() {
        var state = Fixture.showing()
        #expect(state.type("q") == [.exit(.success)])
        #expect(state.pressKeys(.control("c")) == [.exit(.interrupted)])
        #expect(state.apply(.signal(SIGINT)) == [.exit(.interrupted)])
        #expect(state.apply(.signal(SIGTERM)) == [.exit(.terminated)])
        #expect(state.apply(.signal(SIGHUP)) == [.exit(.hangUp)])
        #expect(state.apply(.inputClosed) == [.exit(.hangUp)])
        #expect(ExitCode.terminated.rawValue == 143 && ExitCode.hangUp.rawValue == 129)
    }

    @Test func keysAfterQuitInTheSameBatchAreNotRead() {
        var state = Fixture.showing()
        #expect(state.type("qn") == [.exit(.success)])
        #expect(state.pageNumber == 1)
    }

    @Test func qOnAPhotoGoesBackRatherThanQuitting() {
        var state = Fixture.showing()
        _ = state.pressKeys(.enter)
        #expect(state.type("q") == [.cancel(.details)])
        #expect(state.screen == .grid)
    }

    @Test func ctrlZSuspendsAndContinuingTakesTheTerminalBackAndRedraws() {
        var state = Fixture.showing()
        #expect(state.pressKeys(.control("z")) == [.suspend])
        #expect(state.apply(.signal(SIGTSTP)) == [.suspend])
        #expect(state.apply(.continued((100, 30), at: Fixture.start + .seconds(5))) == [.enterTerminal, .invalidateScreen])
        #expect(state.layout.width == 100 && state.layout.height == 30)
        #expect(state.pressKeys(.control("l")) == [.invalidateScreen])
    }

    @Test func resizesLayTheScreenOutAtMostEvery50Milliseconds() {
        var state = Fixture.showing()
        let start = Fixture.start
        #expect(BrowseState.relayoutInterval == .milliseconds(50))
        #expect(state.apply(.resized((42, 30), at: start + .milliseconds(10))) == [.scheduleRelayout(after: .milliseconds(40))])
        #expect(state.layout.width == 80, "not yet")
        #expect(state.apply(.resized((50, 30), at: start + .milliseconds(20))).isEmpty, "one relayout is already due")
        #expect(state.apply(.relayoutDue((50, 30), at: start + .milliseconds(50))) == [.invalidateScreen])
        #expect(state.layout == GridLayout(width: 50, height: 30))
        #expect(state.apply(.resized((120, 30), at: start + .milliseconds(100))) == [.invalidateScreen], "50 ms since the last")
        #expect(state.layout.tileColumns == 6)
        #expect(state.apply(.resized((80, 24), at: start + .milliseconds(120))) == [.scheduleRelayout(after: .milliseconds(30))])
    }

    @Test func aResizeKeepsTheSelectionInView() {
        var state = Fixture.showing()
        _ = state.type(String(repeating: "l", count: 19))
        #expect(state.selection == 19 && state.firstTileRow == 3)
        _ = state.apply(.resized((80, 60), at: Fixture.start + .seconds(1)))
        #expect(state.visibleIndices(layout: state.layout).contains(19))
    }

    @Test func theFrameFitsTheScreenOrSaysTheWindowIsTooSmall() {
        var state = Fixture.showing()
        #expect(state.frame.count == 24)
        _ = state.apply(.resized((12, 2), at: Fixture.start + .seconds(1)))
        #expect(state.frame == ["window too… ", "            "])
    }
}
