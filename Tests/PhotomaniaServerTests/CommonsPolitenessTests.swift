import Foundation
import Testing
@testable import PhotomaniaServer

/// What Commons asks of clients: a real User-Agent, `format=json`, patience under `maxlag` and
/// 429/503 (made with the fault plan), over real HTTP.
@Suite struct CommonsPolitenessTests {
    let calls = CommonsCalls.standard

    @Test func noUserAgentOrALibraryDefaultIsForbidden() throws {
        let file = calls.index.files[0]
        let paths = ["/w/api.php", "/wikipedia/commons/" + file.hashPath + "/" + file.dbKey]
        for path in paths {
            for agent in [nil, "", "curl/8.5.0", "python-requests/2.31", "Wget/1.21", "libcurl/8.5.0"] {
                let response = calls.get(path, [("action", "query"), ("format", "json")], userAgent: agent)
                #expect(response.status == 403 && response.headers["Content-Type"]?.hasPrefix("text/plain") == true, "\(path) \(agent ?? "none")")
                #expect(String(decoding: response.body, as: UTF8.self) == CommonsUserAgent.refusal)
            }
            #expect(calls.get(path, [("action", "query"), ("format", "json")]).status == 200)
        }
    }

    @Test func maxlagBelowTheLagIsAnErrorWithRetryAfter() throws {
        let response = calls.get("/w/api.php", [("action", "query"), ("format", "json"), ("maxlag", "-1"), ("titles", "File:X.jpg")])
        #expect(response.status == 200 && response.headers["Retry-After"] == "5" && response.headers["X-Database-Lag"] == "0")
        #expect(response.headers["MediaWiki-API-Error"] == "maxlag")
        let error = try #require(try CommonsCalls.object(response.body)["error"] as? [String: Any])
        #expect(error["code"] as? String == "maxlag" && error["lag"] is Double && error["type"] as? String == "db")
        #expect(try CommonsCalls.object(response.body)["servedby"] is String)
        #expect(calls.raw([("titles", "File:X.jpg")]).headers["MediaWiki-API-Error"] == nil, "maxlag=5 never waits on the demo")
    }

    @Test func aFaultPlanMakesTheServerLagThenAnswer() throws {
        let server = try DemoServer(.init(photoCount: 30, seed: 500, referenceDate: DemoFixture.referenceDate,
                                          faults: try FaultPlan(parsing: "path=/w/api.php+first=2:query=maxlag=-1")))
        defer { server.stop() }
        let target = "/w/api.php?action=query&format=json&formatversion=2&maxlag=5&prop=categoryinfo&titles=Category:Photomania_demo"
        var codes: [String?] = []
        for _ in 0..<3 {
            let client = try RawHTTPClient(port: server.port, timeout: 30)
            client.get(target, headers: ["User-Agent: " + CommonsCalls.userAgent])
            let response = try client.readResponse()
            #expect(response.status == 200)
            codes.append(response.header("MediaWiki-API-Error"))
        }
        #expect(codes == ["maxlag", "maxlag", nil])
    }

    @Test func aFaultPlanRateLimitsFilesAndTheAPI() throws {
        let server = try DemoServer(.init(photoCount: 30, seed: 500, referenceDate: DemoFixture.referenceDate,
                                          faults: try FaultPlan(parsing: "path=/wikipedia/commons/*+first=1:status=429,retry-after=3; path=/w/api.php+first=1:status=503,retry-after=2")))
        defer { server.stop() }
        let file = CommonsIndex.of(server.catalog).files[0]
        let filePath = "/wikipedia/commons/" + file.hashPath + "/" + CommonsTitle.uploadEncoded(file.dbKey)
        let apiPath = "/w/api.php?action=query&format=json&titles=" + CommonsTitle.uploadEncoded(file.title)
        var statuses: [Int] = []
        for (target, retryAfter) in [(filePath, "3"), (filePath, nil), (apiPath, "2"), (apiPath, nil)] {
            let client = try RawHTTPClient(port: server.port, timeout: 30)
            client.get(target, headers: ["User-Agent: " + CommonsCalls.userAgent])
            let response = try client.readResponse()
            statuses.append(response.status)
            #expect(response.header("Retry-After") == retryAfter)
        }
        #expect(statuses == [429, 200, 503, 200])
    }

    @Test func onlyJSONQueriesAnswerJSON() throws {
        let html = calls.get("/w/api.php", [("action", "query"), ("titles", "File:X.jpg")])
        #expect(html.status == 200 && html.headers["Content-Type"]?.hasPrefix("text/html") == true)
        #expect((try? JSONSerialization.jsonObject(with: html.body)) == nil)
        let action = calls.get("/w/api.php", [("action", "parse"), ("format", "json")])
        #expect(action.headers["MediaWiki-API-Error"] == "badvalue")
        #expect(calls.api.respond(to: HTTPRequest(method: "DELETE", path: "/w/api.php", headers: HTTPHeaderFields([("User-Agent", CommonsCalls.userAgent)]))).status == 405)
        let posted = HTTPRequest(method: "POST", path: "/w/api.php", headers: HTTPHeaderFields([
            ("User-Agent", CommonsCalls.userAgent), ("Content-Type", "application/x-www-form-urlencoded"),
        ]), body: Data("action=query&format=json&prop=categoryinfo&titles=Category%3AQuality_images".utf8))
        let answer = try CommonsCalls.object(calls.api.respond(to: posted).body)
        #expect(CommonsCalls.pages(answer).first?["categoryinfo"] != nil)
    }

    @Test func hostileNumbersAndEmptyRequestsNeverCrash() throws {
        let huge = "99999999999999999999999"
        #expect(try calls.errorCode([("list", "categorymembers"), ("cmtitle", "Category:Landscapes"), ("cmlimit", huge)]) == "badinteger")
        #expect(CommonsCalls.members(try calls.query([("list", "categorymembers"), ("cmtitle", "Category:Landscapes"), ("cmlimit", "-5")])).count == 1)
        #expect(try calls.errorCode([("generator", "search"), ("gsrsearch", "x"), ("gsroffset", "-3")]) == "badcontinue")
        #expect(try calls.query([("generator", "search"), ("gsrsearch", "x"), ("gsrnamespace", "6"), ("gsroffset", "999999999999999999")]).keys.sorted() == ["batchcomplete"])
        #expect(try calls.query([]).keys.sorted() == ["batchcomplete"])
        #expect(try calls.errorCode([("pageids", "1"), ("titles", "File:X.jpg")]) == "invalidparammix")
        #expect(try calls.errorCode([("generator", "nothing")]) == "badvalue")
        let pages = CommonsCalls.pages(try calls.query([("titles", "|||"), ("prop", "imageinfo"), ("iiurlwidth", "-4"), ("iiprop", "url")]))
        #expect(pages.allSatisfy { $0["invalid"] as? Bool == true })
    }
}
