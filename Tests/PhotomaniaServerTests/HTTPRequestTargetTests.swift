import PhotomaniaHTTPText
import Testing
@testable import PhotomaniaServer

@Suite("HTTPServer: request targets")
struct HTTPRequestTargetTests {
    @Test func decodesPathAndQuery() throws {
        let (path, query) = try HTTPRequestTarget.decode("/v1/photos%2Fx?term=a+b&tag=%E2%9C%93&flag")
        #expect(path == "/v1/photos/x")
        #expect(query.map { [$0.name, $0.value] } == [["term", "a b"], ["tag", "✓"], ["flag", ""]])
    }

    @Test(arguments: ["%", "%4", "%zz", "a%G1", "%FF", "%C3%28"])
    func brokenEscapeIsRefused(_ text: String) {
        #expect(PercentDecoding.string(of: Substring(text)) == nil)
    }

    /// Found by `make fuzz`: `%` and a combining mark form one Character, which hid the escape.
    @Test func escapeBeforeACombiningMarkIsStillAnEscape() {
        #expect(PercentDecoding.string(of: "%\u{05BD}") == nil)
        #expect(PercentDecoding.string(of: "%41\u{0301}") == "A\u{0301}")
        #expect(PercentDecoding.string(of: "+\u{0301}", plusAsSpace: true) == " \u{0301}")
    }
}
