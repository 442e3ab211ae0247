import Foundation

/// Writes a prepared response, applying the delivery faults: a byte limit after which the
/// connection closes or is held, and a transfer rate.
struct HTTPResponseWriter {
    enum Result: Equatable {
        case complete
        case peerClosed
        case stopped
        case failed
    }

    /// How the body goes out.
    struct Delivery {
        /// Body bytes to send before stopping; nil sends the whole body.
        var limit: Int?
        /// After `limit`: hold the connection open (true) or let it close (false).
        var holdsAfterLimit = false
        var bytesPerSecond: Int?
    }

    let socket: HTTPSocket
    /// Called with the size of every body write the socket accepted.
    let recordBodyBytes: (Int) -> Void

    func write(_ response: HTTPPreparedResponse, delivery: Delivery) -> Result {
        let headResult = Result(socket.send(response.head[...]))
        guard headResult == .complete else { return headResult }
        let body = [UInt8](response.body)
        let end = min(delivery.limit ?? body.count, body.count)
        let bodyResult = if let rate = delivery.bytesPerSecond {
            sendThrottled(body[..<end], bytesPerSecond: rate)
        } else {
            Result(socket.send(body[..<end], progress: recordBodyBytes))
        }
        guard bodyResult == .complete, delivery.limit != nil, delivery.holdsAfterLimit else { return bodyResult }
        return socket.holdUntilPeerCloses() == .peerClosed ? .peerClosed : .stopped
    }

    /// Sends in slices of about a tenth of a second's worth, each no earlier than the rate allows.
    private func sendThrottled(_ bytes: ArraySlice<UInt8>, bytesPerSecond: Int) -> Result {
        let sliceLength = max(1, min(64 * 1024, bytesPerSecond / 10))
        let started = HTTPSocket.now()
        var offset = bytes.startIndex
        while offset < bytes.endIndex {
            let sliceEnd = min(offset + sliceLength, bytes.endIndex)
            let result = Result(socket.send(bytes[offset..<sliceEnd], progress: recordBodyBytes))
            guard result == .complete else { return result }
            offset = sliceEnd
            guard offset < bytes.endIndex else { break }
            let due = started + Double(offset - bytes.startIndex) / Double(bytesPerSecond)
            switch socket.pauseWatchingPeer(seconds: due - HTTPSocket.now()) {
            case .elapsed: continue
            case .peerClosed: return .peerClosed
            case .stopped: return .stopped
            }
        }
        return .complete
    }
}

extension HTTPResponseWriter.Result {
    init(_ sendResult: HTTPSocket.SendResult) {
        switch sendResult {
        case .sent: self = .complete
        case .peerClosed: self = .peerClosed
        case .stopped: self = .stopped
        case .failed: self = .failed
        }
    }
}
