import Foundation
import Testing

@testable import PhotomaniaCLI

/// A value from a known set that does not convert gets "did you mean …", as a misspelled option
/// does (issue 21, item 17).
@Suite("arguments: suggestions for misspelled values")
struct ValueSuggestionTests {
    @Test func misspelledFeatureCategorySortSizeAndKindAreSuggested() async throws {
        let cases: [([String], String)] = [
            (["photos", "--feature", "popualr"], "did you mean 'popular'?"),
            (["photos", "--category", "Landscape"], "did you mean 'landscapes'?"),
            (["photos", "--sort", "ratting"], "did you mean 'rating'?"),
            (["search", "x", "--sort", "_scor"], "did you mean '_score'?"),
            (["download", "--feature", "editor", "--dry-run"], "did you mean 'editors'?"),
            (["photo", "1006721", "--size", "larg"], "did you mean 'large'?"),
            (["galleries", "jose_alvarez", "--kind", "portfolo"], "did you mean 'portfolio'?"),
            (["--images", "kity", "photos"], "did you mean 'kitty'?"),
        ]
        for (arguments, hint) in cases {
            let result = await photomania(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.standardError.contains("hint: \(hint)"), "\(arguments): \(result.standardError)")
        }
    }

    @Test func nothingCloseIsSuggestedNothing() async throws {
        let result = await photomania(["photos", "--feature", "zzzzzz"])
        #expect(result.status == 2)
        #expect(!result.standardError.contains("did you mean"), "\(result.standardError)")
    }

    @Test func aMisspelledFieldInANameFormatIsSuggested() async throws {
        let config = try TemporaryDirectory()
        try Data(#"{"filename": "{id}.{titel}.{ext}"}"#.utf8).write(to: URL(fileURLWithPath: config.path + "/config.json"))
        let fromConfig = await photomania(["--config", config.path + "/config.json", "download", "1006721", "--dry-run"])
        #expect(fromConfig.status == 2)
        #expect(fromConfig.standardError.contains("did you mean '{title}'?"), "\(fromConfig.standardError)")
        let fromFlag = await photomania(["download", "1006721", "--dry-run", "--filename", "{id}-{slgu}.{ext}"])
        #expect(fromFlag.standardError.contains("did you mean '{slug}'?"), "\(fromFlag.standardError)")
    }

    /// A 100 kB value comes back as a short quote with an ellipsis, not as itself.
    @Test func aHugeBadValueIsCutInTheError() async throws {
        let huge = String(repeating: "x", count: 100_000)
        for arguments in [["photos", "--rpp", huge], ["photos", "--feature", huge], ["photo", huge], ["photos", "--" + huge], [huge]] {
            let result = await photomania(arguments)
            #expect(result.status == 2)
            #expect(result.standardError.count < 400, "\(result.standardError.prefix(200))")
            #expect(result.standardError.contains("xxx…'"), "\(result.standardError.prefix(200))")
        }
    }
}
