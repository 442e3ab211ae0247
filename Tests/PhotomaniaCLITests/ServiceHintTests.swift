import Foundation
@testable import PhotomaniaCLI
import PhotomaniaKit
@testable import PhotomaniaServer
import Testing

/// A hint names the command that works for the service in use: `--provider flickr` when it is
/// not the default, nothing more when it is.
@Suite("Hints name the service in use")
struct ServiceHintTests {
    @Test func signedOutFavoriteOnFlickrSaysToLogInToFlickr() async throws {
        let result = await photomania(["--provider", "flickr", "favorite", "52001006721"])
        #expect(result.status == 4)
        #expect(result.standardError.contains("run 'photomania --provider flickr login'"), "\(result.standardError)")
    }

    @Test func aFlickrPageURLPicksFlickrAndTheHintSaysSo() async throws {
        let result = await photomania(["comment", "https://www.flickr.com/photos/jose_alvarez/52001006721/", "nice"])
        #expect(result.status == 4)
        #expect(result.standardError.contains("'photomania --provider flickr login'"), "\(result.standardError)")
    }

    @Test func theDefaultServicesHintStaysShort() async throws {
        let result = await photomania(["vote", "1006721"])
        #expect(result.status == 4)
        #expect(result.standardError.contains("run 'photomania login'"), "\(result.standardError)")
        #expect(!result.standardError.contains("--provider"))
    }

    @Test func theBrowsersStatusLinesNameFlickrsKeyAndLogin() throws {
        var settings = BrowseSettings()
        settings.service = try #require(ServiceRegistry.standard.entry(named: .flickr))
        let request = RequestSummary(method: "GET", url: "http://h/services/rest?method=flickr.photos.getInfo&api_key=k-55", call: "flickr.photos.getInfo")
        let wrongKey = PhotomaniaError.serviceFailed(request: request, ServiceFailure(service: "flickr", code: 100, message: "Invalid API Key", meaning: .credentials))
        #expect(settings.sentence(wrongKey) == "flickr answered error 100: Invalid API Key (GET flickr.photos.getInfo); check your key (--consumer-key or PHOTOMANIA_FLICKR_KEY)")
        #expect(settings.signInFirst == "sign in first: run 'photomania --provider flickr login'")
        #expect(BrowseSettings().signInFirst == "sign in first: run 'photomania login'")
    }

    @Test func aUsageHintOnFlickrNamesFlickrsLogin() async throws {
        let result = await photomania(["--provider", "flickr", "login", "--username", "ana"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("run 'photomania --provider flickr login' and type the code"), "\(result.standardError)")
    }

}

/// The browser's "sign in first" line, in the real program in a real terminal (tmux).
@Suite(.serialized, .enabled(if: TmuxPane.available, "needs tmux and the built photomania"))
struct ServiceHintBrowseTerminalTests {
    @Test func aFaveWhileSignedOutOnFlickrSaysToLogInToFlickr() async throws {
        let pane = try TmuxPane(["--provider", "flickr", "--images", "none", "browse"], columns: 120)
        #expect(await pane.waitFor("the demo's Flickr photos listed") { BrowseWriteTerminalTests.listed($0) })
        try pane.send("F")
        #expect(await pane.waitFor("the sign-in line") { screen in screen.contains { $0.contains("sign in first: run 'photomania --provider flickr login'") } })
        try pane.send("q")
        #expect(await pane.waitFor("exit") { $0.contains("rc=0") })
    }
}
