import Foundation
import Glibc

/// A server on 127.0.0.1 whose every answer sends more than its `Content-Length`: the head and
/// the announced bytes, then, after `pause`, ten more on the same connection, which keeps
/// serving requests until the client closes it. Each connection is served on a thread of its own.
final class OverlongResponder {
    static let body = Array("0123456789abcdefghij".utf8)
    static let announced = body.count - 10

    let port: Int
    private let listener: Int32

    init(pause: Double = 0.2) throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, length) == 0 && listen(listener, 8) == 0 && getsockname(listener, $0, &length) == 0 }
        }
        guard bound else {
            Glibc.close(listener)
            throw FullBacklogListener.Failure.socketCall("bind/listen", errno)
        }
        self.listener = listener
        port = Int(UInt16(bigEndian: address.sin_port))
        Thread {
            while true {
                let connection = accept(listener, nil, nil)
                guard connection >= 0 else { return }
                Thread { Self.serve(connection, pause: pause) }.start()
            }
        }.start()
    }

    deinit {
        shutdown(listener, Int32(SHUT_RDWR))
        Glibc.close(listener)
    }

    private static func serve(_ connection: Int32, pause: Double) {
        defer { Glibc.close(connection) }
        var request = [UInt8](repeating: 0, count: 4096)
        while recv(connection, &request, request.count, 0) > 0 {
            let head = Array("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(announced)\r\n\r\n".utf8)
            guard send(head + body.prefix(announced)) else { return }
            Thread.sleep(forTimeInterval: pause)
            guard send(Array(body.suffix(from: announced))) else { return }
        }

        func send(_ bytes: [UInt8]) -> Bool {
            bytes.withUnsafeBytes { Glibc.send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) == $0.count }
        }
    }
}
