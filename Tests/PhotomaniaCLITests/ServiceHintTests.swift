import Foundation
import PhotomaniaCLI
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
