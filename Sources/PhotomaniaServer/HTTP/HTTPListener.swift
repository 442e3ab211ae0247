import Glibc

/// Opens the server's listening socket: resolve, bind, listen, and report the bound port.
enum HTTPListener {
    static let backlog: Int32 = 128

    /// A non-blocking listening socket and the port it got (the asked one, or a free one for 0).
    static func open(host: String, port: Int) throws(HTTPServerError) -> (socket: Int32, port: Int) {
        guard (0...65_535).contains(port) else { throw .invalidPort(port) }
        let address = try resolve(host: host, port: port)
        defer { freeaddrinfo(address) }
        let info = address.pointee

        let fd = socket(info.ai_family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
        guard fd >= 0 else { throw systemFailure("socket") }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        guard bind(fd, info.ai_addr, info.ai_addrlen) == 0 else {
            let code = errno
            close(fd)
            throw bindFailure(code, host: host, port: port)
        }
        guard listen(fd, backlog) == 0 else {
            let failure = systemFailure("listen")
            close(fd)
            throw failure
        }
        guard let boundPort = localPort(of: fd) else {
            let failure = systemFailure("getsockname")
            close(fd)
            throw failure
        }
        return (fd, boundPort)
    }

    private static func resolve(host: String, port: Int) throws(HTTPServerError) -> UnsafeMutablePointer<addrinfo> {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV
        var result: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &result) == 0, let result else {
            throw .unknownHost(host)
        }
        return result
    }

    private static func localPort(of fd: Int32) -> Int? {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let status = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        guard status == 0 else { return nil }
        return withUnsafePointer(to: &storage) { pointer -> Int? in
            switch Int32(pointer.pointee.ss_family) {
            case AF_INET:
                pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { Int(UInt16(bigEndian: $0.pointee.sin_port)) }
            case AF_INET6:
                pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { Int(UInt16(bigEndian: $0.pointee.sin6_port)) }
            default:
                nil
            }
        }
    }

    private static func bindFailure(_ code: Int32, host: String, port: Int) -> HTTPServerError {
        switch code {
        case EADDRINUSE: .addressInUse(host: host, port: port)
        case EADDRNOTAVAIL: .addressNotAvailable(host: host, port: port)
        case EACCES, EPERM: .permissionDenied(host: host, port: port)
        default: .systemCallFailed(call: "bind", reason: errorText(code))
        }
    }

    private static func systemFailure(_ call: String) -> HTTPServerError {
        .systemCallFailed(call: call, reason: errorText(errno))
    }

    static func errorText(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
