import Foundation
import Testing
@testable import PhotomaniaServer

@Suite("Faults: each action on the wire")
struct FaultActionTests {
    static let imageLength = 20_000
    static let photosJSON = #"{"current_page":1,"photos":[]}"#

    private func serve(_ spec: String) throws -> HTTPServer {
        try HTTPServer(
            handler: StaticHTTPHandler([
                "/image.jpg": StaticHTTPHandler.image(Self.imageLength),
                "/v1/photos": HTTPResponse(status: 200, headers: HTTPHeaderFields([("Content-Type", "application/json")]), body: Data(Self.photosJSON.utf8)),
            ]),
            faults: FaultPlan(parsing: spec))
    }

    private func get(_ server: HTTPServer, _ path: String = "/v1/photos", headers: [String] = []) throws -> RawHTTPClient.Response {
        let client = try RawHTTPClient(port: server.port)
        client.get(path, headers: headers)
        return try client.readResponse()
    }

    @Test func statusAnswersWithTheAPIErrorBodyAndRetryAfterSeconds() throws {
        let response = try get(serve("status=503,retry-after=7"))
        #expect(response.status == 503)
        #expect(response.header("Retry-After") == "7")
        #expect(response.header("Content-Type") == "application/json")
        #expect(String(decoding: response.body, as: UTF8.self) == #"{"error":"Service Unavailable","status":503}"#)
    }

    @Test func retryAfterDateIsAnHTTPDateThatFarAhead() throws {
        let response = try get(serve("status=429,retry-after-date=120"))
        #expect(response.status == 429)
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        let date = try #require(response.header("Retry-After").flatMap(formatter.date(from:)))
        #expect(abs(date.timeIntervalSinceNow - 120) < 5)
    }

    @Test func retryAfterAloneMeans503() throws {
        let response = try get(serve("retry-after=2"))
        #expect(response.status == 503)
        #expect(response.header("Retry-After") == "2")
    }

    @Test(arguments: [("truncate=1000", 1000), ("truncate=0.25", 5000), ("truncate=0", 0)])
    func truncateDeclaresTheFullLengthThenCloses(spec: String, sent: Int) throws {
        let server = try serve(spec)
        let client = try RawHTTPClient(port: server.port)
        client.get("/image.jpg")
        let head = try client.readHead()
        #expect(head.header("Content-Length") == String(Self.imageLength))
        let body = try client.readUntilClose()
        #expect(body == StaticHTTPHandler.patternBody(Self.imageLength).prefix(sent))
    }

    @Test(arguments: [("stall=0.1", 2000), ("stall=0", 0), ("stall", 10_000)])
    func stallSendsAPrefixThenHoldsTheConnection(spec: String, sent: Int) throws {
        let server = try serve(spec)
        let client = try RawHTTPClient(port: server.port)
        client.get("/image.jpg")
        #expect(try client.readHead().header("Content-Length") == String(Self.imageLength))
        #expect(client.readUntilQuiet(0.3) == StaticHTTPHandler.patternBody(Self.imageLength).prefix(sent))
        #expect(!client.isClosedByServer(within: 0.2))
        #expect(server.statistics.bodyBytesSent == sent)
    }

    @Test func stallHeadersNeverAnswers() throws {
        let server = try serve("stall-headers")
        let client = try RawHTTPClient(port: server.port)
        client.get("/v1/photos")
        #expect(client.readUntilQuiet(0.4).isEmpty)
        #expect(!client.isClosedByServer(within: 0.1))
        #expect(server.statistics.requests == 1)
    }

    @Test func closeDropsTheConnectionWithoutAResponse() throws {
        let server = try serve("close")
        let client = try RawHTTPClient(port: server.port)
        client.get("/v1/photos")
        #expect(try client.readUntilClose().isEmpty)
    }

    @Test func rateThrottlesTheBody() throws {
        let server = try serve("rate=10000")
        let client = try RawHTTPClient(port: server.port)
        let started = Date()
        client.get("/image.jpg")
        let response = try client.readResponse()
        #expect(response.body == StaticHTTPHandler.patternBody(Self.imageLength))
        #expect(Date().timeIntervalSince(started) >= 1.5)
    }

    @Test func delayWaitsBeforeAnswering() throws {
        let server = try serve("delay=0.3")
        let client = try RawHTTPClient(port: server.port)
        let started = Date()
        client.get("/v1/photos")
        #expect(try client.readResponse().status == 200)
        #expect(Date().timeIntervalSince(started) >= 0.3)
    }

    @Test func malformedIsJSONThatDoesNotParse() throws {
        let response = try get(serve("malformed"))
        #expect(response.status == 200)
        #expect(response.header("Content-Type") == "application/json")
        #expect(throws: (any Error).self) { try JSONSerialization.jsonObject(with: response.body) }
    }

    @Test(arguments: [("html", 502), ("html,status=504", 504)])
    func htmlIsAnErrorPage(spec: String, status: Int) throws {
        let response = try get(serve(spec))
        #expect(response.status == status)
        #expect(response.header("Content-Type")?.hasPrefix("text/html") == true)
        #expect(String(decoding: response.body, as: UTF8.self).contains("<h1>\(status) "))
    }

    @Test func corruptFlipsBytesInTheMiddleKeepingTheLength() throws {
        let response = try get(serve("corrupt"), "/image.jpg")
        let original = StaticHTTPHandler.patternBody(Self.imageLength)
        #expect(response.status == 200)
        #expect(response.body.count == original.count)
        let changed = (0..<original.count).filter { response.body[$0] != original[$0] }
        #expect(!changed.isEmpty)
        #expect(changed.allSatisfy { abs($0 - original.count / 2) < 64 })
    }

    @Test(arguments: [("redirect=http://127.0.0.1:9/elsewhere", 302), ("redirect=/moved,status=307", 307)])
    func redirectPointsElsewhere(spec: String, status: Int) throws {
        let response = try get(serve(spec))
        #expect(response.status == status)
        #expect(response.header("Location") == String(spec.dropFirst("redirect=".count).prefix { $0 != "," }))
    }

    @Test func redirectLoopPointsAtTheSameURL() throws {
        let response = try get(serve("redirect-loop"), "/v1/photos?page=2&consumer_key=k")
        #expect(response.status == 302)
        #expect(response.header("Location") == "/v1/photos?page=2&consumer_key=k")
    }

    @Test func dispositionIsSentVerbatimAndCannotInjectHeaders() throws {
        let hostile = try get(serve(#"disposition=attachment%3B filename="../../etc/passwd%3B.jpg""#), "/image.jpg")
        #expect(hostile.header("Content-Disposition") == #"attachment; filename="../../etc/passwd;.jpg""#)

        let injecting = try get(serve("disposition=inline%0D%0AX-Injected: yes"), "/image.jpg")
        #expect(injecting.header("X-Injected") == nil)
        #expect(injecting.header("Content-Disposition") == "inline X-Injected: yes")
    }

    @Test func contentTypeIsReplaced() throws {
        let response = try get(serve("content-type=text/plain%3B charset=latin1"), "/image.jpg")
        #expect(response.header("Content-Type") == "text/plain; charset=latin1")
        #expect(response.body.count == Self.imageLength)
    }
}
