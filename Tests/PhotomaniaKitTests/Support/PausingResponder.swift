import Foundation
import Glibc

/// Answers one request on 127.0.0.1 with a body in two halves and a pause between them:
/// silence longer than a stall timeout, but too short for a check that averages the speed over
/// several seconds to notice.
final class PausingResponder {
    let port: Int
    private let listener: Int32
    private let finished = DispatchSemaphore(value: 0)

    init(half: Int, pause: Double) throws {
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
            let head = "HTTP/1.1 200 OK\r\nContent-Type: image/jpeg\r\nContent-Length: \(2 * half)\r\n\r\n"
            let body = [UInt8](repeating: 0x78, count: half)
            _ = Self.send(Array(head.utf8) + body, on: connection)
            Thread.sleep(forTimeInterval: pause)
            _ = Self.send(body, on: connection)
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
