import Foundation
import Testing
@testable import PhotomaniaServer

@Suite("HTTPServer: Range and If-Range")
struct HTTPServerRangeTests {
    static let length = 100
    let server: HTTPServer

    init() throws {
        server = try HTTPServer(handler: StaticHTTPHandler([
            "/image.jpg": StaticHTTPHandler.image(Self.length),
            "/weak.jpg": StaticHTTPHandler.image(Self.length, etag: "W/\"v1\""),
            "/plain": StaticHTTPHandler.text(String(repeating: "p", count: Self.length)),
        ]))
    }

    private func fetch(_ path: String = "/image.jpg", method: String = "GET", headers: [String]) throws -> RawHTTPClient.Response {
        let client = try RawHTTPClient(port: server.port)
        client.get(path, method: method, headers: headers)
        return try client.readResponse(bodyless: method == "HEAD")
    }

    @Test(arguments: [
        ("bytes=2-5", 2..<6),
        ("bytes=90-", 90..<100),
        ("bytes=-10", 90..<100),
        ("bytes=-1000", 0..<100),
        ("bytes=95-200", 95..<100),
        ("bytes=0-0", 0..<1),
        ("Bytes = 10 - 19", 10..<20),
    ])
    func singleRangesGet206(range: String, expected: Range<Int>) throws {
        let response = try fetch(headers: ["Range: \(range)"])
        #expect(response.status == 206)
        #expect(response.header("Content-Range") == "bytes \(expected.lowerBound)-\(expected.upperBound - 1)/\(Self.length)")
        #expect(response.body == StaticHTTPHandler.patternBody(Self.length).subdata(in: expected))
        #expect(response.header("Accept-Ranges") == "bytes")
    }

    @Test(arguments: ["bytes=100-", "bytes=150-160", "bytes=-0"])
    func unsatisfiableRangesGet416(range: String) throws {
        let response = try fetch(headers: ["Range: \(range)"])
        #expect(response.status == 416)
        #expect(response.header("Content-Range") == "bytes */\(Self.length)")
    }

    @Test(arguments: ["bytes=0-1,5-6", "items=0-5", "bytes=5-2", "bytes=a-b", "bytes=", "bytes=--5"])
    func rangesNotServedGetTheFullBody(range: String) throws {
        let response = try fetch(headers: ["Range: \(range)"])
        #expect(response.status == 200)
        #expect(response.body.count == Self.length)
        #expect(response.header("Content-Range") == nil)
    }

    @Test(arguments: [
        ("\"v1\"", 206),
        ("\"v2\"", 200),
        ("W/\"v1\"", 200),
        ("Wed, 21 Oct 2015 07:28:00 GMT", 206),
        ("Wed, 21 Oct 2015 07:28:01 GMT", 200),
    ])
    func ifRangeDecidesBetweenPartAndWhole(validator: String, status: Int) throws {
        let response = try fetch(headers: ["Range: bytes=10-", "If-Range: \(validator)"])
        #expect(response.status == status)
        #expect(response.body.count == (status == 206 ? Self.length - 10 : Self.length))
    }

    @Test func weakEntityTagsNeverSatisfyIfRange() throws {
        let response = try fetch("/weak.jpg", headers: ["Range: bytes=10-", "If-Range: W/\"v1\""])
        #expect(response.status == 200)
    }

    @Test func acceptRangesOnlyWithValidators() throws {
        #expect(try fetch(headers: []).header("Accept-Ranges") == "bytes")
        #expect(try fetch("/plain", headers: []).header("Accept-Ranges") == nil)
    }

    @Test func rangeAppliesOnlyToSuccessfulResponses() throws {
        let response = try fetch("/missing", headers: ["Range: bytes=0-1"])
        #expect(response.status == 404)
        #expect(response.header("Content-Range") == nil)
    }

    @Test func headWithRangeDescribesThePart() throws {
        let response = try fetch(method: "HEAD", headers: ["Range: bytes=0-9"])
        #expect(response.status == 206)
        #expect(response.header("Content-Length") == "10")
        #expect(response.body.isEmpty)
    }
}
