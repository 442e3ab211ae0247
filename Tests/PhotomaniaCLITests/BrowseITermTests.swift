import Foundation
import Testing

@testable import PhotomaniaCLI
@testable import PhotomaniaKit

/// `browse` with iTerm2 pictures: a picture stays in its cells until text covers them, so it is
/// drawn again whenever the frame rewrote one of its rows, and blanked where it left; checked by
/// parsing the bytes a session would write.
@Suite struct BrowseITermTests {
    typealias Screen = PictureScreen<ITermPlacements>
    static let image = BrowseKittyTests.image
    static let tileSpots = [[2, 1], [2, 21], [2, 41], [2, 61], [11, 1], [11, 21], [11, 41], [11, 61]]

    static func screen(thumbnails count: Int = 20) -> (Screen, first: String) {
        Screen.page(.iterm, layer: ITermPlacements(), image: image, thumbnails: count)
    }

    @Test func eachVisibleTileIsDrawnAsAJPEGOverBlankCells() throws {
        let (screen, first) = Self.screen()
        #expect(!screen.state.frame.joined().contains("▀"), "no half blocks")
        #expect(!screen.state.frame.joined().contains("\u{1B}]1337"), "the frame's lines carry no pictures")
        let draws = ITermCommand.parse(first).draws
        #expect(draws.map { [$0.row, $0.column] } == Self.tileSpots)
        for draw in draws {
            guard case .draw(let columns, let rows, let file) = draw.kind else { continue }
            #expect(columns == 18 && rows == 6)
            let info = try JPEGDecoder.info(of: file)
            #expect(info.width == 30 && info.height == 20, "the thumbnail itself, as a JPEG")
        }
        let text = try #require(first.range(of: "\u{1B}]1337")?.lowerBound)
        #expect(first[..<text].contains("\u{1B}[2J"), "pictures go after the frame's text")
        #expect(first.components(separatedBy: "\u{1B}7").count == 9 && first.components(separatedBy: "\u{07}\u{1B}8").count == 9, "the cursor saved and restored around each")
    }

    @Test func aPictureIsDrawnAgainOnlyWhenTextWasWrittenOverIt() {
        var (screen, _) = Self.screen(thumbnails: 1)
        #expect(screen.draw().isEmpty, "nothing changed, nothing sent")
        #expect(ITermCommand.parse(screen.type("l")).isEmpty, "the selection's row is below the pictures")

        // The second tile's "·" row becomes blank: the first tile's picture, on that row, is covered.
        let photo = BrowseFixture.photos(onPage: 1)[1]
        let arrived = ITermCommand.parse(screen.apply(.thumbnail(BrowseFixture.key(1), photoID: photo.id, Self.image)))
        #expect(arrived.drawnAt == [[2, 1], [2, 21]])

        let cleared = ITermCommand.parse(screen.apply(.keys([.control("l")])))
        #expect(cleared.drawnAt == [[2, 1], [2, 21]] && cleared.erasedAt.isEmpty, "Ctrl-L cleared the screen: all drawn again")
    }

    @Test func scrollingBlanksThePicturesThatLeftAndDrawsTheOthersWhereTheyAreNow() {
        var (screen, _) = Self.screen()
        let output = screen.type("jj")
        let commands = ITermCommand.parse(output)
        #expect(Set(commands.erasedAt).isSuperset(of: [[3, 1], [3, 21], [3, 41], [3, 61]]), "the old pictures' blank rows erased")
        #expect(commands.drawnAt == Self.tileSpots, "the second row moved up, the third came in")
        let lastErase = commands.lastIndex { !$0.isDraw } ?? 0
        let firstDraw = commands.firstIndex(where: \.isDraw) ?? 0
        #expect(lastErase < firstDraw, "erased before drawn over")
    }

    @Test func otherScreensCoverThePicturesAndComingBackDrawsThemAgain() throws {
        var (screen, _) = Self.screen()
        #expect(ITermCommand.parse(screen.type("?")).draws.isEmpty)
        #expect(ITermCommand.parse(screen.type("q")).drawnAt == Self.tileSpots)

        _ = screen.press(.enter)
        _ = screen.apply(.comments(1000, .success(try BrowseStateDetailsTests.comments())))
        let preview = ITermCommand.parse(screen.apply(.preview(1000, Self.image))).draws
        #expect(preview.drawnAt == [[2, 21]])
        if case .draw(let columns, let rows, _) = preview.first?.kind { #expect(columns == 33 && rows == 11) }
        #expect(ITermCommand.parse(screen.type("j")).draws.isEmpty, "scrolled: the text covers it")
        #expect(ITermCommand.parse(screen.type("k")).drawnAt == [[2, 21]])
        #expect(screen.pictures.removeAll().isEmpty, "leaving the alternate screen takes the cells with it")
    }
}
