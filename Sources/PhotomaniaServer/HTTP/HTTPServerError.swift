import Foundation

/// Why an ``HTTPServer`` could not start. Each description is one sentence for the user.
public enum HTTPServerError: Error, Sendable, Equatable, CustomStringConvertible, LocalizedError {
    case invalidPort(Int)
    case unknownHost(String)
    case addressInUse(host: String, port: Int)
    case addressNotAvailable(host: String, port: Int)
    case permissionDenied(host: String, port: Int)
    /// A socket call failed for another reason: the call's name and `strerror` of its errno.
    case systemCallFailed(call: String, reason: String)

    public var description: String {
        switch self {
        case .invalidPort(let port):
            "Cannot listen on port \(port) because ports run from 0 to 65535."
        case .unknownHost(let host):
            "Cannot listen on \"\(host)\" because it is neither an IP address nor a known host name."
        case .addressInUse(let host, let port):
            "Cannot listen on \(host):\(port) because that port is already in use; choose another with --port."
        case .addressNotAvailable(let host, let port):
            "Cannot listen on \(host):\(port) because that address does not belong to this machine."
        case .permissionDenied(let host, let port):
            "Cannot listen on \(host):\(port) because this user may not use that port."
        case .systemCallFailed(let call, let reason):
            "Cannot start the server because \(call)() failed: \(reason)."
        }
    }

    public var errorDescription: String? { description }
}
