import Foundation
import Testing

@testable import PhotomaniaCLI
@testable import PhotomaniaKit

/// Issue 21 items 20 and 21: `q` after a search or a feature change quit, though `?` says q goes
/// back; a header cut to the window ran its title into its counts.
@Suite struct BrowseStateGoingBackTests {
    typealias Fixture = BrowseFixture

    @Test func qAfterASearchGoesBackToWhereTheSearchStarted() {
        var state = Fixture.showing(page: 3)
        _ = state.type("lll")
        _ = state.type("/owls")
        let search = PhotoSelection.search(.term("owls"))
        #expect(state.pressKeys(.enter).pagesStillFetched == [Fixture.key(1, of: search)])
        _ = state.apply(.page(Fixture.key(1, of: search), .success(Fixture.page(1, of: 2))))
        #expect(state.frame.last?.contains("q back") == true, "the status line says what q does")

        let back = state.type("q")
        #expect(!back.contains(.exit(.success)), "q goes back, it does not quit")
        #expect(state.stream == Fixture.popular && state.pageNumber == 3 && state.selection == 3)
        #expect(back.pagesStillFetched.isEmpty, "page 3 comes back from the cache")
        #expect(state.type("q") == [.exit(.success)], "on the first grid q quits")
    }

    @Test func qAfterFeatureChangesGoesBackOneFeatureAtATime() {
        var state = Fixture.showing(page: 2)
        let upcoming = Fixture.popular.nextStream(among: FiveHundredPx.capabilities.streamsWithoutUser)
        _ = state.type("f")
        _ = state.apply(.page(Fixture.key(1, of: upcoming), .success(Fixture.page(1))))
        _ = state.type("f")
        #expect(state.stream == upcoming.nextStream(among: FiveHundredPx.capabilities.streamsWithoutUser))
        #expect(!state.pressKeys(.backspace).contains(.exit(.success)))
        #expect(state.stream == upcoming && state.pageNumber == 1)
        #expect(!state.type("q").contains(.exit(.success)))
        #expect(state.stream == Fixture.popular && state.pageNumber == 2)
        #expect(state.type("q") == [.exit(.success)])
    }

    @Test func aCutHeaderKeepsASpaceBeforeItsCountsAtEveryWidth() throws {
        var state = Fixture.showing()
        let term = String(repeating: "lighthouse at dusk ", count: 6).trimmingCharacters(in: .whitespaces)
        let search = PhotoSelection.search(.term(term))
        _ = state.type("/" + term)
        _ = state.pressKeys(.enter)
        _ = state.apply(.page(Fixture.key(1, of: search), .success(Fixture.page(1))))
        for width in (GridLayout.tileWidth + 2)...220 {
            _ = state.apply(.relayoutDue((width, 24), at: Fixture.start))
            let header = stripEscapes(state.frame[0])
            #expect(displayWidth(of: header) == width)
            let counts = try #require(header.range(of: "photo 1/"), "at \(width) columns: \(header)")
            if counts.lowerBound != header.startIndex {
                #expect(header[header.index(before: counts.lowerBound)] == " ", "at \(width) columns: \(header)")
            }
        }
    }
}
