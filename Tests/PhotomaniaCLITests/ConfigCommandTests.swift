import Foundation
import Testing

@testable import PhotomaniaCLI

/// `photomania config`: the settings in effect and where each came from, `config path`, and a
/// config file's mistakes all at once (issue 21, item 18).
@Suite("config: effective settings, their origins, and every mistake at once")
struct ConfigCommandTests {
    private func write(_ text: String, to folder: TemporaryDirectory) throws -> String {
        let path = folder.path + "/config.json"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// SETTING → (VALUE, FROM), from the tab-separated rows.
    private func rows(_ output: String) -> [String: (value: String, from: String)] {
        var rows: [String: (value: String, from: String)] = [:]
        for row in tsvRows(output).dropFirst() where row.count == 3 { rows[row[0]] = (row[1], row[2]) }
        return rows
    }

    @Test func eachSettingSaysWhereItCameFrom() async throws {
        let folder = try TemporaryDirectory()
        let file = try write(#"{"jobs": 8, "size": "large", "consumer_key": "from-file", "download_dir": "/srv/photos"}"#, to: folder)
        let result = await photomania(
            ["--config", file, "--consumer-secret", "s3cret", "config"],
            environment: ["PHOTOMANIA_API": "http://127.0.0.1:9/v1"]
        )
        #expect(result.status == 0, "\(result.standardError)")
        let settings = rows(result.standardOutput)
        #expect(settings["config"]?.value == file && settings["config"]?.from == "--config")
        #expect(settings["api"]?.value == "http://127.0.0.1:9/v1" && settings["api"]?.from == "PHOTOMANIA_API")
        #expect(settings["jobs"]?.value == "8" && settings["jobs"]?.from == file)
        #expect(settings["size"]?.from == file)
        #expect(settings["download_dir"]?.value == "/srv/photos")
        #expect(settings["consumer_key"]?.value == "REDACTED" && settings["consumer_key"]?.from == file)
        #expect(settings["consumer_secret"]?.value == "REDACTED" && settings["consumer_secret"]?.from == "--consumer-secret")
        #expect(settings["filename"]?.value == "{id}.{name}" && settings["filename"]?.from == "default")
        #expect(!result.standardOutput.contains("from-file") && !result.standardOutput.contains("s3cret"), "secrets never show")
    }

    @Test func jsonGivesEveryKeyWithNullForWhatIsNotSet() async throws {
        let result = await photomania(["config", "--json"])
        #expect(result.status == 0, "\(result.standardError)")
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
        let key = try #require(rows.first { $0["setting"] as? String == "consumer_key" })
        #expect(key["value"] is NSNull && key["from"] is NSNull && key["source"] as? String == "default")
        #expect(rows.map { $0["setting"] as? String } == ["config", "provider", "api", "consumer_key", "consumer_secret", "download_dir", "jobs", "size", "filename", "dir", "cache_dir", "offline", "images"])
    }

    @Test func configPathPrintsTheFileInUse() async throws {
        let folder = try TemporaryDirectory()
        let file = try write("{}", to: folder)
        let explicit = await photomania(["--config", file, "config", "path"])
        #expect(explicit.standardOutput == file + "\n")
        let fromXDG = await photomania(["config", "path"], environment: ["XDG_CONFIG_HOME": "/opt/cfg"])
        #expect(fromXDG.standardOutput == "/opt/cfg/photomania/config.json\n")
    }

    @Test func everyMistakeIsReportedAtOnceWithTheTypeExpected() async throws {
        let folder = try TemporaryDirectory()
        let file = try write(#"{"jobs": "8", "size": "huge", "download_directory": "/x", "api": 5, "filename": "{titel}"}"#, to: folder)
        let result = await photomania(["--config", file, "config"])
        #expect(result.status == 2)
        let line = result.standardError
        #expect(line.contains("5 problems"), "\(line)")
        #expect(line.contains(#"jobs: expected a whole number from 1 to 64, got the string "8""#), "\(line)")
        #expect(line.contains(#"size: expected an image size such as 2048 or large, got the string "huge""#), "\(line)")
        #expect(line.contains("api: expected a string, got the number 5"), "\(line)")
        #expect(line.contains("unknown key 'download_directory' (did you mean 'download_dir'?)"), "\(line)")
        #expect(line.contains("did you mean '{title}'?"), "\(line)")
        #expect(line.split(separator: "\n").count == 2, "one line and its hint: \(line)")
    }

    @Test func configIsListedInHelpManPageAndCompletions() async throws {
        let help = await photomania(["--help"])
        let rows = help.standardOutput.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(rows.contains { $0.hasPrefix("config ") }, "a row in the command list: \(help.standardOutput)")
        let page = await photomania(["manpage"])
        #expect(page.standardOutput.contains("photomania config"), "its own section")
        #expect(CompletionModel(spec: PhotomaniaCommandLine.spec).commandNames.contains("config"))
        let bash = await photomania(["completions", "bash"])
        #expect(bash.standardOutput.contains(" config "), "a command word for bash")
    }
}
