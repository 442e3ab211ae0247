import Foundation
import Testing

@testable import PhotomaniaCLI

/// A cell's size in pixels: from the window's size, else the terminal's answer, else 10×20;
/// only plausible sizes count, and graphics pictures are sized by it.
@Suite struct CellSizeTests {
    @Test func theWindowsPixelsOverItsCells() {
        let window = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 720, ws_ypixel: 432)
        #expect(CellSize(window: window) == CellSize(width: 9, height: 18, source: .window))
    }

    @Test(arguments: [
        winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0),
        winsize(ws_row: 24, ws_col: 80, ws_xpixel: 720, ws_ypixel: 0),
        winsize(ws_row: 0, ws_col: 0, ws_xpixel: 720, ws_ypixel: 432),
        winsize(ws_row: 24, ws_col: 80, ws_xpixel: 80, ws_ypixel: 432),
        winsize(ws_row: 1, ws_col: 1, ws_xpixel: 4000, ws_ypixel: 4000),
    ])
    func noSizeFromAWindowWithoutPlausiblePixels(window: winsize) {
        #expect(CellSize(window: window) == nil)
    }

    @Test(arguments: [(2, 4, true), (64, 128, true), (1, 20, false), (10, 3, false), (65, 20, false), (10, 129, false), (-10, -20, false)])
    func onlyPlausibleSizesCount(width: Int, height: Int, plausible: Bool) {
        #expect((CellSize(width: width, height: height, source: .terminal) != nil) == plausible)
    }

    @Test func theWindowWinsThenTheAnswerThenTheAssumption() {
        let window = CellSize(width: 9, height: 18, source: .window)
        let reported = CellSize(width: 12, height: 24, source: .terminal)
        #expect(CellSize.resolve(window: window, reported: reported) == window)
        #expect(CellSize.resolve(window: nil, reported: reported) == reported)
        #expect(CellSize.resolve(window: nil, reported: nil) == .assumed)
        #expect(CellSize.assumed.width == 10 && CellSize.assumed.height == 20)
    }

    @Test func graphicsPicturesAreSizedByTheCell() throws {
        let answers = TerminalAnswers(attributes: [62, 4], cellSize: CellSize(width: 8, height: 16, source: .terminal))
        let sixel = PictureDrawing(requested: nil, environment: ["TERM": "xterm-256color"], isTerminal: true, answers: answers)
        #expect(sixel.mode == .sixel)
        #expect(sixel.pixelBox(columns: 10, rows: 5) == (80, 80))
        let window = try #require(CellSize(width: 7, height: 15, source: .window))
        let kitty = PictureDrawing(requested: .kitty, environment: [:], isTerminal: true, answers: answers, window: window)
        #expect(kitty.pixelBox(columns: 10, rows: 5) == (70, 75), "the window's size wins over the answer")
        let blocks = PictureDrawing(requested: .blocks, environment: [:], isTerminal: true, answers: answers)
        #expect(blocks.pixelBox(columns: 10, rows: 5) == (10, 10), "half blocks: two pixels a cell")
        let assumed = PictureDrawing(requested: .iterm, environment: [:], isTerminal: true)
        #expect(assumed.pixelBox(columns: 10, rows: 5) == (100, 100))
    }
}
