import Foundation
import PhotomaniaKit
import Testing

@testable import PhotomaniaCLI

/// Golden screens: the grid and the details drawn into a fixed-size grid of cells, compared as
/// text (escape sequences removed) and checked for exact width.
@Suite struct BrowseScreenTests {
    static let photos = try! Photo.decodeCollection(from: Data(contentsOf: fixturesRoot.appendingPathComponent("api/photos-list.json"))).items
    static let comments = try! Comment.decodeCollection(from: Data(contentsOf: fixturesRoot.appendingPathComponent("api/comments-nested.json")))
    static let style = TerminalStyle(colors: false)

    /// A 3:2 picture: a red top half over a blue bottom half.
    static let picture: [String] = {
        let (width, height) = (30, 20)
        let pixels = (0..<height).flatMap { y in (0..<width).flatMap { _ in y < height / 2 ? [200, 30, 30] : [20, 40, 200] as [UInt8] } }
        return CellPicture.lines(RGBImage(width: width, height: height, pixels: pixels), columns: GridLayout.tileWidth, rows: GridLayout.pictureRows, depth: .trueColor)
    }()

    func text(_ lines: [String], width: Int) -> [String] {
        for line in lines { #expect(displayWidth(of: stripEscapes(line)) == width, "every row spans the screen: \(stripEscapes(line))") }
        return lines.map { stripEscapes($0).replacing(/\ +$/, with: "") }
    }

    func gridState() -> BrowseState {
        var state = BrowseState(stream: .stream(.popular), page: 3)
        state.photos = Self.photos
        state.totalPages = 250
        state.totalItems = 5000
        state.thumbnails[Self.photos[0].id] = Self.picture
        return state
    }

    @Test func gridShowsTilesWithThumbnailCaptionsAndTheSelection() {
        var state = gridState()
        state.selection = 1
        let layout = GridLayout(width: 60, height: 12)
        let screen = text(GridView(state: state, layout: layout, style: Self.style).lines(), width: 60)
        #expect(screen == [
            " photomania · popular photo 2/2 · page 3/250 · 5,000 photos",
            "▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀",
            "▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀",
            "▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀",
            "▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀          ·",
            "▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀",
            "▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀",
            "Orange or lemon     ▶ R E S I G N E D",
            "Lluis de Ha… ★97.4  Carlos Rese… ★97.4",
            "",
            "",
            " hjkl move · n/p page · ⏎ open · / search · f feature · d s…",
        ])
    }

    @Test func aPageThatFailedSaysSoAndHowToRetry() {
        var state = BrowseState(stream: .search(.term("owl")), page: 2)
        state.message = .error("page 2: could not connect to 127.0.0.1")
        let screen = text(GridView(state: state, layout: GridLayout(width: 50, height: 5), style: Self.style).lines(), width: 50)
        #expect(screen == [
            " photomania · search “owl”                 page 2",
            "page 2 could not be loaded; r tries again",
            "",
            "",
            " page 2: could not connect to 127.0.0.1   r retry",
        ])
    }

    @Test func theGridScrollsToKeepTheSelectionInView() {
        var state = gridState()
        state.photos = Array(repeating: Self.photos, count: 10).flatMap { $0 }
        let layout = GridLayout(width: 40, height: 20)
        #expect(layout.tileColumns == 2 && layout.visibleTileRows == 2)
        state.moveSelection(by: 5, layout: layout)
        #expect(state.selection == 5 && state.firstTileRow == 1)
        #expect(state.visibleIndices(layout: layout) == 2..<6)
        state.moveSelection(by: 100, layout: layout)
        #expect(state.selection == 19 && state.firstTileRow == 8)
        state.moveSelection(by: -100, layout: layout)
        #expect(state.selection == 0 && state.firstTileRow == 0)
    }

    @Test func withoutPicturesATileIsItsCaption() {
        let layout = GridLayout(width: 40, height: 8, showsPictures: false)
        let screen = text(GridView(state: gridState(), layout: layout, style: Self.style).lines(), width: 40)
        #expect(screen[1...2] == ["▶ Orange or lemon   R E S I G N E D", "Lluis de Ha… ★97.4  Carlos Rese… ★97.4"])
    }

    @Test func detailsShowThePictureTheFactsAndIndentedReplies() {
        var state = gridState()
        var details = PhotoDetails(photo: Self.photos[0])
        details.comments = Comment.threads(Self.comments.items)
        details.totalComments = Self.comments.totalItems
        details.preview = Self.picture
        state.details = details
        state.screen = .details
        let view = DetailsView(state: state, details: details, width: 60, height: 40, origin: "http://demo", style: Self.style, showsPicture: true)
        let screen = text(view.lines(), width: 60)
        #expect(screen.count == 40)
        #expect(screen.first?.hasPrefix(" Orange or lemon") == true)
        #expect(screen.first?.contains("#4910421") == true)
        #expect(screen[1...6].allSatisfy { $0.hasPrefix(" ▀▀▀") }, "the picture comes first, indented by one")
        #expect(screen.contains(" by Lluis de Haro Sanchez (@Lluisdeharo)"))
        let document = view.document.map { stripEscapes($0) }
        #expect(document.contains { $0.hasPrefix(" Comments (58)") }, "the photo's own count, above the 36 of this page")
        let john = try! #require(document.firstIndex { $0.hasPrefix(" #") && $0.contains("  John Haig") }, "each comment with the id reply takes")
        let manny = try! #require(document.firstIndex { $0.hasPrefix("     ↳ #") && $0.contains("  Manny Estrella") }, "a reply one level in")
        #expect(manny > john, "a reply sits under its comment")
        #expect(screen.last?.contains("j/k scroll") == true)
    }

    @Test func detailsScrollButNeverPastTheEnd() {
        var details = PhotoDetails(photo: Self.photos[0])
        details.comments = Comment.threads(Self.comments.items)
        details.totalComments = Self.comments.totalItems
        details.scroll = 10_000
        let view = DetailsView(state: gridState(), details: details, width: 60, height: 12, origin: "http://demo", style: Self.style, showsPicture: false)
        let screen = text(view.lines(), width: 60)
        #expect(screen.count == 12)
        #expect(screen[0].hasSuffix("100%"), "the header says how far down")
        #expect(screen[10] != "", "the last page of the document fills the screen")
    }

    @Test func theHelpScreenIsExactlyAsLargeAsTheTerminal() {
        for width in [18, 20, 33, 60, 80, 81, 132] {
            for height in 1...30 {
                let lines = HelpView(width: width, height: height, style: TerminalStyle(colors: true)).lines()
                #expect(lines.count == height, "\(width)×\(height)")
                #expect(lines.allSatisfy { displayWidth(of: stripEscapes($0)) == width }, "\(width)×\(height)")
            }
        }
        let screen = text(HelpView(width: 80, height: 24, style: Self.style).lines(), width: 80)
        #expect(screen[0] == " photomania · keys" && screen[1] == "" && screen.last == " any key goes back")
        #expect(screen[2] == "   ↓ j ↑ k   down / up a row of photos; on a photo: scroll")
        #expect(screen.contains("   Ctrl-C    quit"), "every key fits on 80×24")
        let short = text(HelpView(width: 80, height: 10, style: Self.style).lines(), width: 80)
        #expect(short[1].hasPrefix("   ↓ j ↑ k"), "no blank line when the keys do not all fit")
    }

    /// The grid as the terminal shows it (thumbnails, the selection, captions), then `?`.
    func gridThenHelp(width: Int, height: Int, drift: Bool) -> (help: [String], shown: [String]) {
        var state = BrowseFixture.showing()
        _ = state.apply(.resized((width, height), at: BrowseFixture.start + .seconds(1)))
        for photo in state.photos ?? [] { _ = state.apply(.thumbnail(BrowseFixture.key(1), photoID: photo.id, BrowseFixture.image)) }
        var writer = FrameWriter()
        var terminal = ScreenModel(width: width, height: height)
        terminal.feed(writer.update(to: state.frame))
        #expect(terminal.rows.contains { $0.contains("▶ ") })
        if drift {
            // Something the frames did not draw: a bottom line one cell wider than the terminal
            // counted it wraps and scrolls everything up a line.
            terminal.feed("\u{1B}[\(height);1H" + String(repeating: "#", count: width + 1))
        }
        if state.type("?").contains(.invalidateScreen) { writer.invalidate() }
        terminal.feed(writer.update(to: state.frame))
        return (state.frame.map { stripEscapes($0).replacing(/\ +$/, with: "") }, terminal.rows)
    }

    @Test func theHelpScreenCoversEveryCellOfTheGrid() {
        for (width, height) in [(80, 24), (60, 12), (120, 40), (40, 30)] {
            for drift in [false, true] {
                let (help, shown) = gridThenHelp(width: width, height: height, drift: drift)
                #expect(shown == help, "\(width)×\(height), drift: \(drift)")
                #expect(!shown.contains { $0.contains("▀") || $0.contains("▶") || $0.contains("★") || $0.contains("#") }, "no grid text left")
            }
        }
    }
}
