import Foundation
import Glibc

/// A socket on 127.0.0.1 that listens but never accepts, with its backlog filled by a connection
/// of its own: the kernel drops further SYNs, so a client's connect neither succeeds nor fails
/// until the client gives up.
final class FullBacklogListener {
    enum Failure: Error {
        case socketCall(String, Int32)
    }

    let port: Int
    private let listener: Int32
    private let filler: Int32

    init() throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        let filler = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        do {
            try Self.check("bind", Self.withSocketAddress(&address) { bind(listener, $0, length) })
            try Self.check("listen", listen(listener, 0))
            try Self.check("getsockname", Self.withSocketAddress(&address) { getsockname(listener, $0, &length) })
            try Self.check("connect", Self.withSocketAddress(&address) { connect(filler, $0, length) })
        } catch {
            Glibc.close(filler)
            Glibc.close(listener)
            throw error
        }
        self.listener = listener
        self.filler = filler
        port = Int(UInt16(bigEndian: address.sin_port))
    }

    deinit {
        Glibc.close(filler)
        Glibc.close(listener)
    }

    private static func withSocketAddress<T>(_ address: inout sockaddr_in, _ body: (UnsafeMutablePointer<sockaddr>) -> T) -> T {
        withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1, body) }
    }

    private static func check(_ call: String, _ status: Int32) throws {
        guard status == 0 else { throw Failure.socketCall(call, errno) }
    }
}
