import Foundation
import Testing

@testable import PhotomaniaCLI

/// `--json` may take the next word as its fields; when that would leave a required argument
/// missing, the word is that argument (issue 21, item 14).
@Suite("arguments: an optional value yields to a missing required argument")
struct ArgumentYieldedValueTests {
    @Test func theParserGivesTheWordBackToTheMissingPositional() throws {
        let parsed = try PhotomaniaCommandLine.spec.parse(["search", "--json", "lighthouse"])
        #expect(parsed[FakeKeys.flag("json")])
        #expect(try parsed[FakeKeys.text("json")] == nil, "every field")
        #expect(try parsed[FakeKeys.positional("TERM")] == "lighthouse")
        #expect(parsed.positionals == ["lighthouse"])
    }

    @Test func aWordNotNeededStaysTheFields() throws {
        let parsed = try PhotomaniaCommandLine.spec.parse(["search", "lighthouse", "--json", "id,name"])
        #expect(try parsed[FakeKeys.text("json")] == "id,name")
        #expect(try parsed[FakeKeys.positional("TERM")] == "lighthouse")
        let list = try PhotomaniaCommandLine.spec.parse(["photos", "--json", "id"])
        #expect(try list[FakeKeys.text("json")] == "id", "photos needs no argument: the word is the fields")
    }

    @Test func theWordTakesItsPlaceAmongThePositionals() throws {
        let parsed = try PhotomaniaCommandLine.spec.parse(["gallery", "--json", "jose_alvarez"])
        #expect(try parsed[FakeKeys.positional("USER")] == "jose_alvarez")
        #expect(try parsed[FakeKeys.positional("GALLERY")] == nil)
        #expect(try parsed[FakeKeys.text("json")] == nil)
    }

    @Test func searchAndUserRunWithJSONBeforeTheirArgument() async throws {
        let search = await photomania(["search", "--json", "lighthouse"])
        #expect(search.status == 0, "\(search.standardError)")
        #expect(search.standardOutput.hasPrefix("["))
        #expect(search.standardOutput.contains("\"id\""), "every field")

        let user = await photomania(["user", "--json", "jose_alvarez"])
        #expect(user.status == 0, "\(user.standardError)")
        #expect(user.standardOutput.contains("\"username\" : \"jose_alvarez\"") || user.standardOutput.contains("\"username\": \"jose_alvarez\""), "\(user.standardOutput)")
    }
}
