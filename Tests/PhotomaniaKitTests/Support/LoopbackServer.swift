import Foundation
import PhotomaniaKit
import PhotomaniaServer
import Synchronization

/// A handler built from a closure, for tests that need one exact answer.
struct ClosureHandler: HTTPHandling {
    let respond: @Sendable (HTTPRequest) -> HTTPResponse

    func respond(to request: HTTPRequest) -> HTTPResponse {
        respond(request)
    }
}

extension HTTPResponse {
    static func json(_ text: String, status: Int = 200) -> HTTPResponse {
        var headers = HTTPHeaderFields()
        headers["Content-Type"] = "application/json; charset=utf-8"
        return HTTPResponse(status: status, headers: headers, body: Data(text.utf8))
    }
}

/// Starts a real server on 127.0.0.1 for the length of `body`.
func withServer<T>(
    faults: String = "",
    handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse = { _ in .json(#"{"ok": true}"#) },
    _ body: (HTTPServer, String) async throws -> T
) async throws -> T {
    let server = try HTTPServer(handler: ClosureHandler(respond: handler), faults: try FaultPlan(parsing: faults))
    defer { server.stop() }
    return try await body(server, "http://127.0.0.1:\(server.port)")
}

/// A session with short timeouts so failure tests end quickly.
func testSession(stallTimeout: Double = 30, connectTimeout: Double = 5, maxBodySize: Int = 64 * 1_048_576) throws -> Session {
    var configuration = TransportConfiguration()
    configuration.connectTimeout = connectTimeout
    configuration.stallTimeout = stallTimeout
    configuration.maxBodySize = maxBodySize
    return try Session(configuration: configuration)
}

/// A TCP port on 127.0.0.1 with nobody listening.
func closedPort() throws -> Int {
    let server = try HTTPServer(handler: ClosureHandler { _ in .json("{}") })
    let port = server.port
    server.stop()
    return port
}

/// Polls `condition` until it holds or `timeout` passes.
func eventually(timeout: Double = 30, _ condition: () -> Bool) async -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
        if condition() { return true }
        try? await Task.sleep(for: .milliseconds(20))
    }
    return condition()
}

/// A clock that never sleeps and records the waits asked of it.
final class RecordingClock: Sendable {
    private let waits = Mutex<[Double]>([])
    var recorded: [Double] { waits.withLock { $0 } }

    var clock: RetryClock {
        RetryClock(
            now: { Date(timeIntervalSince1970: 1_000_000) },
            sleep: { [self] seconds in self.waits.withLock { $0.append(seconds) } },
            random: { 0.5 }
        )
    }
}
