import Foundation
import Testing

@testable import PhotomaniaCLI
@testable import PhotomaniaKit

/// `browse` with SIXEL pictures: like iTerm2's, a picture stays in its cells until text covers
/// them, so it is drawn again whenever the frame rewrote one of its rows, and blanked where it
/// left; checked by parsing the bytes a session would write.
@Suite struct BrowseSixelTests {
    typealias Screen = PictureScreen<SixelPlacements>
    static let image = BrowseKittyTests.image
    static let tileSpots = BrowseITermTests.tileSpots
    static let drawing = PictureDrawing(requested: .sixel, environment: [:], isTerminal: true)

    static func screen(thumbnails count: Int = 20) -> (Screen, first: String) {
        Screen.page(.sixel, layer: SixelPlacements(drawing: drawing), image: image, thumbnails: count)
    }

    /// The 1-based row and column each picture is drawn from (its box's corner, then the moves
    /// that centre it), and the cells blanked (`ECH`) by row and column.
    static func draws(_ output: String) -> [[Int]] {
        output.matches(of: /\x{1B}\[([0-9]+);([0-9]+)H\x{1B}7(?:\x{1B}\[([0-9]+)B)?(?:\x{1B}\[([0-9]+)C)?\x{1B}P/).map { match in
            [Int(match.1)! + (match.3.flatMap { Int($0) } ?? 0), Int(match.2)! + (match.4.flatMap { Int($0) } ?? 0)]
        }
    }

    static func erases(_ output: String) -> [[Int]] {
        output.matches(of: /\x{1B}\[0m\x{1B}\[([0-9]+);([0-9]+)H\x{1B}\[[0-9]+X/).map { [Int($0.1)!, Int($0.2)!] }
    }

    @Test func eachVisibleTileIsDrawnOverBlankCellsAtItsSpot() throws {
        let (screen, first) = Self.screen()
        #expect(!screen.state.frame.joined().contains("▀"), "no half blocks")
        #expect(!screen.state.frame.joined().contains("\u{1B}P"), "the frame's lines carry no pictures")
        // A 3:2 thumbnail fills its 18×6-cell spot at 10×20-pixel cells: no centring moves.
        #expect(Self.draws(first) == Self.tileSpots)
        let text = try #require(first.range(of: "\u{1B}P")?.lowerBound)
        #expect(first[..<text].contains("\u{1B}[2J"), "pictures go after the frame's text")
        #expect(first.components(separatedBy: "\u{1B}\\\u{1B}8").count == 9, "the cursor restored after each")
    }

    @Test func aPictureIsDrawnAgainOnlyWhenTextWasWrittenOverIt() {
        var (screen, _) = Self.screen(thumbnails: 1)
        #expect(screen.draw().isEmpty, "nothing changed, nothing sent")
        #expect(Self.draws(screen.type("l")).isEmpty, "the selection's row is below the pictures")

        let photo = BrowseFixture.photos(onPage: 1)[1]
        let arrived = screen.apply(.thumbnail(BrowseFixture.key(1), photoID: photo.id, Self.image))
        #expect(Self.draws(arrived) == [[2, 1], [2, 21]])

        let cleared = screen.apply(.keys([.control("l")]))
        #expect(Self.draws(cleared) == [[2, 1], [2, 21]] && Self.erases(cleared).isEmpty, "Ctrl-L cleared the screen: all drawn again")
    }

    @Test func scrollingBlanksThePicturesThatLeftAndDrawsTheOthersWhereTheyAreNow() {
        var (screen, _) = Self.screen()
        let output = screen.type("jj")
        #expect(Set(Self.erases(output)).isSuperset(of: [[3, 1], [3, 21], [3, 41], [3, 61]]), "the old pictures' blank rows erased")
        #expect(Self.draws(output) == Self.tileSpots, "the second row moved up, the third came in")
        let lastErase = output.ranges(of: "X\u{1B}").last?.lowerBound
        let firstDraw = output.range(of: "\u{1B}P")?.lowerBound
        #expect(lastErase.map { $0 < firstDraw! } ?? true, "erased before drawn over")
    }

    /// A tile's picture encoded with its thumbnail (off the session's thread) is drawn as it came.
    @Test func aPictureEncodedWithItsThumbnailIsDrawnAsItCame() {
        var (screen, _) = Self.screen(thumbnails: 0)
        let photo = BrowseFixture.photos(onPage: 1)[0]
        let encoded = SixelPicture(sequence: "\u{1B}P0;1q\"1;1;180;120#0;2;50;0;0!180~\u{1B}\\", boxColumns: 18, boxRows: 6, left: 0, top: 0)
        let output = screen.apply(.thumbnail(BrowseFixture.key(1), photoID: photo.id, Self.image, sixel: encoded))
        #expect(output.contains(encoded.sequence))
        #expect(Self.draws(output) == [[2, 1]])
    }

    @Test func thePreviewIsEncodedForItsBoxAndCoveredWhenScrolled() throws {
        var (screen, _) = Self.screen()
        _ = screen.press(.enter)
        _ = screen.apply(.comments(1000, .success(try BrowseStateDetailsTests.comments())))
        let preview = screen.apply(.preview(1000, Self.image))
        #expect(Self.draws(preview) == [[2, 21]])
        let size = try #require(preview.firstMatch(of: /\x{1B}P0;1q"1;1;([0-9]+);([0-9]+)/))
        #expect(Int(size.1)! <= 33 * 10 && Int(size.2)! <= 11 * 20, "within its 33×11-cell box")
        #expect(Self.draws(screen.type("j")).isEmpty, "scrolled: the text covers it")
        #expect(Self.draws(screen.type("k")) == [[2, 21]])
    }
}
