import Foundation
import Testing
@testable import PhotomaniaServer

@Suite("HTTPServer: statistics")
struct HTTPServerStatisticsTests {
    @Test func countsRequestsAndBodyBytesByPath() throws {
        let server = try HTTPServer(handler: StaticHTTPHandler(["/a": StaticHTTPHandler.text("12345"), "/b": StaticHTTPHandler.image(1000)]))
        let client = try RawHTTPClient(port: server.port)
        for path in ["/a", "/a", "/b"] {
            client.get(path)
            _ = try client.readResponse()
        }
        client.get("/b", method: "HEAD")
        _ = try client.readResponse(bodyless: true)
        client.get("/b", headers: ["Range: bytes=0-99"])
        _ = try client.readResponse()

        #expect(server.waitForStatistics(timeout: 10) { $0.bodyBytesSent == 10 + 1000 + 100 })
        let statistics = server.statistics
        #expect(statistics.requests == 5)
        #expect(statistics.requestsByPath == ["/a": 2, "/b": 3])
        #expect(statistics.bodyBytesSentByPath == ["/a": 10, "/b": 1100])
        #expect(statistics.connectionsAccepted == 1)
        #expect(statistics.connectionsClosedByPeerMidResponse == 0)
    }

    @Test func resetStartsFromZero() throws {
        let server = try HTTPServer(handler: StaticHTTPHandler(["/a": StaticHTTPHandler.text("x")]))
        let client = try RawHTTPClient(port: server.port)
        client.get("/a")
        _ = try client.readResponse()
        server.resetStatistics()
        #expect(server.statistics == HTTPServerStatistics())
    }

    @Test func aClientHangingUpDuringAStallIsCounted() throws {
        let server = try HTTPServer(
            handler: StaticHTTPHandler(["/image.jpg": StaticHTTPHandler.image(10_000)]),
            faults: FaultPlan(parsing: "stall=1000"))
        do {
            let client = try RawHTTPClient(port: server.port)
            client.get("/image.jpg")
            _ = try client.readHead()
            _ = try client.readBody(count: 1000)
        }
        #expect(server.waitForStatistics(timeout: 10) { $0.connectionsClosedByPeerMidResponse == 1 })
        #expect(server.statistics.bodyBytesSentByPath["/image.jpg"] == 1000)
    }

    @Test func aClientHangingUpDuringAThrottledBodyIsCounted() throws {
        let server = try HTTPServer(
            handler: StaticHTTPHandler(["/image.jpg": StaticHTTPHandler.image(100_000)]),
            faults: FaultPlan(parsing: "rate=20000"))
        do {
            let client = try RawHTTPClient(port: server.port)
            client.get("/image.jpg")
            _ = try client.readHead()
            _ = try client.readBody(count: 100)
        }
        #expect(server.waitForStatistics(timeout: 10) { $0.connectionsClosedByPeerMidResponse == 1 })
        #expect(server.statistics.bodyBytesSent < 100_000)
    }

    @Test func aClientHangingUpWhileTheHeadersAreHeldIsCounted() throws {
        let server = try HTTPServer(handler: StaticHTTPHandler(), faults: FaultPlan(parsing: "stall-headers"))
        do {
            let client = try RawHTTPClient(port: server.port)
            client.get("/x")
            #expect(server.waitForStatistics(timeout: 10) { $0.requests == 1 })
        }
        #expect(server.waitForStatistics(timeout: 10) { $0.connectionsClosedByPeerMidResponse == 1 })
    }
}
