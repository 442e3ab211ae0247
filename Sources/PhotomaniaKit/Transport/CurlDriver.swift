import CCurl
import Foundation
import Synchronization

/// Runs every transfer of a session on one thread: a curl multi handle driven by
/// `curl_multi_poll`, woken by `curl_multi_wakeup` when a transfer starts or is cancelled.
/// Connections stay in the multi handle's pool and are reused across transfers.
final class CurlDriver: Sendable {
    private let core: DriverCore

    init(configuration: TransportConfiguration) throws(PhotomaniaError) {
        CurlGlobal.initialize()
        core = try DriverCore(configuration: configuration)
        let core = self.core
        let thread = Thread { core.run() }
        thread.name = "photomania.curl"
        thread.start()
    }

    deinit {
        core.shutDown()
    }

    func start(_ context: TransferContext) {
        core.post(.start(context))
    }

    func cancel(_ context: TransferContext) {
        context.markCancelled()
        core.post(.cancel(context.id))
    }
}

private enum CurlGlobal {
    private static let once: Void = { _ = curl_global_init(Int(CURL_GLOBAL_ALL)) }()
    static func initialize() { once }
}

private enum DriverCommand: Sendable {
    case start(TransferContext)
    case cancel(UInt64)
}

/// The thread-confined half of the driver. Only `post` and `shutDown` are called from other
/// threads; everything touching easy handles runs inside `run()`.
private final class DriverCore: @unchecked Sendable {
    private let multi: UnsafeMutableRawPointer
    private let configuration: TransportConfiguration
    private let inbox = Mutex<(commands: [DriverCommand], shuttingDown: Bool)>(([], false))
    private let finished = DispatchSemaphore(value: 0)
    /// Touched only on the driver thread.
    private var active: [UnsafeMutableRawPointer: EasyHandle] = [:]
    /// Which throttled transfer resumes first next time.
    private var resumeTurn: UInt = 0

    init(configuration: TransportConfiguration) throws(PhotomaniaError) {
        // libcurl 7.x opens the multi handle's wake-up socket pair without close-on-exec: the
        // children photomania starts inherit nothing past stderr (`TextEditor`, `BrowserOpener`).
        guard let multi = curl_multi_init() else {
            throw .transportFailed(request: RequestSummary(method: "GET", url: "curl"), reason: .other(CurlError(code: -1, message: "could not create a curl multi handle")))
        }
        self.multi = multi
        self.configuration = configuration
        _ = pm_multi_setopt_long(multi, CURLMOPT_MAXCONNECTS, configuration.maxConnections)
        _ = pm_multi_setopt_long(multi, CURLMOPT_PIPELINING, Int(CURLPIPE_MULTIPLEX))
    }

    func post(_ command: DriverCommand) {
        inbox.withLock { $0.commands.append(command) }
        curl_multi_wakeup(multi)
    }

    func shutDown() {
        inbox.withLock { $0.shuttingDown = true }
        curl_multi_wakeup(multi)
        finished.wait()
    }

    func run() {
        while true {
            let (commands, shuttingDown) = inbox.withLock { inbox in
                defer { inbox.commands.removeAll() }
                return (inbox.commands, inbox.shuttingDown)
            }
            if shuttingDown { break }
            commands.forEach(handle)
            resumeThrottledTransfers()
            var running: Int32 = 0
            curl_multi_perform(multi, &running)
            collectFinishedTransfers()
            failStalledTransfers()
            curl_multi_poll(multi, nil, 0, min(millisecondsUntilNextStallCheck(), millisecondsUntilRateAllows()), nil)
        }
        for handle in active.values { remove(handle, failingWith: .cancelled) }
        curl_multi_cleanup(multi)
        finished.signal()
    }

    private func handle(_ command: DriverCommand) {
        switch command {
        case .start(let context):
            guard !context.isCancelled else { return context.fail(.cancelled) }
            do {
                let handle = try EasyHandle(context: context, configuration: configuration)
                active[handle.raw] = handle
                curl_multi_add_handle(multi, handle.raw)
                configuration.log?("> \(context.request)")
            } catch {
                context.fail(error)
            }
        case .cancel(let id):
            guard let handle = active.values.first(where: { $0.context.id == id }) else { return }
            configuration.log?("x \(handle.context.request) cancelled")
            remove(handle, failingWith: .cancelled)
        }
    }

    private func collectFinishedTransfers() {
        var remaining: Int32 = 0
        while let message = curl_multi_info_read(multi, &remaining) {
            guard message.pointee.msg == CURLMSG_DONE, let raw = message.pointee.easy_handle, let handle = active[raw] else { continue }
            let code = pm_message_result(message)
            if handle.context.isCancelled {
                remove(handle, failingWith: .cancelled)
            } else if code == CURLE_OK {
                let status = handle.responseCode
                configuration.log?("< \(status) \(handle.context.request)")
                handle.context.succeed(statusCode: status, effectiveURL: handle.effectiveURL)
                remove(handle, failingWith: nil)
            } else {
                fail(handle, failureReason(code, handle))
            }
        }
    }

