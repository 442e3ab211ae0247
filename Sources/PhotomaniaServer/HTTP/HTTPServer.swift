import Foundation

/// A small HTTP/1.1 server over POSIX sockets: the peer of the CLI's libcurl transport in the
/// demo mode, in `photomania serve`, and in tests.
///
/// - Serving starts in `init` on one accept thread plus one thread per connection (at most
///   `maximumConnections`; beyond that a client gets a 503 and a close).
/// - Connections are kept alive per HTTP/1.1 and HTTP/1.0 rules and closed after `idleTimeout`
///   seconds without a request.
/// - The server sets `Content-Length`, `Date`, `Server` and `Connection` itself, and serves
///   `Range`/`If-Range` for 200 responses.
/// - The handler sees a `HEAD` request as `GET`; the server sends that response's headers
///   without its body.
/// - `faults` injects misbehaviour around the handler's responses; see ``FaultPlan``.
public final class HTTPServer: Sendable {
    public let host: String
    /// The bound port: the one asked for, or the free one picked for port 0.
    public let port: Int
    private let core: HTTPServerCore

    /// Binds, listens and starts serving.
    ///
    /// - Parameter log: receives one line per request, e.g. `GET /v1/photos?page=2 200 1234B 3ms`,
    ///   with `consumer_key` values redacted. Called on the connection's thread.
    public init(
        host: String = "127.0.0.1",
        port: Int = 0,
        handler: any HTTPHandling,
        faults: FaultPlan = FaultPlan(),
        log: (@Sendable (String) -> Void)? = nil,
        idleTimeout: Double = 30,
        maximumConnections: Int = 256
    ) throws(HTTPServerError) {
        let listener = try HTTPListener.open(host: host, port: port)
        let settings = HTTPServerCore.Settings(idleTimeout: max(0.001, idleTimeout), maximumConnections: max(1, maximumConnections))
        do {
            core = try HTTPServerCore(listener: listener.socket, handler: handler, faults: faults, log: log, settings: settings)
        } catch {
            close(listener.socket)
            throw error
        }
        self.host = host
        self.port = listener.port
        core.start()
    }

    deinit {
        core.stop()
    }

    /// `http://host:port`, with brackets around an IPv6 host.
    public var baseURL: URL {
        let authority = host.contains(":") ? "[\(host)]" : host
        return URL(string: "http://\(authority):\(port)") ?? URL(fileURLWithPath: "/")
    }

    /// Closes the listener and every open connection (ending stalled responses at once) and
    /// returns when all serving threads have finished. Idempotent. Must not be called from a
    /// handler: it would wait for its own thread.
    public func stop() {
        core.stop()
    }

    public var statistics: HTTPServerStatistics {
        core.statistics
    }

    public func resetStatistics() {
        core.resetStatistics()
    }

    /// Polls the statistics every 10 ms until `condition` holds (true) or `timeout` seconds pass (false).
    public func waitForStatistics(timeout: Double, until condition: (HTTPServerStatistics) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if condition(statistics) { return true }
            if Date() >= deadline { return false }
            Thread.sleep(forTimeInterval: 0.01)
        }
    }

    /// The fault plan in force.
    public var faults: FaultPlan {
        core.faults
    }

    /// Replaces the fault plan; its `first=`/`every=` counters start from zero.
    public func setFaults(_ plan: FaultPlan) {
        core.setFaults(plan)
    }
}
