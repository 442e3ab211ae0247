import CLinux
import Dispatch
import Foundation
import Glibc
import Synchronization

/// The state the serving threads share. Separate from ``HTTPServer`` so that the threads do not
/// keep the server alive: dropping the server stops them.
final class HTTPServerCore: Sendable {
    struct Settings: Sendable {
        var idleTimeout: Double
        var maximumConnections: Int
        var headLimit = 64 * 1024
    }

    private enum Admission {
        case admitted
        case busy
        case stopping
    }

    private struct ConnectionTable {
        var isStopping = false
        var open: Set<Int32> = []
        var closedResources = false
    }

    let handler: any HTTPHandling
    let log: (@Sendable (String) -> Void)?
    let settings: Settings
    private let listener: Int32
    /// Written once by `stop()` and never drained: readable from then on for every poller.
    private let wakeReader: Int32
    private let wakeWriter: Int32
    private let threads = DispatchGroup()
    private let connections = Mutex(ConnectionTable())
    private let statisticsState = Mutex(HTTPServerStatistics())
    private let faultState: Mutex<FaultSelection>

    init(listener: Int32, handler: any HTTPHandling, faults: FaultPlan, log: (@Sendable (String) -> Void)?, settings: Settings) throws(HTTPServerError) {
        var pipeEnds: [Int32] = [0, 0]
        // Close-on-exec from the start: no child process may inherit them.
        guard pipe2(&pipeEnds, O_CLOEXEC) == 0 else {
            throw .systemCallFailed(call: "pipe2", reason: HTTPListener.errorText(errno))
        }
        self.listener = listener
        wakeReader = pipeEnds[0]
        wakeWriter = pipeEnds[1]
        self.handler = handler
        self.log = log
        self.settings = settings
        faultState = Mutex(FaultSelection(plan: faults))
    }

    func start() {
        threads.enter()
        Thread { [self] in
            acceptConnections()
            threads.leave()
        }.start()
    }

    /// Stops accepting, cuts every connection, and returns once every serving thread has ended.
    func stop() {
        let isFirstStop = connections.withLock { table in
            guard !table.isStopping else { return false }
            table.isStopping = true
            return true
        }
        if isFirstStop {
            var byte: UInt8 = 1
            _ = write(wakeWriter, &byte, 1)
            connections.withLock { table in
                for fd in table.open { shutdown(fd, Int32(SHUT_RDWR)) }
            }
        }
        threads.wait()
        connections.withLock { table in
            guard !table.closedResources else { return }
            table.closedResources = true
            close(listener)
            close(wakeReader)
            close(wakeWriter)
        }
    }

    private func acceptConnections() {
        let socket = HTTPSocket(fd: listener, wakeFD: wakeReader)
        while socket.waitReadable(timeout: nil) == .readable {
            let fd = accept4(listener, nil, nil, Int32(SOCK_CLOEXEC.rawValue))
            guard fd >= 0 else {
                // EMFILE and friends: back off instead of spinning on a listener that stays readable.
                if errno != EAGAIN, errno != EINTR, errno != ECONNABORTED, socket.pause(seconds: 0.05) == .stopped { return }
                continue
            }
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
            statisticsState.withLock { $0.connectionsAccepted += 1 }
            let admission = connections.withLock { table -> Admission in
                if table.isStopping { return .stopping }
                guard table.open.count < settings.maximumConnections else { return .busy }
                table.open.insert(fd)
                return .admitted
            }
            switch admission {
            case .admitted: break
            case .busy:
                refuseBusy(fd)
                continue
            case .stopping:
                close(fd)
                return
            }
            configure(fd)
            threads.enter()
            Thread { [self] in
                HTTPConnection(socket: HTTPSocket(fd: fd, wakeFD: wakeReader), core: self).run()
                connections.withLock { table in
                    table.open.remove(fd)
                    close(fd)
                }
                threads.leave()
            }.start()
        }
    }

    private func configure(_ fd: Int32) {
        var yes: Int32 = 1
        setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
        var sendTimeout = timeval(tv_sec: Int(settings.idleTimeout.rounded(.up)), tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &sendTimeout, socklen_t(MemoryLayout<timeval>.size))
    }

    /// Over the connection limit: a 503 if the socket takes it at once, then close.
    private func refuseBusy(_ fd: Int32) {
        var response = HTTPErrorResponses.json(status: 503, message: "Too many connections")
        response.headers["Retry-After"] = "1"
        let prepared = HTTPPreparedResponse(response, method: "GET", requestHeaders: HTTPHeaderFields(), keepAlive: false)
        let bytes = prepared.head + [UInt8](prepared.body)
        _ = bytes.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL) | Int32(MSG_DONTWAIT)) }
        close(fd)
    }

    // MARK: Statistics

    var statistics: HTTPServerStatistics {
        statisticsState.withLock { $0 }
    }

    func resetStatistics() {
        statisticsState.withLock { $0 = HTTPServerStatistics() }
    }

    func recordRequest(path: String) {
        statisticsState.withLock { $0.recordRequest(path: path) }
    }

    func recordBodyBytes(_ count: Int, path: String) {
        statisticsState.withLock { $0.recordBodyBytes(count, path: path) }
    }

    func recordPeerClosedMidResponse() {
        statisticsState.withLock { $0.connectionsClosedByPeerMidResponse += 1 }
    }

    // MARK: Faults

    var faults: FaultPlan {
        faultState.withLock { $0.plan }
    }

    func setFaults(_ plan: FaultPlan) {
        faultState.withLock { $0 = FaultSelection(plan: plan) }
    }

    func faultRule(for request: FaultRequest) -> FaultRule? {
        faultState.withLock { $0.rule(for: request) }
    }
}
