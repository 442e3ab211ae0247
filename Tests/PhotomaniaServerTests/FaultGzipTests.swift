import Foundation
import Testing
@testable import PhotomaniaServer

@Suite("Faults: gzip sends the body as a gzip stream")
struct FaultGzipTests {
    /// More than two stored blocks of 65 535 bytes.
    static let imageLength = 150_000
    static let original = StaticHTTPHandler.patternBody(imageLength)

    private func serve(_ spec: String) throws -> HTTPServer {
        try HTTPServer(handler: StaticHTTPHandler(["/image.jpg": StaticHTTPHandler.image(Self.imageLength)]), faults: FaultPlan(parsing: spec))
    }

    private func request(_ server: HTTPServer, method: String = "GET", headers: [String] = []) throws -> RawHTTPClient.Response {
        let client = try RawHTTPClient(port: server.port)
        client.get("/image.jpg", method: method, headers: headers)
        return try client.readResponse(bodyless: method == "HEAD")
    }

    @Test func isParsedAndDescribed() throws {
        let plan = try FaultPlan(parsing: "path=/images/*: gzip ,corrupt")
        #expect(plan.rules == [FaultRule(matchers: [.path("/images/*")], actions: [.gzip, .corrupt])])
        #expect(plan.description == "path=/images/*:gzip,corrupt")
        #expect(throws: FaultPlanError(token: "gzip=1", problem: "gzip takes no value")) { try FaultPlan(parsing: "gzip=1") }
    }

    @Test(arguments: [
        ("", 0x0000_0000), ("a", 0xE8B7_BE43), ("123456789", 0xCBF4_3926),
        ("The quick brown fox jumps over the lazy dog", 0x414F_A339),
    ] as [(String, UInt32)])
    func crc32MatchesKnownVectors(text: String, checksum: UInt32) {
        #expect(CRC32.checksum(Data(text.utf8)) == checksum)
    }

    @Test(arguments: [0, 1, 65_535, 65_536, 150_000])
    func theEncodingDecodesBackWithGzip(length: Int) throws {
        let original = StaticHTTPHandler.patternBody(length)
        let encoded = GzipStoredEncoding.encode(original)
        let blocks = max(1, (length + 65_534) / 65_535)
        let expectedLength: Int = 10 + 5 * blocks + length + 8
        #expect(encoded.count == expectedLength, "header, a 5-byte head per stored block, the bytes, CRC and size")
        #expect(try GzipCommand.decompress(encoded) == original)
    }

    @Test func theResponseIsGzipEncodedWithTheEncodedLength() throws {
        let response = try request(serve("path=/image.jpg:gzip"))
        #expect(response.status == 200)
        #expect(response.header("Content-Encoding") == "gzip")
        #expect(response.header("Content-Type") == "image/jpeg")
        #expect(response.header("Content-Length") == String(response.body.count))
        #expect(response.body.count > Self.imageLength)
        #expect(try GzipCommand.decompress(response.body) == Self.original)
    }

    @Test func corruptDamagesTheBytesBeforeTheyAreEncoded() throws {
        let decoded = try GzipCommand.decompress(request(serve("corrupt,gzip")).body)
        #expect(decoded.count == Self.imageLength)
        #expect(decoded != Self.original)
    }

    @Test func truncateCutsTheEncodedBody() throws {
        let server = try serve("gzip,truncate=0.5")
        let client = try RawHTTPClient(port: server.port)
        client.get("/image.jpg")
        let head = try client.readHead()
        let encoded = GzipStoredEncoding.encode(Self.original)
        #expect(head.header("Content-Length") == String(encoded.count))
        #expect(try client.readUntilClose() == encoded.prefix(encoded.count / 2))
    }

    @Test(arguments: [["Range: bytes=100-"], ["Range: bytes=100-", "If-Range: \"v1\""], ["Range: bytes=-10"]])
    func aRangeIsIgnoredForTheWholeEncodedBody(headers: [String]) throws {
        let response = try request(serve("gzip"), headers: headers)
        #expect(response.status == 200)
        #expect(response.header("Content-Range") == nil)
        #expect(response.header("Accept-Ranges") == nil, "ranges of a body encoded afresh on each request are not offered")
        #expect(try GzipCommand.decompress(response.body) == Self.original)
    }

    @Test func headDeclaresTheEncodedLength() throws {
        let server = try serve("gzip")
        let get = try request(server)
        let head = try request(server, method: "HEAD")
        #expect(head.header("Content-Encoding") == "gzip")
        #expect(head.header("Content-Length") == String(get.body.count))
    }
}
