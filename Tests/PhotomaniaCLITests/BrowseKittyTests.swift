import Foundation
import Testing

@testable import PhotomaniaCLI
@testable import PhotomaniaKit

/// `browse` with kitty pictures: the frame's picture cells stay blank, and `KittyPlacements`
/// sends each image once and places, moves and removes it as frames change; checked by
/// parsing the bytes a session would write.
@Suite struct BrowseKittyTests {
    /// 3:2, like the photos: it fills a tile's 18×6 picture box.
    static let image = RGBImage(width: 30, height: 20, pixels: (0..<1800).map { UInt8($0 % 251) })

    typealias Screen = PictureScreen<KittyPlacements>

    static func screen(thumbnails count: Int = 20) -> (Screen, first: String) {
        Screen.page(.kitty, layer: KittyPlacements(), image: image, thumbnails: count)
    }

    @Test func pictureCellsStayBlankAndEachVisibleTileIsPlacedOverThem() throws {
        let (screen, first) = Self.screen()
        let frame = screen.state.frame
        #expect(!frame.joined().contains("▀") && !frame.joined().contains("▄"), "no half blocks")
        #expect(!frame.joined().contains("\u{1B}_G"), "the frame's lines carry no pictures")
        #expect(frame[1].trimmingCharacters(in: .whitespaces).isEmpty, "the first picture row is blank")
        #expect(frame[7].contains("photo 1 of page 1"), "captions under the pictures")

        let commands = KittyCommand.parse(first)
        let sent = commands.with(action: "t")
        #expect(sent.count == 8 && Set(sent.compactMap(\.id)).count == 8, "the 8 tiles in view, each its own id")
        for image in sent {
            #expect(image.keys["f"] == "24" && image.int("s") == 30 && image.int("v") == 20)
            #expect(image.payload == Data(Self.image.pixels))
        }
        let placed = commands.with(action: "p")
        #expect(placed.map(\.id) == sent.map(\.id))
        #expect(placed.allSatisfy { $0.keys["p"] == "1" && $0.keys["C"] == "1" && $0.int("c") == 18 && $0.int("r") == 6 })
        #expect(placed.compactMap { $0.cursor.map { [$0.row, $0.column] } } == [
            [2, 1], [2, 21], [2, 41], [2, 61], [11, 1], [11, 21], [11, 41], [11, 61],
        ])
        let transmitIndex = try #require(first.range(of: "a=t,")?.lowerBound)
        #expect(first[..<transmitIndex].contains("\u{1B}[2J"), "pictures go after the frame's text")
    }

    @Test func redrawsKeepTheImagesAndPlaceThemAgainAfterAClear() {
        var (screen, first) = Self.screen()
        let ids = KittyCommand.parse(first).transmittedIDs
        #expect(screen.draw().utf8.count == 0, "nothing changed, nothing sent")

        let moved = KittyCommand.parse(screen.type("l"))
        #expect(moved.isEmpty, "moving the selection leaves the pictures be")

        let cleared = screen.apply(.keys([.control("l")]))
        #expect(cleared.contains("\u{1B}[2J"))
        let again = KittyCommand.parse(cleared)
        #expect(again.transmittedIDs.isEmpty, "Ctrl-L sends no image again")
        #expect(again.placedIDs == ids, "but places each again")

        let resized = KittyCommand.parse(screen.apply(.resized((100, 30), at: BrowseFixture.start + .seconds(1))))
        #expect(resized.transmittedIDs.count == 7 && Set(resized.transmittedIDs).isDisjoint(with: ids), "only the tiles new in view")
        #expect(resized.placedIDs.count == 15, "5 columns and 3 rows at 100×30")
        #expect(Set(resized.placedIDs).isSuperset(of: ids))
    }

    @Test func scrollingMovesPlacementsAndTakesOffThoseThatLeave() {
        var (screen, first) = Self.screen()
        let firstRow = Array(KittyCommand.parse(first).transmittedIDs.prefix(4))
        let secondRow = Array(KittyCommand.parse(first).transmittedIDs.dropFirst(4))

        let down = KittyCommand.parse(screen.type("jj"))
        #expect(down.deleted("i") == firstRow, "the row scrolled off loses its placements, keeps its data")
        #expect(down.transmittedIDs.count == 4 && Set(down.transmittedIDs).isDisjoint(with: firstRow + secondRow))
        #expect(down.placedIDs.prefix(4) == secondRow[...], "the second row moves up, by the same ids")
        #expect(down.with(action: "p").prefix(4).allSatisfy { $0.cursor?.row == 2 })

        let up = KittyCommand.parse(screen.type("kk"))
        #expect(up.transmittedIDs.isEmpty, "scrolling back sends no image again")
        #expect(up.placedIDs == firstRow + secondRow)
        #expect(up.deleted("i").count == 4)
    }

    @Test func otherScreensAndPagesTakeThePicturesAway() {
        var (screen, first) = Self.screen()
        let ids = KittyCommand.parse(first).transmittedIDs

        let help = KittyCommand.parse(screen.type("?"))
        #expect(help.deleted("i") == ids, "the help screen hides the tiles' pictures")
        let back = KittyCommand.parse(screen.type("q"))
        #expect(back.transmittedIDs.isEmpty && back.placedIDs == ids)

        let next = screen.type("n")
        #expect(Set(KittyCommand.parse(next).deleted("I")) == Set(ids), "a page turned frees its images")
        #expect(screen.state.tilePictures.isEmpty)
    }

    @Test func leavingTheTerminalDeletesEverything() {
        var (screen, first) = Self.screen()
        let ids = KittyCommand.parse(first).transmittedIDs
        let leaving = screen.pictures.removeAll()
        let commands = KittyCommand.parse(leaving)
        #expect(commands.first?.keys == ["a": "d", "d": "A", "q": "2"], "every placement")
        #expect(commands.deleted("I") == ids.sorted(), "and every image sent")
        #expect(screen.pictures.removeAll().isEmpty, "only once")

        // Back after Ctrl-Z: the screen is cleared and the images are sent again.
        screen.take([.invalidateScreen])
        let returned = KittyCommand.parse(screen.draw())
        #expect(returned.transmittedIDs == ids && returned.placedIDs == ids)
    }

    @Test func aReloadedThumbnailIsSentAgainUnderANewID() {
        var (screen, first) = Self.screen(thumbnails: 1)
        let old = KittyCommand.parse(first).transmittedIDs
        #expect(old.count == 1)
        let reloading = KittyCommand.parse(screen.type("r"))
        #expect(reloading.deleted("I") == old, "r lets the old image go")
        _ = screen.apply(.page(BrowseFixture.key(1), .success(BrowseFixture.page(1))))
        let photo = BrowseFixture.photos(onPage: 1)[0]
        let again = KittyCommand.parse(screen.apply(.thumbnail(BrowseFixture.key(1), photoID: photo.id, Self.image)))
        #expect(again.transmittedIDs.count == 1 && again.transmittedIDs != old)
    }

    @Test func thePhotoScreenPlacesItsPictureWhileItIsScrolledIntoView() throws {
        var (screen, first) = Self.screen()
        let tiles = KittyCommand.parse(first).transmittedIDs
        let opening = screen.state.pressKeys(.enter)
        screen.take(opening)
        guard case .openDetails(_, let request?, _) = opening.last else {
            Issue.record("no picture asked for: \(opening)")
            return
        }
        #expect(request.width == 720 && request.height == 220, "a cell's worth of real pixels for its 72×11 cells")
        _ = screen.draw()
        _ = screen.apply(.comments(1000, .success(try BrowseStateDetailsTests.comments())))
        let shown = screen.apply(.preview(1000, Self.image))
        #expect(!screen.state.frame.joined().contains("▀"), "no half blocks under the picture")
        let commands = KittyCommand.parse(shown)
        let preview = try #require(commands.transmittedIDs.first)
        #expect(commands.transmittedIDs == [preview] && !tiles.contains(preview), "the photo's picture, its own id")
        let placed = try #require(commands.with(action: "p").first)
        // 72×11 cells for a 3:2 photo at 80×24; a 30×20 image fills 33 of them, centred.
        #expect(placed.id == preview && placed.int("c") == 33 && placed.int("r") == 11)
        #expect(placed.cursor?.row == 2 && placed.cursor?.column == 21)

        let scrolled = KittyCommand.parse(screen.type("j"))
        #expect(scrolled.deleted("i") == [preview] && scrolled.placedIDs.isEmpty, "scrolled off its top line: taken off")
        let back = KittyCommand.parse(screen.type("k"))
        #expect(back.transmittedIDs.isEmpty && back.placedIDs == [preview], "placed again, not sent again")

        let grid = KittyCommand.parse(screen.type("q"))
        #expect(grid.deleted("I") == [preview], "closing the photo frees its picture")
        #expect(grid.transmittedIDs.isEmpty && grid.placedIDs == tiles)
    }

    @Test func blocksModeDrawsHalfBlocksAndNoPlacements() {
        var state = BrowseFixture.showing()
        _ = state.apply(.thumbnail(BrowseFixture.key(1), photoID: 1000, BrowseFixture.image))
        #expect(state.tilePictures.isEmpty && state.placements.isEmpty)
        #expect(state.frame[1].contains("▀"))
    }

    @Test func kittyTilesAskForRealPixels() {
        let kitty = PictureDrawing(requested: .kitty, environment: [:], isTerminal: true)
        let blocks = PictureDrawing(requested: .blocks, environment: [:], isTerminal: true)
        #expect(kitty.pixelBox(columns: GridLayout.tileWidth, rows: GridLayout.pictureRows) == (180, 120))
        #expect(blocks.mode == .blocks)
        #expect(KittyGraphics.transmit(Self.image, id: 7).hasPrefix("\u{1B}_Ga=t,i=7,f=24,s=30,v=20,q=2,m="))
        #expect(KittyGraphics.place(id: 7, columns: 18, rows: 6) == "\u{1B}_Ga=p,i=7,p=1,c=18,r=6,C=1,q=2\u{1B}\\")
    }
}
