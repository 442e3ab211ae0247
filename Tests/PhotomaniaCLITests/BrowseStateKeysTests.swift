import Foundation
import Testing

@testable import PhotomaniaCLI

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
        let search = Fixture.key(1, of: .search("light house"))
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
        let next = Fixture.key(1, of: BrowseFixture.popular.nextFeature)
        #expect(state.type("f") == [.cancel(.details), .cancel(.page), .cancel(.prefetch), .fetchPage(next, after: .zero)])
        #expect(state.pageKey == next && state.totalPages == nil && state.totalItems == nil)
    }

    @Test func helpComesUpAndAnyKeyGoesBackWhereItCameFrom() {
        var state = Fixture.showing()
        _ = state.type("?")
        #expect(state.screen == .help)
        #expect(state.type("n").isEmpty, "any key goes back, n turns no page")
        #expect(state.screen == .grid && state.pageNumber == 1)
        _ = state.pressKeys(.enter)
        _ = state.type("?")
        _ = state.type("q")
        #expect(state.screen == .details, "back to the photo, not out of it")
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
        _ = state.type(String(repeating: "j", count: 19))
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
