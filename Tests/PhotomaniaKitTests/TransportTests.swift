import Foundation
import PhotomaniaKit
import PhotomaniaServer
import Testing

@Suite("Transport over real libcurl against the built-in server")
struct TransportTests {
    @Test func getsBodyStatusAndHeaders() async throws {
        try await withServer(handler: { _ in .json(#"{"hello": "world"}"#) }) { _, origin in
            let response = try await testSession().perform(Request(url: origin + "/v1/x"))
            #expect(response.statusCode == 200)
            #expect(String(decoding: response.body, as: UTF8.self) == #"{"hello": "world"}"#)
            #expect(response.mimeType == "application/json")
            #expect(response.headers["content-length"] == "18")
        }
    }

    @Test func sendsUserAgentAcceptAndAcceptEncoding() async throws {
        try await withServer(handler: { request in
            let seen = ["User-Agent", "Accept", "Accept-Encoding"].map { "\($0)=\(request.headers[$0] ?? "-")" }
            return .json(#"{"seen": "\#(seen.joined(separator: "|"))"}"#)
        }) { _, origin in
            let response = try await testSession().perform(Request(url: origin + "/", acceptableContentTypes: ["application/json"]))
            let text = String(decoding: response.body, as: UTF8.self)
            #expect(text.contains("User-Agent=photomania/\(PhotomaniaVersion.current)"))
            #expect(text.contains("Accept=application/json"))
            #expect(text.contains("gzip"))
        }
    }

    @Test func decodesTheDemoServersGzipFault() async throws {
        let text = String(repeating: "photomania ", count: 10_000)
        try await withServer(faults: "gzip", handler: { _ in .json(text) }) { _, origin in
            let response = try await testSession().perform(Request(url: origin + "/zipped"))
            #expect(response.headers["content-encoding"] == "gzip")
            #expect(response.headers["content-length"].flatMap(Int.init) ?? 0 > text.utf8.count)
            #expect(String(decoding: response.body, as: UTF8.self) == text)
        }
    }

    @Test func reusesOneConnectionForSequentialRequests() async throws {
        try await withServer { server, origin in
            let session = try testSession()
            for _ in 0..<5 { _ = try await session.perform(Request(url: origin + "/v1/photos")) }
            #expect(server.statistics.requests == 5)
            #expect(server.statistics.connectionsAccepted == 1)
        }
    }

    @Test func runsConcurrentRequests() async throws {
        try await withServer(handler: { request in .json(#"{"path": "\#(request.path)"}"#) }) { _, origin in
            let session = try testSession()
            let bodies = try await withThrowingTaskGroup(of: String.self) { group in
                for index in 0..<20 {
                    group.addTask { String(decoding: try await session.perform(Request(url: origin + "/p\(index)")).body, as: UTF8.self) }
                }
                return try await group.reduce(into: Set<String>()) { $0.insert($1) }
            }
            #expect(bodies.count == 20)
        }
    }

    @Test func cancellingTheTaskStopsAStalledTransferAtOnce() async throws {
        try await withServer(faults: "stall=0") { server, origin in
            let session = try testSession(stallTimeout: 60)
            let started = Date()
            let task = Task { try await session.perform(Request(url: origin + "/slow")) }
            #expect(await eventually { server.statistics.requests == 1 })
            task.cancel()
            let result = await task.result
            #expect(Date().timeIntervalSince(started) < 10, "a cancelled transfer must not wait for the 60 s stall timeout")
            #expect(throws: PhotomaniaError.cancelled) { try result.get() }
            #expect(await eventually { server.statistics.connectionsClosedByPeerMidResponse == 1 })
        }
    }

    @Test func cancellingWhileTheBodyArrivesIsACancellation() async throws {
        try await withServer(faults: "rate=20000", handler: { _ in .json(String(repeating: " ", count: 400_000)) }) { server, origin in
            let session = try testSession()
            let task = Task { try await session.perform(Request(url: origin + "/slow-body")) }
            #expect(await eventually { server.statistics.bodyBytesSent > 10_000 })
            task.cancel()
            await #expect(throws: PhotomaniaError.cancelled) { try await task.value }
        }
    }

    @Test func cancellingBeforeTheTransferStartsNeverSendsIt() async throws {
        try await withServer { server, origin in
            let session = try testSession()
            let task = Task {
                withUnsafeCurrentTask { $0?.cancel() }
                return try await session.perform(Request(url: origin + "/never"))
            }
            await #expect(throws: PhotomaniaError.cancelled) { try await task.value }
            #expect(server.statistics.requests == 0)
        }
    }

    @Test func detectsAStall() async throws {
        try await withServer(faults: "stall=0") { _, origin in
            let error = await #expect(throws: PhotomaniaError.self) {
                try await testSession(stallTimeout: 1).perform(Request(url: origin + "/stall"))
            }
            #expect(error == .transportFailed(request: RequestSummary(method: "GET", url: "\(origin)/stall"), reason: .stalled(seconds: 1)))
        }
    }

    @Test func reportsARefusedConnection() async throws {
        let port = try closedPort()
        let error = await #expect(throws: PhotomaniaError.self) {
            try await testSession().perform(Request(url: "http://127.0.0.1:\(port)/v1/photos"))
        }
        guard case .transportFailed(_, .cannotConnect)? = error else {
            Issue.record("expected cannotConnect, got \(String(describing: error))")
            return
        }
    }

    @Test func reportsATruncatedBody() async throws {
        try await withServer(faults: "truncate=5") { _, origin in
            let error = await #expect(throws: PhotomaniaError.self) {
                try await testSession().perform(Request(url: origin + "/cut"))
            }
            guard case .transportFailed(_, .closedEarly)? = error else {
                Issue.record("expected closedEarly, got \(String(describing: error))")
                return
            }
        }
    }

    @Test func followsRedirectsButNotForever() async throws {
        try await withServer(faults: "path=/old:redirect=/new; path=/loop:redirect-loop") { _, origin in
            let session = try testSession()
            let moved = try await session.perform(Request(url: origin + "/old"))
            #expect(moved.statusCode == 200)
            #expect(moved.effectiveURL == origin + "/new")
            let error = await #expect(throws: PhotomaniaError.self) { try await session.perform(Request(url: origin + "/loop")) }
            #expect(error == .transportFailed(request: RequestSummary(method: "GET", url: "\(origin)/loop"), reason: .tooManyRedirects))
        }
    }

    @Test func refusesAnOversizedBody() async throws {
        try await withServer(handler: { _ in .json(String(repeating: " ", count: 100_000)) }) { _, origin in
            let error = await #expect(throws: PhotomaniaError.self) {
                try await testSession(maxBodySize: 10_000).perform(Request(url: origin + "/big"))
            }
            #expect(error == .transportFailed(request: RequestSummary(method: "GET", url: "\(origin)/big"), reason: .bodyTooLarge(limit: 10_000)))
        }
    }

    @Test func rejectsNonHTTPURLs() async throws {
        await #expect(throws: PhotomaniaError.invalidURL("file:///etc/passwd")) {
            try await testSession().perform(Request(url: "file:///etc/passwd"))
        }
    }

    @Test func headRequestsGetNoBody() async throws {
        try await withServer { _, origin in
            let response = try await testSession().perform(Request(method: .head, url: origin + "/x"))
            #expect(response.statusCode == 200)
            #expect(response.body.isEmpty)
        }
    }

    @Test func neverShowsTheConsumerKeyInErrors() async throws {
        try await withServer(faults: "status=500") { _, origin in
            let url = origin + "/v1/photos?consumer_key=s3cr3t&page=1"
            let error = await #expect(throws: PhotomaniaError.self) {
                try await testSession().response(for: Request(url: url), retryPolicy: .never)
            }
            let text = String(describing: error)
            #expect(!text.contains("s3cr3t"))
            #expect(text.contains("consumer_key=REDACTED&page=1"))
        }
    }
}
