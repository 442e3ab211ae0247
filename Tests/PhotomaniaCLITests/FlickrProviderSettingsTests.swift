import Foundation
import PhotomaniaKit
import Testing

@testable import PhotomaniaCLI

/// Which API `--provider flickr` talks to: api.flickr.com with a key (no test reaches it: the
/// base is checked, not called), the built-in demo without one, `--api` when given.
@Suite struct FlickrProviderSettingsTests {
    private func settings(_ arguments: [String], environment extra: [String: String] = [:]) throws -> Settings {
        let parsed = try parse(arguments: arguments, spec: PhotomaniaCommandLine.spec)
        return try Settings.resolve(parsed, environment: isolatedEnvironment(dataFolder: "/nonexistent-photomania-test").merging(extra) { $1 })
    }

    @Test func aKeyAloneTalksToFlickrItself() throws {
        #expect(try settings(["--provider", "flickr", "--consumer-key", "k", "photos"]).api == .remote("https://api.flickr.com/services"))
        let fromEnvironment = try settings(["--provider", "flickr", "photos"], environment: ["PHOTOMANIA_FLICKR_KEY": "k"])
        #expect(fromEnvironment.api == .remote("https://api.flickr.com/services"))
        #expect(fromEnvironment.consumerKey == "k")
    }

    @Test func noKeyIsTheBuiltInDemoAnd500pxsKeyIsRefusedNamingFlickrs() throws {
        #expect(try settings(["--provider", "flickr", "photos"]).api == .builtInDemo)
        #expect {
            try settings(["--provider", "flickr", "photos"], environment: ["PHOTOMANIA_CONSUMER_KEY": "k"])
        } throws: { error in
            (error as? UsageError)?.message.contains("give your Flickr key in PHOTOMANIA_FLICKR_KEY or --consumer-key") == true
        }
        #expect(try settings(["--consumer-key", "k", "photos"]).api == .builtInDemo, "500px has no public API to pick")
    }

    @Test func apiNamesTheBaseAndAFlickrURLPicksFlickr() throws {
        #expect(try settings(["--provider", "flickr", "--api", "http://127.0.0.1:9/services", "--consumer-key", "k", "photos"]).api == .remote("http://127.0.0.1:9/services"))
        #expect(try settings(["user", "https://www.flickr.com/photos/jose_alvarez/"]).provider.name == .flickr)
        #expect(try settings(["user", "https://500px.com/ana"]).provider.name == .fiveHundredPx)
    }
}
