/// The read side of a connection: request heads and bodies out of a buffered byte stream, so that
/// pipelined requests are kept for the next round.
struct HTTPConnectionInput {
    enum HeadResult {
        /// The head's bytes, up to and including the blank line.
        case head([UInt8])
        /// The client hung up, sent garbage we cannot frame, or the server stopped.
        case closed
        case tooLarge
        case timedOut
    }

    private let socket: HTTPSocket
    private var buffer: [UInt8] = []
    private var chunk = [UInt8](repeating: 0, count: 16 * 1024)

    init(socket: HTTPSocket) {
        self.socket = socket
    }

    mutating func readHead(limit: Int, idleTimeout: Double) -> HeadResult {
        var scanned = 0
        while true {
            if scanned == 0 { dropLeadingLineBreaks() }
            if let end = headEnd(from: scanned) {
                guard end <= limit else { return .tooLarge }
                let head = Array(buffer[..<end])
                buffer.removeFirst(end)
                return .head(head)
            }
            guard buffer.count <= limit else { return .tooLarge }
            scanned = max(0, buffer.count - 3)
            switch fill(timeout: idleTimeout) {
            case .filled: continue
            case .timedOut: return .timedOut
            case .closed: return .closed
            }
        }
    }

    /// Reads a request body of `byteCount` bytes (the parser caps it); nil when the connection
    /// ended first.
    mutating func readBody(byteCount: Int, timeout: Double) -> [UInt8]? {
        while buffer.count < byteCount {
            if fill(timeout: timeout) != .filled { return nil }
        }
        let body = Array(buffer[..<byteCount])
        buffer.removeFirst(byteCount)
        return body
    }

    private enum FillResult {
        case filled
        case timedOut
        case closed
    }

    private mutating func fill(timeout: Double) -> FillResult {
        switch socket.waitReadable(timeout: timeout) {
        case .stopped: return .closed
        case .timedOut: return .timedOut
        case .readable: break
        }
        let count = socket.receive(into: &chunk)
        guard count > 0 else { return .closed }
        buffer.append(contentsOf: chunk[..<count])
        return .filled
    }

    /// RFC 9112 §2.2: a server should ignore empty lines received before a request line.
    private mutating func dropLeadingLineBreaks() {
        let count = buffer.prefix { $0 == UInt8(ascii: "\r") || $0 == UInt8(ascii: "\n") }.count
        if count > 0 { buffer.removeFirst(count) }
    }

    /// The index just past the blank line ending the head (CRLF CRLF, or bare LF LF), if present.
    private func headEnd(from start: Int) -> Int? {
        let lineFeed = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r")
        var index = start
        while index < buffer.count {
            defer { index += 1 }
            guard buffer[index] == lineFeed else { continue }
            if index + 1 < buffer.count, buffer[index + 1] == lineFeed { return index + 2 }
            if index + 2 < buffer.count, buffer[index + 1] == carriageReturn, buffer[index + 2] == lineFeed {
                return index + 3
            }
        }
        return nil
    }
}
