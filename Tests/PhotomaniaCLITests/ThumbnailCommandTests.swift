import Foundation
import PhotomaniaCLI
@testable import PhotomaniaServer
import Testing

@Suite("Thumbnails in the terminal: photos --thumbs, photo --preview, cache")
struct ThumbnailCommandTests {
    private let truecolor = ["COLORTERM": "truecolor"]

    private func imageRequests(_ server: DemoServer) -> Int {
        server.statistics.requestsByPath.filter { $0.key.hasPrefix("/images/") }.values.reduce(0, +)
    }

    @Test func photosWithThumbsDrawsHalfBlocksAndAWarmCacheFetchesNothing() async throws {
        try await withDemoServer { server in
            let cache = try TemporaryDirectory()
            let arguments = ["--api", server.baseURL, "--cache-dir", cache.path, "photos", "--rpp", "4", "--thumbs"]
            let cold = await photomania(arguments, terminal: true, columns: 90, environment: truecolor)
            #expect(cold.status == 0, "\(cold.standardError)")
            #expect(cold.standardOutput.contains("▀"))
            #expect(cold.standardOutput.contains("\u{1B}[38;2;"), "24-bit colour when COLORTERM says truecolor")
            for line in cold.standardOutput.split(separator: "\n") { #expect(visibleWidth(line) <= 90) }
            let fetched = imageRequests(server)
            #expect(fetched == 4)
            let warm = await photomania(arguments, terminal: true, columns: 90, environment: truecolor)
            #expect(warm.standardOutput == cold.standardOutput)
            #expect(imageRequests(server) == fetched, "the disk cache answered every thumbnail")
        }
    }

    @Test func palette256WithoutTruecolor() async throws {
        try await withDemoServer { server in
            let cache = try TemporaryDirectory()
            let result = await photomania(["--api", server.baseURL, "--cache-dir", cache.path, "photos", "--rpp", "2", "--thumbs"], terminal: true)
            #expect(result.standardOutput.contains("\u{1B}[38;5;"))
            #expect(!result.standardOutput.contains("\u{1B}[38;2;"))
        }
    }

    @Test func noPicturesWhenStdoutIsNotATerminalOrImagesAreOff() async throws {
        try await withDemoServer { server in
            let cache = try TemporaryDirectory()
            let piped = await photomania(["--api", server.baseURL, "--cache-dir", cache.path, "photos", "--rpp", "3", "--thumbs"], environment: truecolor)
            #expect(!piped.standardOutput.contains("▀"))
            #expect(tsvRows(piped.standardOutput).count == 4)
            let off = await photomania(["--api", server.baseURL, "--cache-dir", cache.path, "--images", "none", "photos", "--rpp", "3", "--thumbs"], terminal: true)
            #expect(!off.standardOutput.contains("▀"))
            #expect(imageRequests(server) == 0)
        }
    }

    @Test func photoPreviewDrawsThePhoto() async throws {
        try await withDemoServer { server in
            let cache = try TemporaryDirectory()
            let id = try #require(server.catalog.photoIDs.first)
            let result = await photomania(["--api", server.baseURL, "--cache-dir", cache.path, "photo", String(id), "--preview"], terminal: true, columns: 60, environment: truecolor)
            #expect(result.status == 0, "\(result.standardError)")
            let pictureLines = result.standardOutput.split(separator: "\n").filter { $0.contains("▀") }
            #expect(pictureLines.count >= 4)
            for line in pictureLines { #expect(visibleWidth(line) <= 60) }
        }
    }

    @Test func cacheStatsAndClear() async throws {
        try await withDemoServer { server in
            let cache = try TemporaryDirectory()
            _ = await photomania(["--api", server.baseURL, "--cache-dir", cache.path, "photos", "--rpp", "3", "--thumbs"], terminal: true)
            let stats = await photomania(["--cache-dir", cache.path, "cache", "stats"])
            #expect(stats.standardOutput.hasPrefix("3 thumbnails"))
            let cleared = await photomania(["--cache-dir", cache.path, "cache", "clear"])
            #expect(cleared.status == 0)
            let after = await photomania(["--cache-dir", cache.path, "cache", "stats"])
            #expect(after.standardOutput.hasPrefix("0 thumbnails"))
        }
    }
}
