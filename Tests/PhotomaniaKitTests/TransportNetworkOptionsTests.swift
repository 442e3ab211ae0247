import Foundation
@testable import PhotomaniaKit
import PhotomaniaServer
import Synchronization
import Testing

/// `--limit-rate`, `--proxy`, `--user-agent` and a refused connection, over real libcurl.
@Suite("Transport: rate limit, proxy, user agent, refused connections")
struct TransportNetworkOptionsTests {
    private func session(_ change: (inout TransportConfiguration) -> Void) throws -> Session {
        var configuration = TransportConfiguration()
        configuration.connectTimeout = 5
        change(&configuration)
        return try Session(configuration: configuration)
    }

    private func fetch(_ sessions: [Session], _ urls: [String]) async throws -> (bytes: Int, seconds: Double) {
        let started = ContinuousClock.now
        let bytes = try await withThrowingTaskGroup(of: Int.self) { group in
            for (index, url) in urls.enumerated() {
                let session = sessions[index % sessions.count]
                group.addTask { try await session.perform(Request(url: url)).body.count }
            }
            return try await group.reduce(0, +)
        }
        return (bytes, (ContinuousClock.now - started) / .seconds(1))
    }

    /// A chunk is taken only while there is allowance, which fills at the rate from empty: the
    /// last chunk of B bytes read C at a time arrives no sooner than (B - C) / rate. Here 96 KiB
    /// in chunks of 16 KiB (a quarter of a second's worth) at 64 KiB/s: 1.25 s at least. A lower
    /// bound only: a slow machine takes longer anyway. The allowance starts to fill when the
    /// limit is made, a moment before `fetch` starts its clock: `slack` is that moment.
    private static let slack = 0.02

    @Test func aTransferIsHeldToTheRate() async throws {
        let body = String(repeating: "x", count: 96 * 1024)
        try await withServer(handler: { _ in .json(body) }) { _, origin in
            let limited = try session { $0.receiveRateLimit = ReceiveRateLimit(bytesPerSecond: 64 * 1024) }
            let (bytes, seconds) = try await fetch([limited], [origin + "/big"])
            #expect(bytes == body.utf8.count)
            #expect(seconds >= 1.25 - Self.slack, "took \(seconds) s")
        }
    }

    /// The limit is for everything that shares it: 4 transfers of 48 KiB over two sessions at
    /// 64 KiB/s take (192 - 16) / 64 = 2.75 s at least, where each alone would take 0.5 s.
    @Test func transfersAndSessionsSharingALimitShareTheRate() async throws {
        let body = String(repeating: "y", count: 48 * 1024)
        try await withServer(handler: { _ in .json(body) }) { _, origin in
            let limit = ReceiveRateLimit(bytesPerSecond: 64 * 1024)
            let sessions = try (0..<2).map { _ in try session { $0.receiveRateLimit = limit } }
            let (bytes, seconds) = try await fetch(sessions, (0..<4).map { origin + "/\($0)" })
            #expect(bytes == 4 * body.utf8.count)
            #expect(seconds >= 2.75 - Self.slack, "took \(seconds) s")
        }
    }

    /// Three transfers share 4 KiB/s in 1 KiB reads: each waits about 0.75 s between its reads,
    /// longer than the stall timeout, yet none is taken for stalled: it holds bytes not taken.
    @Test func aTransferPausedForTheLimitIsNotStalled() async throws {
        let body = String(repeating: "z", count: 3 * 1024)
        try await withServer(handler: { _ in .json(body) }) { _, origin in
            let limited = try session { $0.receiveRateLimit = ReceiveRateLimit(bytesPerSecond: 4 * 1024); $0.stallTimeout = 0.5 }
            let (bytes, _) = try await fetch([limited], (0..<3).map { origin + "/\($0)" })
            #expect(bytes == 3 * body.utf8.count)
        }
    }

    /// Paused in the middle of a gzip body, libcurl keeps what it decoded and offers it again.
    @Test func aCompressedAnswerArrivesWholeUnderTheLimit() async throws {
        let text = (0..<3000).map { "photo \($0) " }.joined()
        try await withServer(faults: "gzip", handler: { _ in .json(text) }) { _, origin in
            let limited = try session { $0.receiveRateLimit = ReceiveRateLimit(bytesPerSecond: 48 * 1024) }
            let response = try await limited.perform(Request(url: origin + "/zipped"))
            #expect(response.headers["content-encoding"] == "gzip")
            #expect(String(decoding: response.body, as: UTF8.self) == text)
        }
    }