    /// Stalls, time limits and too slow transfers are timed here, not with libcurl's options:
    /// its low-speed check averages over about 5 s, so it notices silence after a burst of bytes
    /// that much too late.
    private func failStalledTransfers() {
        let now = ContinuousClock.now
        for handle in active.values {
            if let reason = handle.overdue(at: now, stallTimeout: stallTimeout, configuration: configuration, transfers: active.count) { fail(handle, reason) }
        }
    }

    /// Resumes transfers paused for the rate limit once it allows bytes again, each time starting
    /// with another one, so that they take turns; libcurl offers each its held bytes at once,
    /// and a transfer the limit still refuses pauses again.
    private func resumeThrottledTransfers() {
        let throttled = active.values.filter { $0.context.isThrottled }.sorted { $0.context.id < $1.context.id }
        guard let limit = configuration.receiveRateLimit, !throttled.isEmpty, limit.delay() == .zero else { return }
        resumeTurn &+= 1
        for offset in throttled.indices {
            let handle = throttled[Int((resumeTurn &+ UInt(offset)) % UInt(throttled.count))]
            handle.context.isThrottled = false
            curl_easy_pause(handle.raw, CURLPAUSE_CONT)
        }
    }

    private func millisecondsUntilRateAllows() -> Int32 {
        guard let limit = configuration.receiveRateLimit, active.values.contains(where: { $0.context.isThrottled }) else { return 1000 }
        let milliseconds = limit.delay() / .milliseconds(1)
        return Int32(min(1000, max(1, milliseconds.rounded(.up))))
    }

    private func millisecondsUntilNextStallCheck() -> Int32 {
        let deadlines = active.values.flatMap { [$0.stallDeadline(timeout: stallTimeout), $0.context.request.deadline].compactMap { $0 } }
        guard let nearest = deadlines.min() else { return 1000 }
        let milliseconds = (nearest - .now) / .milliseconds(1)
        return Int32(min(1000, max(1, milliseconds.rounded(.up))))
    }

    private var stallTimeout: Duration { .seconds(configuration.stallTimeout) }

    private func fail(_ handle: EasyHandle, _ reason: PhotomaniaError.TransportFailureReason) {
        let error = PhotomaniaError.transportFailed(request: handle.context.request.summary, reason: reason)
        configuration.log?("! \(error)")
        remove(handle, failingWith: error)
    }

    private func remove(_ handle: EasyHandle, failingWith error: PhotomaniaError?) {
        curl_multi_remove_handle(multi, handle.raw)
        active[handle.raw] = nil
        if let error { handle.context.fail(error) }
        handle.cleanUp()
    }

    private func failureReason(_ code: CURLcode, _ handle: EasyHandle) -> PhotomaniaError.TransportFailureReason {
        let error = CurlError(code)
        if code == CURLE_WRITE_ERROR, let limit = handle.context.exceededBodyLimit { return .bodyTooLarge(limit: limit) }
        let url = handle.context.request.url
        switch code {
        case CURLE_COULDNT_RESOLVE_HOST:
            return .cannotResolveHost(host(of: url))
        case CURLE_COULDNT_RESOLVE_PROXY:
            return .cannotResolveHost(proxyHost(for: url) ?? "the proxy")
        case CURLE_COULDNT_CONNECT:
            // Through a proxy, the connection that failed was most likely the proxy's.
            let target = host(of: url)
            return .cannotConnect(host: proxyHost(for: url).map { "the proxy \($0) (for \(target))" } ?? target)
        case CURLE_PARTIAL_FILE:
            return .closedEarly
        case CURLE_UNSUPPORTED_PROTOCOL where handle.errorDetail.contains("HTTP/0.9"):
            // On a reused connection: what an earlier answer sent past its Content-Length.
            return .notHTTP
        case CURLE_OPERATION_TIMEDOUT:
            return handle.hasConnected ? .stalled(seconds: configuration.stallTimeout) : .connectTimedOut(seconds: configuration.connectTimeout)
        case CURLE_TOO_MANY_REDIRECTS:
            return .tooManyRedirects
        case CURLE_OUT_OF_MEMORY:
            return .headersTooLarge
        case CURLE_RECV_ERROR, CURLE_SEND_ERROR, CURLE_GOT_NOTHING, CURLE_HTTP2, CURLE_HTTP2_STREAM:
            return .connectionLost(error)
        case CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION:
            return .secureConnectionFailed(error)
        default:
            return .other(handle.errorDetail.isEmpty ? error : CurlError(code: error.code, message: handle.errorDetail))
        }
    }

    /// The host and port of the proxy a request to `url` goes through: `--proxy`, else the one
    /// libcurl takes from the environment (a proxy given as `host:port` is an HTTP one).
    private func proxyHost(for url: String) -> String? {
        (configuration.proxy ?? ProxyEnvironment.proxy(for: url, noProxy: configuration.noProxy))
            .map { host(of: $0.contains("://") ? $0 : "http://" + $0) }
    }

    private func host(of url: String) -> String {
        guard let components = URLComponents(string: url), let host = components.host else { return Redaction.redact(url) }
        return components.port.map { "\(host):\($0)" } ?? host
    }
}
