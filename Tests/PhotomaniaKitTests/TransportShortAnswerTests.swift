import Foundation
@testable import PhotomaniaKit
import PhotomaniaServer
import Testing

/// A `Content-Length` that does not match the body, in both directions, and a proxy from the
/// environment that cannot be reached: each failure says what happened in words, not a curl code.
@Suite struct TransportShortAnswerTests {
    /// The bytes past a short `Content-Length` arrive late on the kept connection, and the next
    /// request there reads them as its answer: libcurl calls that "unsupported protocol".
    @Test func bytesPastTheContentLengthSpoilTheNextAnswerAndSaySo() async throws {
        let responder = try OverlongResponder()
        let session = try testSession()
        let url = "http://127.0.0.1:\(responder.port)/v1/photos"
        let first = try await session.perform(Request(url: url))
        #expect(first.body.count == OverlongResponder.announced)
        try await Task.sleep(for: .milliseconds(500))
        let error = await #expect(throws: PhotomaniaError.self) { try await session.perform(Request(url: url)) }
        #expect(error == .transportFailed(request: RequestSummary(method: "GET", url: url), reason: .notHTTP))
        #expect(error?.description.contains("curl error") == false, "\(String(describing: error))")
        #expect(error.map(RetryPolicy.isTransient) == true, "a new connection mends it")
        try await Task.sleep(for: .milliseconds(500))
        let retried = try await session.response(for: Request(url: url), retryPolicy: RetryPolicy(maxRetries: 1, baseDelay: 0.01), clock: RecordingClock().clock)
        #expect(retried.statusCode == 200)
    }

    @Test func aConnectionClosedBeforeTheAnnouncedLengthSaysSo() async throws {
        try await withServer(faults: "truncate=5") { _, origin in
            let error = await #expect(throws: PhotomaniaError.self) { try await testSession().perform(Request(url: origin + "/cut")) }
            #expect(error?.description.hasPrefix("the server closed the connection before the whole answer arrived (GET ") == true, "\(String(describing: error))")
        }
    }

    @Test func aDeadProxyFromTheEnvironmentIsNamed() {
        let environment = ["http_proxy": "http://proxy.example:3128", "https_proxy": "http://secure.example:8080", "no_proxy": "skip.example,.internal"]
        #expect(ProxyEnvironment.proxy(for: "http://api.example/v1", noProxy: nil, environment: environment) == "http://proxy.example:3128")
        #expect(ProxyEnvironment.proxy(for: "https://api.example/v1", noProxy: nil, environment: environment) == "http://secure.example:8080")
        #expect(ProxyEnvironment.proxy(for: "http://skip.example/v1", noProxy: nil, environment: environment) == nil)
        #expect(ProxyEnvironment.proxy(for: "http://a.internal/v1", noProxy: nil, environment: environment) == nil)
        #expect(ProxyEnvironment.proxy(for: "http://127.0.0.1:8/v1", noProxy: "127.0.0.1", environment: environment) == nil)
        #expect(ProxyEnvironment.proxy(for: "http://api.example/v1", noProxy: nil, environment: ["HTTP_PROXY": "http://ignored:1"]) == nil, "libcurl reads only the lowercase http_proxy")
        #expect(ProxyEnvironment.proxy(for: "http://api.example/v1", noProxy: nil, environment: ["ALL_PROXY": "socks5h://all:1080"]) == "socks5h://all:1080")
    }
}
