import Foundation
import PhotomaniaKit
import PhotomaniaServer
import Testing

/// A stall is "no byte for the stall timeout", whether the connection is new or reused and
/// whether some of the body already arrived.
@Suite("Stall detection over real libcurl against the built-in server")
struct StallDetectionTests {
    static let imageBody = String(repeating: "x", count: 20_000)

    private func serve<T>(_ faults: String, _ body: (HTTPServer, String) async throws -> T) async throws -> T {
        try await withServer(faults: faults, handler: { request in
            request.path == "/image" ? .json(Self.imageBody) : .json(#"{"ok": true}"#)
        }, body)
    }

    @Test(arguments: ["stall=100", "stall=0", "stall-headers"])
    func aStallOnAReusedConnectionIsAStall(fault: String) async throws {
        try await serve("path=/image:\(fault)") { server, origin in
            let session = try testSession(stallTimeout: 1)
            _ = try await session.perform(Request(url: origin + "/v1/photos"))
            let error = await #expect(throws: PhotomaniaError.self) {
                try await session.perform(Request(url: origin + "/image"))
            }
            #expect(error == .transportFailed(request: RequestSummary(method: "GET", url: "\(origin)/image"), reason: .stalled(seconds: 1)))
            #expect(server.statistics.connectionsAccepted == 1, "the image must have come over the listing's connection")
        }
    }

    /// 2.5 s of silence after 100 bytes: a stall for a 1 s stall timeout. libcurl's own
    /// low-speed check averages over about 5 s and let such a transfer finish.
    @Test func silenceAfterSomeBytesIsAStallThoughTheAverageSpeedIsHigh() async throws {
        let responder = try ScriptedResponder(half: 100, pause: 2.5)
        let url = "http://127.0.0.1:\(responder.port)/image"
        let error = await #expect(throws: PhotomaniaError.self) {
            try await testSession(stallTimeout: 1).perform(Request(url: url))
        }
        #expect(error == .transportFailed(request: RequestSummary(method: "GET", url: url), reason: .stalled(seconds: 1)))
        responder.waitUntilFinished()
    }

    @Test func aSlowButSteadyTransferLongerThanTheStallTimeoutIsNoStall() async throws {
        try await serve("path=/image:rate=8000") { _, origin in
            let response = try await testSession(stallTimeout: 1).perform(Request(url: origin + "/image"))
            #expect(response.statusCode == 200)
            #expect(response.body.count == Self.imageBody.utf8.count)
        }
    }

    @Test func aStallTimeoutShorterThanTheConnectTimeoutLeavesConnectingToTheConnectTimeout() async throws {
        let listener = try FullBacklogListener()
        let url = "http://127.0.0.1:\(listener.port)/image"
        let error = await #expect(throws: PhotomaniaError.self) {
            try await testSession(stallTimeout: 0.5, connectTimeout: 2).perform(Request(url: url))
        }
        #expect(error == .transportFailed(request: RequestSummary(method: "GET", url: url), reason: .connectTimedOut(seconds: 2)))
    }
}
