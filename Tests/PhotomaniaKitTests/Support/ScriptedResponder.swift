import Foundation
import Glibc

/// Answers one request on 127.0.0.1 with raw bytes written in parts, pausing between them:
/// answers no HTTP server would send, or silences of an exact length.
final class ScriptedResponder {
    let port: Int
    private let listener: Int32
    private let finished = DispatchSemaphore(value: 0)

    /// A 200 whose body comes in two halves with `pause` between them: silence longer than a
    /// stall timeout, but too short for a check that averages the speed over seconds to notice.
    convenience init(half: Int, pause: Double) throws {
        let head = "HTTP/1.1 200 OK\r\nContent-Type: image/jpeg\r\nContent-Length: \(2 * half)\r\n\r\n"
        let body = [UInt8](repeating: 0x78, count: half)
        try self.init(parts: [Array(head.utf8) + body, body], pause: pause)
    }

    init(parts: [[UInt8]], pause: Double) throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, length) == 0 && listen(listener, 1) == 0 && getsockname(listener, $0, &length) == 0 }
        }
        guard bound else {
            Glibc.close(listener)
            throw FullBacklogListener.Failure.socketCall("bind/listen", errno)
        }
        self.listener = listener
        port = Int(UInt16(bigEndian: address.sin_port))
        let finished = self.finished
        Thread {
            defer { finished.signal() }
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { return }
            defer { Glibc.close(connection) }
            var request = [UInt8](repeating: 0, count: 4096)
            _ = recv(connection, &request, request.count, 0)
            for (index, part) in parts.enumerated() {
                if index > 0 { Thread.sleep(forTimeInterval: pause) }
                guard Self.send(part, on: connection) else { return }
            }
        }.start()
    }

    /// Waits for the answer to have been written (or refused), so that nothing outlives the test.
    func waitUntilFinished() {
        finished.wait()
    }

    deinit {
        Glibc.close(listener)
    }

    private static func send(_ bytes: [UInt8], on connection: Int32) -> Bool {
        bytes.withUnsafeBytes { Glibc.send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) == $0.count }
    }
}
