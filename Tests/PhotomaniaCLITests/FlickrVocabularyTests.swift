import Foundation
import PhotomaniaCLI
import PhotomaniaKit
@testable import PhotomaniaServer
import Testing

/// What Flickr declares is what a Flickr user is offered: `--filter`'s fields (faves, no rating)
/// and `browse`'s `f` streams, against the demo's Flickr face.
@Suite(.serialized)
struct FlickrVocabularyTests {
    private func flickr(_ server: DemoServer, _ arguments: [String]) async -> RunResult {
        await photomania(["--provider", "flickr", "--api", server.flickrBaseURL, "--consumer-key", DemoAccounts.consumerKey] + arguments)
    }

    @Test func filterByFavesKeepsThePhotosWithMoreFaves() async throws {
        try await withDemoServer { server in
            let result = await flickr(server, ["photos", "--filter", "faves > 10"])
            #expect(result.status == 0, "\(result.standardError)")
            let rows = tsvRows(result.standardOutput).dropFirst()
            #expect(!rows.isEmpty)
            #expect(rows.allSatisfy { (Int($0[4]) ?? 0) > 10 }, "every FAVES above 10: \(rows)")
        }
    }

    @Test func filterByRatingIsRefusedNamingFlickrsFields() async throws {
        try await withDemoServer { server in
            let result = await flickr(server, ["photos", "--filter", "rating > 1"])
            #expect(result.status == 2)
            #expect(result.standardOutput.isEmpty)
            let lines = result.standardError.split(separator: "\n")
            #expect(lines.count == 1, "one sentence: \(result.standardError)")
            #expect(result.standardError.contains("flickr cannot filter by rating"))
            #expect(result.standardError.contains("faves") && !result.standardError.contains("votes"), "\(result.standardError)")
        }
    }

    @Test func fiveHundredPxStillFiltersByRating() async throws {
        try await withDemoServer { server in
            let result = await photomania(["--api", server.baseURL, "--consumer-key", DemoAccounts.consumerKey, "photos", "--filter", "rating > 1"])
            #expect(result.status == 0, "\(result.standardError)")
            #expect(tsvRows(result.standardOutput).count > 1)
        }
    }
}

/// `browse --provider flickr`: `f` steps through the streams Flickr lists and comes round.
@Suite(.serialized, .enabled(if: TmuxPane.available, "needs tmux and the built photomania"))
struct FlickrBrowseStreamsTerminalTests {
    @Test func fStepsThroughFlickrsStreamsOnly() async throws {
        try await withDemoServer { server in
            let pane = try FlickrBrowseTerminalTests.browse(server)
            let header = { (screen: [String]) in screen.first ?? "" }
            #expect(await pane.waitFor("Explore") { header($0).contains("popular") && $0.contains { $0.contains("▶ ") } })
            try pane.send("f")
            #expect(await pane.waitFor("the newest uploads") { header($0).contains("fresh today") && $0.contains { $0.contains("▶ ") } }, "\(pane.screen())")
            try pane.send("f")
            #expect(await pane.waitFor("back to Explore") { header($0).contains("popular") && $0.contains { $0.contains("▶ ") } }, "\(pane.screen())")
            #expect(!pane.screen().contains("cannot"), "\(pane.screen())")
            try pane.send("q")
        }
    }
}
