import Foundation
@testable import PhotomaniaCLI
import PhotomaniaKit
import Testing

/// The toy service, registered in a registry of the tests' own, works through the whole program
/// though nothing outside its folder names it: listing, downloading, browsing, help, completions
/// and the man page, and every capability it lacks is one sentence before any request.
@Suite("A service added as a folder: the toy")
struct ToyServiceTests {
    /// The toy's face on a server of its own; `body` gets a runner of photomania against it and
    /// the count of requests the face has answered.
    static func withToy(_ body: (_ run: ([String]) async -> RunResult, _ requests: () -> Int) async throws -> Void) async throws {
        try await ServiceConformanceTests.withFace(ServiceName.toy.rawValue) { face in try await body(face.run, face.requests) }
    }

    @Test func photosListsTheFirstDeclaredStreamAndWalksItsCursor() async throws {
        try await Self.withToy { run, requests in
            let featured = await run(["photos", "--all", "--rpp", "3"])
            #expect(featured.status == 0, "\(featured.standardError)")
            #expect(tsvRows(featured.standardOutput).dropFirst().map { $0[0] } == (1...7).map(String.init), "\(featured.standardOutput)")
            #expect(requests() == 3, "three pages of three, each from the cursor before")
            let newest = await run(["photos", "--feature", "latest", "--json", "id,name"])
            #expect(newest.standardOutput.contains("\"name\" : \"Toy photo 9\""), "\(newest.standardOutput) \(newest.standardError)")
            let later = await run(["photos", "--page", "2"])
            #expect(later.status == 2 && later.standardError.contains("toy cannot start at a later page"), "\(later.standardError)")
        }
    }

    @Test func downloadAllFilesItsPhotosUnderItsNameAndASyncFindsNothingNew() async throws {
        let folder = try TemporaryDirectory()
        try await Self.withToy { run, _ in
            let download = await run(["download", "--feature", "latest", "--all", "-o", folder.path])
            #expect(download.status == 0, "\(download.standardError)")
            let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".jpg") }.sorted()
            #expect(files == ["5.toy-photo-5.jpg", "6.toy-photo-6.jpg", "7.toy-photo-7.jpg", "8.toy-photo-8.jpg", "9.toy-photo-9.jpg"], "\(files)")
            let rows = await run(["archive", "list", "-o", folder.path, "--json"])
            #expect(rows.standardOutput.components(separatedBy: "\"toy\"").count - 1 == 5, "filed under its name: \(rows.standardOutput)")
            _ = await run(["download", "--feature", "latest", "--sync", "-o", folder.path])
            let again = await run(["download", "--feature", "latest", "--sync", "-o", folder.path])
            #expect(again.status == 0 && again.standardError.contains("downloaded 0"), "\(again.standardError)")
        }
    }

    @Test func whatItLacksIsOneSentenceExit2AndNoRequest() async throws {
        try await Self.withToy { run, requests in
            let refusals: [([String], String)] = [
                (["login"], "toy cannot sign in"), (["comments", "3"], "toy cannot show comments"),
                (["user", "ann"], "toy cannot look people up"), (["galleries", "ann"], "toy cannot list collections"),
                (["vote", "3"], "toy cannot change photos"), (["photos", "--user", "ann"], "toy cannot"),
                (["search", "dusk"], "toy cannot search by keyword"), (["download", "--gallery", "ann/1", "-o", "/nonexistent-photomania-test"], "toy cannot list collections"),
            ]
            for (arguments, sentence) in refusals {
                let result = await run(arguments)
                #expect(result.status == 2, "\(arguments): \(result.standardError)")
                #expect(result.standardError.hasPrefix("photomania: \(sentence)"), "\(arguments): \(result.standardError)")
                #expect(result.standardError.split(separator: "\n").filter { !$0.hasPrefix("hint:") }.count == 1, "\(arguments): \(result.standardError)")
            }
            #expect(requests() == 0)
        }
    }

    @Test func helpCompletionsAndTheManPageSpeakOfIt() async throws {
        try await Self.withToy { run, _ in
            let help = await run(["photos", "--help"])
            #expect(help.standardOutput.contains("The stream (default picks): picks, latest"), "\(help.standardOutput)")
            #expect(help.standardOutput.contains("photomania --provider toy photos --feature latest"))
            for absent in ["--category", "--user", "--group", "--sort"] { #expect(!help.standardOutput.contains(absent), "\(absent)") }
            let top = await run(["--help"])
            #expect(top.standardOutput.contains("500px, flickr, commons, toy"), "\(top.standardOutput)")
            let bash = await run(["completions", "bash"])
            #expect(bash.status == 0 && bash.standardOutput.contains("picks latest"), "\(bash.standardOutput)")
            let manual = await run(["manpage"])
            #expect(manual.status == 0 && manual.standardOutput.contains("PHOTOMANIA_TOY_KEY"), "\(manual.standardError)")
        }
    }

    @Test func browseStepsThroughItsStreams() {
        var settings = BrowseFixture.settings
        settings.service = Toy.entry
        var state = BrowseState(stream: .stream(Toy.featured), page: 1, settings: settings)
        _ = state.apply(.started(BrowseFixture.screen, at: BrowseFixture.start))
        _ = state.type("f")
        #expect(state.stream == .stream(Toy.newest))
        _ = state.type("f")
        #expect(state.stream == .stream(Toy.featured))
    }
}
