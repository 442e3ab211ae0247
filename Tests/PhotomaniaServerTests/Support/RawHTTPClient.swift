import Foundation
import Glibc

/// A blocking HTTP/1.1 client over a plain socket to 127.0.0.1, speaking raw bytes so tests can
/// send what libcurl never would and see exactly what the server wrote.
final class RawHTTPClient {
    enum Failure: Error, Equatable {
        case connectFailed(Int32)
        case timedOut
        /// The server closed the connection; what arrived first is attached.
        case closed(received: Data)
        case malformedResponse
    }

    struct Response {
        var status: Int
        var headers: [(name: String, value: String)]
        var body = Data()

        func header(_ name: String) -> String? {
            headers.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
        }
    }

    private let fd: Int32
    private let timeout: Double
    private var buffer = Data()

    init(port: Int, timeout: Double = 5) throws {
        self.timeout = timeout
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let status = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard status == 0 else {
            let code = errno
            Glibc.close(fd)
            throw Failure.connectFailed(code)
        }
    }

    deinit {
        Glibc.close(fd)
    }

    func send(_ text: String) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { return }
            offset += count
        }
    }

    /// `GET path` with a Host header and any extra header lines.
    func get(_ path: String, method: String = "GET", headers: [String] = []) {
        send(([ "\(method) \(path) HTTP/1.1", "Host: 127.0.0.1"] + headers).joined(separator: "\r\n") + "\r\n\r\n")
    }

    /// A whole response framed by its Content-Length (no body for `HEAD` or when it has none).
    func readResponse(bodyless: Bool = false) throws -> Response {
        var response = try readHead()
        let length = response.header("Content-Length").flatMap(Int.init) ?? 0
        if !bodyless { response.body = try readBody(count: length) }
        return response
    }

    func readHead() throws -> Response {
        let separator = Data("\r\n\r\n".utf8)
        while buffer.range(of: separator) == nil {
            try fill()
        }
        guard let end = buffer.range(of: separator) else { throw Failure.malformedResponse }
        let headText = String(decoding: buffer[buffer.startIndex..<end.lowerBound], as: UTF8.self)
        buffer = Data(buffer[end.upperBound...])
        var lines = headText.components(separatedBy: "\r\n")
        let statusParts = lines.removeFirst().split(separator: " ")
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else { throw Failure.malformedResponse }
        let headers = lines.compactMap { line -> (name: String, value: String)? in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        return Response(status: status, headers: headers)
    }

    func readBody(count: Int) throws -> Data {
        while buffer.count < count {
            do {
                try fill()
            } catch Failure.closed {
                throw Failure.closed(received: buffer)
            }
        }
        let body = Data(buffer.prefix(count))
        buffer = Data(buffer.dropFirst(count))
        return body
    }

    /// Everything until the server closes the connection.
    func readUntilClose() throws -> Data {
        do {
            while true { try fill() }
        } catch Failure.closed {
            defer { buffer = Data() }
            return buffer
        }
    }

    /// What arrives until the line has been quiet for `quiet` seconds.
    func readUntilQuiet(_ quiet: Double = 0.3) -> Data {
        while (try? fill(waiting: quiet)) != nil {}
        defer { buffer = Data() }
        return buffer
    }

    /// Whether the server closes the connection within `seconds` (data arriving meanwhile is dropped).
    func isClosedByServer(within seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            do {
                try fill(waiting: deadline.timeIntervalSinceNow)
            } catch Failure.closed {
                return true
            } catch {
                return false
            }
        }
        return false
    }

    private func fill(waiting: Double? = nil) throws {
        var pollFD = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        let milliseconds = Int32(max(0, (waiting ?? timeout) * 1000))
        guard poll(&pollFD, 1, milliseconds) > 0 else { throw Failure.timedOut }
        var chunk = [UInt8](repeating: 0, count: 65_536)
        let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { throw Failure.closed(received: buffer) }
        buffer.append(contentsOf: chunk[..<count])
    }
}
