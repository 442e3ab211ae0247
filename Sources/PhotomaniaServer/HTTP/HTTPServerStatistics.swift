/// A snapshot of what an ``HTTPServer`` has done since it started or since `resetStatistics()`.
///
/// Byte counts are recorded once a write returns, so a client may hold the bytes a moment before
/// they are counted: wait with ``HTTPServer/waitForStatistics(timeout:until:)`` rather than
/// reading once. `requests` is counted before the handler runs.
public struct HTTPServerStatistics: Sendable, Equatable {
    /// Requests whose head parsed, whatever happened next (faults included).
    public var requests = 0
    /// `requests` by percent-decoded path.
    public var requestsByPath: [String: Int] = [:]
    /// Body bytes the sockets accepted (headers excluded; a `HEAD` adds nothing).
    public var bodyBytesSent = 0
    public var bodyBytesSentByPath: [String: Int] = [:]
    public var connectionsAccepted = 0
    /// Connections the client closed while a body was still being sent or a stalled response
    /// was being held: how a test sees that a client cancelled a transfer.
    public var connectionsClosedByPeerMidResponse = 0

    public init() {}

    mutating func recordRequest(path: String) {
        requests += 1
        requestsByPath[path, default: 0] += 1
    }

    mutating func recordBodyBytes(_ count: Int, path: String) {
        bodyBytesSent += count
        bodyBytesSentByPath[path, default: 0] += count
    }
}
