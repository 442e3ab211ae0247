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
        #expect(throws: HTTPRequestError.self, "in the path") { try HTTPRequestTarget.decode("/" + text) }
        #expect(throws: HTTPRequestError.self, "in a name") { try HTTPRequestTarget.decode("/p?" + text + "=1") }
        #expect(throws: HTTPRequestError.self, "in a value") { try HTTPRequestTarget.decode("/p?q=" + text) }
    }

    /// Found by `make fuzz`: `%` and a combining mark form one Character, which hid the escape.
    @Test func escapeBeforeACombiningMarkIsStillAnEscape() throws {
        #expect(throws: HTTPRequestError.self) { try HTTPRequestTarget.decode("/%\u{05BD}") }
        #expect(try HTTPRequestTarget.decode("/%41\u{0301}").path == "/A\u{0301}")
        #expect(try HTTPRequestTarget.decode("/p?q=+\u{0301}").query.map(\.value) == [" \u{0301}"])
    }
}
