import Testing
@testable import PhotomaniaServer

@Suite("FaultPlan: matching and counters")
struct FaultMatchingTests {
    @Test(arguments: [
        ("/images/*", "/images/1/4.jpg", true),
        ("/images/*", "/images/", true),
        ("/images/*", "/imagesx", false),
        ("/v1/photos/5", "/v1/photos/5", true),
        ("/v1/photos/5", "/v1/photos/55", false),
        ("*.jpg", "/a/b.jpg", true),
        ("*.jpg", "/a/b.jpeg", false),
        ("/a*b*c", "/aXXbYYc", true),
        ("/a*b*c", "/aXXcYYb", false),
        ("*", "", true),
        ("", "/", false),
    ])
    func globs(pattern: String, path: String, matches: Bool) {
        #expect(FaultGlob(pattern).matches(path) == matches)
    }

    private func firings(_ spec: String, paths: [String]) throws -> [String?] {
        var selection = FaultSelection(plan: try FaultPlan(parsing: spec))
        return paths.map { selection.rule(forPath: $0)?.description }
    }

    @Test func firstFiresForTheFirstNMatchingRequestsOnly() throws {
        let fired = try firings("path=/a+first=2:close", paths: ["/a", "/b", "/a", "/a", "/a"])
        #expect(fired == ["path=/a+first=2:close", nil, "path=/a+first=2:close", nil, nil])
    }

    @Test func everyFiresOnEachNthMatchingRequest() throws {
        let fired = try firings("every=3:close", paths: Array(repeating: "/x", count: 7)).map { $0 != nil }
        #expect(fired == [false, false, true, false, false, true, false])
    }

    @Test func firstAndEveryCombine() throws {
        let fired = try firings("every=2&first=4:close", paths: Array(repeating: "/x", count: 6)).map { $0 != nil }
        #expect(fired == [false, true, false, true, false, false])
    }

    @Test func theFirstFiringRuleWinsAndLaterRulesDoNotCount() throws {
        let fired = try firings("path=/a+first=1:close; path=/a+first=1:html", paths: ["/a", "/a", "/a"])
        #expect(fired == ["path=/a+first=1:close", "path=/a+first=1:html", nil])
    }
}
