import Glibc

/// Blocking I/O on one connection that also gives up as soon as the server stops.
///
/// The server's wake pipe becomes readable forever once `stop()` is called, so every wait here
/// polls it alongside the connection.
struct HTTPSocket {
    let fd: Int32
    let wakeFD: Int32

    enum Readiness {
        case readable
        case timedOut
        case stopped
    }

    enum SendResult {
        case sent
        case peerClosed
        case stopped
        /// The client stopped reading for longer than the send timeout, or another error.
        case failed
    }

    /// How a pause or a hold ended.
    enum WaitOutcome {
        case elapsed
        case peerClosed
        case stopped
    }

    var isStopRequested: Bool {
        var wake = pollfd(fd: wakeFD, events: Int16(POLLIN), revents: 0)
        return Glibc.poll(&wake, 1, 0) > 0
    }

    /// Waits until the connection has bytes (or EOF) to read. `timeout` nil waits forever.
    func waitReadable(timeout: Double?) -> Readiness {
        var fds = [
            pollfd(fd: fd, events: Int16(POLLIN), revents: 0),
            pollfd(fd: wakeFD, events: Int16(POLLIN), revents: 0),
        ]
        let status = Self.poll(&fds, timeout: timeout)
        if status > 0, fds[1].revents != 0 { return .stopped }
        if status > 0 { return .readable }
        return .timedOut
    }

    /// Reads what is available into `buffer`: the count read, 0 at EOF, -1 on error.
    func receive(into buffer: inout [UInt8]) -> Int {
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
            if count >= 0 { return count }
            if errno == EINTR { continue }
            if errno == EAGAIN || errno == EWOULDBLOCK {
                guard waitReadable(timeout: nil) == .readable else { return -1 }
                continue
            }
            return -1
        }
    }

    /// Writes all of `bytes`, reporting each successful write's size to `progress`.
    func send(_ bytes: ArraySlice<UInt8>, progress: (Int) -> Void = { _ in }) -> SendResult {
        var offset = bytes.startIndex
        while offset < bytes.endIndex {
            let count = bytes[offset...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if count > 0 {
                offset += count
                progress(count)
                continue
            }
            if count < 0, errno == EINTR { continue }
            let code = errno
            if isStopRequested { return .stopped }
            return code == EPIPE || code == ECONNRESET ? .peerClosed : .failed
        }
        return .sent
    }

    /// Sleeps, waking early only when the server stops.
    func pause(seconds: Double) -> WaitOutcome {
        var wake = pollfd(fd: wakeFD, events: Int16(POLLIN), revents: 0)
        return Self.poll(&wake, timeout: seconds) > 0 ? .stopped : .elapsed
    }

    /// Sleeps, waking early when the server stops or the client hangs up.
    func pauseWatchingPeer(seconds: Double) -> WaitOutcome {
        let deadline = Self.now() + seconds
        while true {
            let remaining = deadline - Self.now()
            guard remaining > 0 else { return .elapsed }
            switch waitReadable(timeout: remaining) {
            case .stopped: return .stopped
            case .timedOut: return .elapsed
            case .readable:
                var probe: UInt8 = 0
                let count = recv(fd, &probe, 1, Int32(MSG_PEEK) | Int32(MSG_DONTWAIT))
                if count == 0 || (count < 0 && errno != EINTR && errno != EAGAIN) {
                    return isStopRequested ? .stopped : .peerClosed
                }
                // A pipelined request is waiting; it cannot tell us about a hang-up, so just sleep.
                return pause(seconds: remaining)
            }
        }
    }

    /// Holds the connection without answering, discarding whatever the client sends, until the
    /// client hangs up or the server stops.
    func holdUntilPeerCloses() -> WaitOutcome {
        var scratch = [UInt8](repeating: 0, count: 4096)
        while true {
            guard waitReadable(timeout: nil) == .readable else { return .stopped }
            let count = scratch.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
            if count == 0 || (count < 0 && errno != EINTR && errno != EAGAIN && errno != EWOULDBLOCK) {
                return isStopRequested ? .stopped : .peerClosed
            }
        }
    }

    /// Ends our side and reads what the client still sends, briefly, so that closing with unread
    /// request bytes does not reset the connection and destroy the error response in flight.
    func drainBeforeClosing(within seconds: Double = 1) {
        shutdown(fd, Int32(SHUT_WR))
        let deadline = Self.now() + seconds
        var scratch = [UInt8](repeating: 0, count: 16 * 1024)
        var remaining = 1024 * 1024
        while remaining > 0, deadline > Self.now(), waitReadable(timeout: deadline - Self.now()) == .readable {
            let count = scratch.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
            if count == 0 || (count < 0 && errno != EINTR && errno != EAGAIN) { return }
            remaining -= max(0, count)
        }
    }

    /// poll(2) with a timeout in seconds (nil = forever), retried on EINTR.
    static func poll(_ fds: inout [pollfd], timeout: Double?) -> Int32 {
        let milliseconds = timeout.map { Int32(clamping: Int(($0 * 1000).rounded(.up))) } ?? -1
        while true {
            let status = fds.withUnsafeMutableBufferPointer { Glibc.poll($0.baseAddress, nfds_t($0.count), milliseconds) }
            if status >= 0 || errno != EINTR { return status }
        }
    }

    static func poll(_ fd: inout pollfd, timeout: Double?) -> Int32 {
        var fds = [fd]
        defer { fd = fds[0] }
        return poll(&fds, timeout: timeout)
    }

    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1_000_000_000
    }
}
