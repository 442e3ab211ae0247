import Foundation
import Testing

@testable import PhotomaniaCLI

/// `--json FIELD,FIELD` as gh has it: only those fields (dotted paths nest), `--json` alone as
/// before, an unknown field a usage error naming the fields there are.
@Suite struct JSONFieldsTests {
    static func json(_ text: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(text.utf8))
    }

    @Test func onlyTheFieldsAskedForNestedAsTheyWere() async throws {
        try await withDemoServer { server in
            let base = ["--api", server.baseURL, "photos", "--rpp", "3"]
            let all = try #require(try Self.json(await photomania(base + ["--json"]).standardOutput) as? [[String: Any]])
            for arguments in [base + ["--json", "id,user.username"], base + ["--json=id,user.username"]] {
                let result = await photomania(arguments)
                #expect(result.status == 0, "\(result.standardError)")
                let picked = try #require(try Self.json(result.standardOutput) as? [[String: Any]])
                #expect(picked.count == 3 && picked.allSatisfy { Set($0.keys) == ["id", "user"] })
                #expect(picked.map { $0["id"] as? Int } == all.map { $0["id"] as? Int })
                #expect(picked.map { ($0["user"] as? [String: Any])?.keys.sorted() } == Array(repeating: ["username"], count: 3))
            }
            let user = await photomania(["--api", server.baseURL, "user", "jose_alvarez", "--json", "id,username"])
            let shown = try #require(try Self.json(user.standardOutput) as? [String: Any])
            #expect(Set(shown.keys) == ["id", "username"] && shown["username"] as? String == "jose_alvarez")
        }
    }

    @Test func anUnknownFieldNamesTheFieldsThereAre() async throws {
        try await withDemoServer { server in
            let result = await photomania(["--api", server.baseURL, "photos", "--rpp", "2", "--json", "id,nmae"])
            #expect(result.status == 2 && result.standardOutput.isEmpty)
            #expect(result.standardError.contains("unknown JSON field 'nmae'") && result.standardError.contains("fields: ") && result.standardError.contains(" category, ") && result.standardError.contains(" name, "))
        }
    }

    @Test func onlyAFieldListIsTakenAsTheValue() throws {
        let photo = try PhotomaniaCommandLine.spec.parse(["comments", "--json", "1000344"])
        #expect(try photo[FakeKeys.flag("json")] && photo[FakeKeys.text("json")] == nil && photo.positionals == ["1000344"])
        let fields = try PhotomaniaCommandLine.spec.parse(["comments", "1000344", "--json", "id,user.username"])
        #expect(try fields[FakeKeys.text("json")] == "id,user.username" && fields.positionals == ["1000344"])
        for text in ["id", "user.username", "a_b,c1", "_x"] { #expect(JSONFieldSelection.isFieldList(text), "\(text)") }
        for text in ["", "1000344", "Id", "a,,b", "a.", ".a", "a b", "https://500px.com/ana", "-v"] { #expect(!JSONFieldSelection.isFieldList(text), "\(text)") }
    }
}

/// What users of yt-dlp and gallery-dl type gets the option meant.
@Suite struct OptionAliasTests {
    @Test(arguments: [("--simulate", "--dry-run"), ("--skip-download", "--dry-run"), ("--destination", "--output")])
    func downloadSuggestsTheOptionMeant(typed: String, meant: String) async {
        let result = await photomania(["download", typed])
        #expect(result.status == 2)
        #expect(result.standardError.contains("unknown option '\(typed)' for 'download'"))
        #expect(result.standardError.contains("did you mean '\(meant)'?"), "\(result.standardError)")
    }
}
