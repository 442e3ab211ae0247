import Foundation
import PhotomaniaServer
import Testing

@testable import PhotomaniaCLI

@Suite("photo --preview fits the window")
struct ThumbnailPreviewFitTests {
    private let truecolor = ["COLORTERM": "truecolor"]

    @Test func theWholeOutputFitsA50LineWindow() async throws {
        try await withDemoServer { server in
            let cache = try TemporaryDirectory()
            let id = try #require(server.catalog.photoIDs.first)
            let arguments = ["--api", server.baseURL, "--cache-dir", cache.path, "photo", String(id), "--preview"]
            let result = await photomania(arguments, terminal: true, columns: 200, rows: 50, environment: truecolor)
            #expect(result.status == 0, "\(result.standardError)")
            let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
            let picture = lines.filter { $0.contains("▀") }
            #expect(picture.count >= 10)
            #expect(picture.count <= 48, "the picture alone fits")
            #expect(lines.count <= 50, "text, picture and the prompt line fit in 50 lines")
            for line in picture { #expect(visibleWidth(line) <= 200) }
        }
    }

    @Test func kittyPreviewAsksForNoMoreRowsThanTheWindowHas() async throws {
        try await withDemoServer { server in
            let cache = try TemporaryDirectory()
            let id = try #require(server.catalog.photoIDs.first)
            let arguments = ["--api", server.baseURL, "--cache-dir", cache.path, "--images", "kitty", "photo", String(id), "--preview"]
            let result = await photomania(arguments, terminal: true, columns: 200, rows: 50)
            #expect(result.status == 0, "\(result.standardError)")
            let keys = try #require(result.standardOutput.firstMatch(of: /\x{1B}_G([^;]*);/)).1
            let rows = try #require(keys.firstMatch(of: /r=([0-9]+)/).flatMap { Int($0.1) })
            let textLines = try #require(result.standardOutput.split(separator: "\u{1B}_G").first)
                .split(separator: "\n", omittingEmptySubsequences: false).count
            #expect(rows >= 10 && rows + textLines <= 50)
        }
    }

    @Test func fitWithoutAKnownHeightKeepsTheOldSize() {
        #expect(PreviewFit.fit(width: 61, height: nil, aspect: 1.5, textLines: 20) == PreviewFit(columns: 60, rows: 20))
        #expect(PreviewFit.fit(width: 300, height: nil, aspect: 0.5, textLines: 20) == PreviewFit(columns: 100, rows: 40))
    }

    @Test(arguments: [(50, 20), (50, 45), (24, 10), (12, 30), (3, 1)])
    func fitStaysInsideTheWindow(height: Int, textLines: Int) {
        for aspect in [0.5, 1.0, 1.5, 3.0] {
            let fit = PreviewFit.fit(width: 200, height: height, aspect: aspect, textLines: textLines)
            #expect(fit.rows >= 1 && fit.columns >= 1 && fit.columns <= 100)
            #expect(fit.rows <= max(1, height - 2))
            if textLines + 2 + 10 <= height { #expect(fit.rows + textLines + 2 <= height) }
        }
    }

    @Test func aShorterBoxIsNarrowedToKeepTheShape() {
        let fit = PreviewFit.fit(width: 200, height: 30, aspect: 1.5, textLines: 10)
        #expect(fit == PreviewFit(columns: 54, rows: 18))
    }

    @Test func consoleHeightComesFromTheTerminalOrLines() {
        let terminal = Console(standardOutput: CapturedOutput(isTerminal: true, columns: 80, rows: 33), standardError: CapturedOutput(), environment: ["LINES": "20"])
        #expect(terminal.height == 33)
        let lines = Console(standardOutput: CapturedOutput(), standardError: CapturedOutput(), environment: ["LINES": "20"])
        #expect(lines.height == 20)
        let unknown = Console(standardOutput: CapturedOutput(), standardError: CapturedOutput(), environment: ["LINES": "x"])
        #expect(unknown.height == nil)
    }
}