    @Test func theAllowanceFillsAtTheRateUpToAQuarterOfASecondsWorthOrOneKiB() {
        let limit = ReceiveRateLimit(bytesPerSecond: 1000)
        let later = ContinuousClock.now + .seconds(2)
        #expect(limit.take(1, now: later), "2 s earned, 1 KiB kept")
        #expect(limit.take(5000, now: later), "taken while any allowance is left…")
        #expect(!limit.take(1, now: later), "…which leaves it 3977 bytes below zero")
        #expect(abs(limit.delay(now: later) / .seconds(1) - 3.978) < 0.000_001)
        #expect(!limit.take(1, now: later + .seconds(3.977)))
        #expect(limit.take(1, now: later + .seconds(3.979)))
    }

    @Test func aLimitShrinksTheReadsAndTheMinimumSpeed() {
        var configuration = TransportConfiguration()
        #expect(configuration.receiveBufferSize(requested: 131_072) == 131_072)
        #expect(configuration.minimumSpeed(sharedBy: 6) == 1024)
        configuration.receiveRateLimit = ReceiveRateLimit(bytesPerSecond: 2_000_000)
        #expect(configuration.receiveBufferSize(requested: 131_072) == 131_072)
        #expect(configuration.receiveBufferSize(requested: nil) == 16_384)
        #expect(configuration.minimumSpeed(sharedBy: 6) == 1024)
        configuration.receiveRateLimit = ReceiveRateLimit(bytesPerSecond: 12_000)
        #expect(configuration.receiveBufferSize(requested: 131_072) == 3000, "a quarter of a second's worth")
        #expect(configuration.minimumSpeed(sharedBy: 6) == 1000, "half of a sixth of the rate")
        configuration.receiveRateLimit = ReceiveRateLimit(bytesPerSecond: 100)
        #expect(configuration.receiveBufferSize(requested: nil) == 1024, "libcurl's smallest")
    }

    /// A proxy for plain http receives the absolute URL as the request target; the HTTP server
    /// answers it like any other request, so it can stand in for one.
    @Test func requestsGoThroughTheProxy() async throws {
        try await withServer(handler: { _ in .json(#"{"from": "origin"}"#) }) { origin, originURL in
            try await withServer(handler: { request in .json(#"{"from": "proxy", "host": "\#(request.headers["Host"] ?? "-")"}"#) }) { proxy, proxyURL in
                // An empty no-proxy list, so that a developer's own no_proxy cannot send it direct.
                let proxied = try session { $0.proxy = proxyURL; $0.noProxy = "" }
                let response = try await proxied.perform(Request(url: originURL + "/v1/photos"))
                #expect(String(decoding: response.body, as: UTF8.self) == #"{"from": "proxy", "host": "127.0.0.1:\#(origin.port)"}"#)
                #expect(proxy.statistics.requestsByPath == ["/v1/photos": 1])
                #expect(origin.statistics.requests == 0)
            }
        }
    }

    @Test func noProxyListsHostsReachedDirectly() async throws {
        try await withServer(handler: { _ in .json(#"{"from": "origin"}"#) }) { origin, originURL in
            let nobody = try closedPort()
            let direct = try session { $0.proxy = "http://127.0.0.1:\(nobody)"; $0.noProxy = "127.0.0.1" }
            let response = try await direct.perform(Request(url: originURL + "/v1/photos"))
            #expect(String(decoding: response.body, as: UTF8.self) == #"{"from": "origin"}"#)
            #expect(origin.statistics.requests == 1)
        }
    }

    @Test func sendsTheConfiguredUserAgent() async throws {
        let seen = Mutex<[String]>([])
        try await withServer(handler: { request in
            seen.withLock { $0.append(request.headers["User-Agent"] ?? "-") }
            return .json("{}")
        }) { _, origin in
            _ = try await session { $0.userAgent = "politebot/2.0 (+https://example.org/bot)" }.perform(Request(url: origin + "/"))
            _ = try await session { _ in }.perform(Request(url: origin + "/"))
        }
        #expect(seen.withLock { $0 } == ["politebot/2.0 (+https://example.org/bot)", TransportConfiguration.defaultUserAgent])
    }

    /// Nobody listening: one attempt, no backoff, as curl does without `--retry-connrefused`.
    @Test func aRefusedConnectionIsNotRetried() async throws {
        let port = try closedPort()
        let recorder = RecordingClock()
        let error = await #expect(throws: PhotomaniaError.self) {
            try await session { _ in }.response(for: Request(url: "http://127.0.0.1:\(port)/v1/photos"), clock: recorder.clock)
        }
        guard case .transportFailed(_, .cannotConnect)? = error else {
            Issue.record("expected cannotConnect, got \(String(describing: error))")
            return
        }
        #expect(recorder.recorded.isEmpty, "waited \(recorder.recorded) before retrying")
    }
}
