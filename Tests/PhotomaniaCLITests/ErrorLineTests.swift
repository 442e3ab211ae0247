import Foundation
import PhotomaniaCLI
@testable import PhotomaniaServer
import Testing

/// An error line a person can read: what failed, the call or path, what to do; the whole URL
/// only with `-v`; a list one item a line.
@Suite("Error lines: short, with lists one a line")
struct ErrorLineTests {
    @Test func aWrongFlickrKeyNamesTheCallAndTheVariableNotTheQuery() async throws {
        try await withDemoServer(consumerKey: DemoAccounts.consumerKey) { server in
            let arguments = ["--provider", "flickr", "--api", server.flickrBaseURL, "--consumer-key", "wrong-key-93", "photos"]
            let result = await photomania(arguments)
            #expect(result.status == 4)
            let line = result.standardError.trimmingCharacters(in: .newlines)
            #expect(!line.contains("\n"), "one line: \(line)")
            #expect(line.count <= 200, "\(line.count) characters: \(line)")
            #expect(line.contains("GET flickr.interestingness.getList"), "\(line)")
            #expect(line.hasSuffix("check your key (--consumer-key or PHOTOMANIA_FLICKR_KEY)"), "\(line)")
            #expect(!line.contains("extras="))
            let verbose = await photomania(["-v"] + arguments)
            let last = verbose.standardError.split(separator: "\n").last.map(String.init) ?? ""
            #expect(last.contains("extras="), "the whole URL with -v: \(last)")
            #expect(!verbose.standardError.contains("wrong-key-93"))
        }
    }

    @Test func aPageURLPhotomaniaDoesNotKnowListsTheFormsOneALine() async throws {
        let result = await photomania(["--provider", "flickr", "photo", "https://www.flickr.com/foo/bar"])
        #expect(result.status == 2)
        let lines = result.standardError.split(separator: "\n")
        #expect(lines.count >= 3, "\(result.standardError)")
        let forms = lines.filter { $0.hasPrefix("  https://") }
        #expect(forms.count == lines.count - 2, "every line after the hint is one URL form: \(result.standardError)")
        #expect(forms.contains { $0 == "  https://flic.kr/p/CODE (a photo's short link)" }, "\(result.standardError)")
        #expect(lines.allSatisfy { $0.count <= 100 }, "\(result.standardError)")
    }
}
