import Foundation
import PhotomaniaHTTPText
import PhotomaniaKit
import PhotomaniaServer
import Synchronization
import Testing

@Suite("Retry policy")
struct RetryPolicyTests {
    private let now = Date(timeIntervalSince1970: 1_000_000)

    private func status(_ code: Int, retryAfter: String? = nil) -> PhotomaniaError {
        .responseValidationFailed(request: RequestSummary(method: "GET", url: "x"), reason: .unacceptableStatusCode(code, serverMessage: nil, retryAfter: retryAfter))
    }

    @Test(arguments: [408, 429, 500, 502, 503, 504])
    func retriesTransientStatuses(code: Int) {
        #expect(RetryPolicy().wait(after: status(code), retryCount: 0, now: now, random: 0.5) == .backoff(0.5))
    }

    @Test(arguments: [400, 401, 403, 404, 410, 501])
    func doesNotRetryOtherStatuses(code: Int) {
        #expect(RetryPolicy().wait(after: status(code), retryCount: 0, now: now, random: 0.5)?.seconds == nil)
    }

    @Test func backsOffExponentiallyWithJitterAndACap() {
        let policy = RetryPolicy(maxRetries: 10, baseDelay: 0.5, multiplier: 2, maxDelay: 3, jitter: 0.25)
        let middle = (0..<4).map { policy.wait(after: status(503), retryCount: $0, now: now, random: 0.5)?.seconds }
        #expect(middle == [0.5, 1, 2, 3])
        #expect(policy.wait(after: status(503), retryCount: 1, now: now, random: 0)?.seconds == 0.75)
        #expect((policy.wait(after: status(503), retryCount: 1, now: now, random: 0.999_999)?.seconds ?? 0) > 1.24)
    }

    @Test func stopsAfterMaxRetries() {
        #expect(RetryPolicy(maxRetries: 2).wait(after: status(500), retryCount: 2, now: now, random: 0.5)?.seconds == nil)
    }

    @Test func honoursRetryAfterInSecondsAndAsADate() {
        let policy = RetryPolicy()
        #expect(policy.wait(after: status(429, retryAfter: "7"), retryCount: 0, now: now, random: 0.5) == .serverAsked(7, status: 429))
        let date = HTTPDateFormatting.string(now.addingTimeInterval(12))
        #expect(policy.wait(after: status(503, retryAfter: date), retryCount: 0, now: now, random: 0.5)?.seconds == 12)
        #expect(policy.wait(after: status(503, retryAfter: "3600"), retryCount: 0, now: now, random: 0.5)?.seconds == nil)
    }

    @Test func parsesTheThreeHTTPDateForms() {
        let expected = Date(timeIntervalSince1970: 784_111_777)
        #expect(HTTPDate.parse("Sun, 06 Nov 1994 08:49:37 GMT") == expected)
        #expect(HTTPDate.parse("Sunday, 06-Nov-94 08:49:37 GMT") == expected)
        #expect(HTTPDate.parse("Sun Nov  6 08:49:37 1994") == expected)
        #expect(HTTPDate.parse("yesterday") == nil)
    }

    @Test func retriesTransientTransportFailuresOnly() {
        let policy = RetryPolicy()
        let lost = PhotomaniaError.transportFailed(request: RequestSummary(method: "GET", url: "x"), reason: .connectionLost(CurlError(code: 56, message: "Connection reset")))
        let dns = PhotomaniaError.transportFailed(request: RequestSummary(method: "GET", url: "x"), reason: .cannotResolveHost("nowhere"))
        #expect(policy.wait(after: lost, retryCount: 0, now: now, random: 0.5)?.seconds != nil)
        #expect(policy.wait(after: dns, retryCount: 0, now: now, random: 0.5)?.seconds == nil)
        #expect(policy.wait(after: .cancelled, retryCount: 0, now: now, random: 0.5)?.seconds == nil)
    }

    /// curl does not retry a refused connection either (`--retry` needs `--retry-connrefused`):
    /// nobody listens there, and seconds later nobody will. A connect timeout may be congestion.
    @Test func aRefusedConnectionFailsAtOnceAndAConnectTimeoutIsRetried() {
        let policy = RetryPolicy()
        for method in ["GET", "POST"] {
            let request = RequestSummary(method: method, url: "http://h/v1/photos")
            #expect(policy.wait(after: .transportFailed(request: request, reason: .cannotConnect(host: "h")), retryCount: 0, now: now, random: 0.5) == nil)
            #expect(policy.wait(after: .transportFailed(request: request, reason: .connectTimedOut(seconds: 10)), retryCount: 0, now: now, random: 0.5) != nil)
        }
    }

    @Test func retriedRequestSucceedsAfterTwoServerErrors() async throws {
        try await withServer(faults: "first=2:status=503") { server, origin in
            let recorder = RecordingClock()
            let response = try await testSession().response(for: Request(url: origin + "/v1/photos"), clock: recorder.clock)
            #expect(response.statusCode == 200)
            #expect(server.statistics.requests == 3)
            #expect(recorder.recorded == [0.5, 1])
        }
    }

    @Test func retryAfterFromTheServerIsWhatTheClockIsAskedToWait() async throws {
        try await withServer(faults: "first=1:status=429,retry-after=4") { server, origin in
            let recorder = RecordingClock()
            _ = try await testSession().response(for: Request(url: origin + "/v1/photos"), clock: recorder.clock)
            #expect(recorder.recorded == [4])
            #expect(server.statistics.requests == 2)
        }
    }

    @Test func givesUpWithTheLastErrorAfterTheRetries() async throws {
        try await withServer(faults: "status=500") { server, origin in
            let recorder = RecordingClock()
            await #expect(throws: PhotomaniaError.self) {
                try await testSession().response(for: Request(url: origin + "/v1/photos"), retryPolicy: RetryPolicy(maxRetries: 2), clock: recorder.clock)
            }
            #expect(server.statistics.requests == 3)
        }
    }

    @Test func aCancelledWaitEndsTheRetries() async {
        let clock = RetryClock(now: { Date() }, sleep: { _ in throw CancellationError() }, random: { 0 })
        let attempts = Counter()
        await #expect(throws: PhotomaniaError.cancelled) {
            try await RetryPolicy().run(clock: clock) { _ throws(PhotomaniaError) -> Int in
                attempts.increment()
                throw .transportFailed(request: RequestSummary(method: "GET", url: "x"), reason: .connectionLost(CurlError(code: 56, message: "Connection reset")))
            }
        }
        #expect(attempts.value == 1)
    }
}

final class Counter: Sendable {
    private let count = Mutex(0)
    func increment() { count.withLock { $0 += 1 } }
    var value: Int { count.withLock { $0 } }
}

enum HTTPDateFormatting {
    static func string(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter.string(from: date)
    }
}
