import Foundation
import PhotomaniaKit
import Testing

@testable import PhotomaniaCLI

/// `--json` keeps the server's text whole but writes its controls as `\u` escapes, so the output
/// is still valid JSON with the same values and nothing in it can steer a terminal.
@Suite struct HostileJSONTests {
    private func expectEscapedJSON(_ result: RunResult, sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(result.status == 0, "\(result.standardError)", sourceLocation: sourceLocation)
        #expect(Hostile.leaks(in: result.standardOutput) == [], sourceLocation: sourceLocation)
        #expect(Hostile.leaks(in: result.standardError) == [], sourceLocation: sourceLocation)
        #expect(result.standardOutput.contains("\\u009b"), sourceLocation: sourceLocation)
        #expect(result.standardOutput.contains("\\u202e"), sourceLocation: sourceLocation)
        let value = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
        #expect(strings(in: value).contains(Hostile.text), "the values are the server's, unchanged", sourceLocation: sourceLocation)
    }

    private func strings(in value: Any) -> [String] {
        switch value {
        case let text as String: [text]
        case let list as [Any]: list.flatMap(strings)
        case let object as [String: Any]: object.values.flatMap(strings)
        default: []
        }
    }

    @Test func everyJSONCommand() async throws {
        try await withHostileAPI { api in
            let commands = [
                ["photos"], ["search", "x"], ["photo", String(Hostile.photoID)],
                ["comments", String(Hostile.photoID)], ["user", Hostile.username],
            ]
            for command in commands {
                for terminal in [false, true] {
                    try expectEscapedJSON(await photomania(["--api", api] + command + ["--json"], terminal: terminal))
                }
            }
        }
    }

    @Test func downloadEventsAreEscapedJSONLines() async throws {
        try await withHostileAPI { api in
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("photomania-hostile-\(UUID())").path
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let result = await photomania(["--api", api, "download", String(Hostile.photoID), "--json", "--retries", "0", "--no-archive", "-o", folder])
            #expect(Hostile.leaks(in: result.standardOutput) == [])
            #expect(Hostile.leaks(in: result.standardError) == [])
            let events = try result.standardOutput.split(separator: "\n").map { line in
                try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            }
            let start = try #require(events.first { $0["event"] as? String == "start" })
            #expect(start["url"] as? String == Hostile.url)
            #expect(events.contains { $0["event"] as? String == "error" })
        }
    }

    @Test func encodedOutputEscapesC1AndBidiControls() throws {
        let text = try JSONOutput.string(["name": "a\u{9B}b\u{85}c\u{7F}d\u{202E}e\u{2067}f\u{200F}g\u{1B}h"])
        #expect(text.contains("a\\u009bb\\u0085c\\u007fd\\u202ee\\u2067f\\u200fg\\u001bh"))
        let decoded = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: String]
        #expect(decoded?["name"] == "a\u{9B}b\u{85}c\u{7F}d\u{202E}e\u{2067}f\u{200F}g\u{1B}h")
    }

    @Test func encodedOutputIsOtherwiseUnchanged() throws {
        let value = ["title": "Sunset — 京都 \"quoted\" back\\slash\nline", "emoji": "🌅"]
        #expect(try JSONOutput.string(value) == String(decoding: try APIJSON.makeOutputEncoder().encode(value), as: UTF8.self))
    }

    @Test func jsonLinesEscapeBidiControlsToo() throws {
        var line = JSONLine(event: "x")
        line.add("file", .string("a\u{202E}b\u{9B}c\u{2066}d"))
        #expect(line.text == #"{"event":"x","file":"a\u202eb\u009bc\u2066d"}"#)
    }
}
