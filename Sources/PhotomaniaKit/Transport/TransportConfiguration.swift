import CCurl
import Foundation

/// Connection behaviour shared by every transfer of a `Session`.
public struct TransportConfiguration: Sendable {
    /// Give up connecting after this long.
    public var connectTimeout: Double = 10
    /// Abort a transfer that received no bytes for this long.
    public var stallTimeout: Double = 30
    public var maxRedirects: Int = 5
    /// Answers above this size fail instead of filling memory (API responses are small).
    public var maxBodySize: Int = 64 * 1_048_576
    /// Bodies streamed to a consumer (a file) above this size stop at once.
    public var maxFileSize: Int = 512 * 1_048_576
    /// The longest a request that asks for a time limit (an API request) may take in all.
    public var requestTimeout: Double = 60
    /// A transfer whose average speed is still below this many bytes a second once
    /// `speedGrace` seconds have passed since the request went out stops; 0: no minimum.
    public var minimumSpeed: Int = 1024
    public var speedGrace: Double = 30
    public var userAgent: String = TransportConfiguration.defaultUserAgent
    /// A cap on the body bytes a second received by all the transfers that share it: give every
    /// session of a run the same one to cap the run. Nil: no limit.
    public var receiveRateLimit: ReceiveRateLimit?
    /// CURLOPT_PROXY, e.g. `http://proxy:3128` or `socks5h://127.0.0.1:1080`. When nil, libcurl
    /// still honours `http_proxy`, `https_proxy`, `all_proxy` and `no_proxy` from the environment.
    public var proxy: String?
    /// CURLOPT_NOPROXY: hosts reached directly, in place of the environment's `no_proxy`; nil
    /// leaves `no_proxy` in charge.
    public var noProxy: String?
    /// Connections kept open for reuse, across all hosts.
    public var maxConnections: Int = 16
    /// Write one line per request and response to this sink (`--verbose`); URLs arrive redacted.
    public var log: (@Sendable (String) -> Void)?

    public init() {}

    /// The minimum speed each of `transfers` running together must keep: `minimumSpeed`, but
    /// under `receiveRateLimit` never above half their share of it, which would fail transfers
    /// held to the limit.
    func minimumSpeed(sharedBy transfers: Int) -> Int {
        guard let limit = receiveRateLimit else { return minimumSpeed }
        return min(minimumSpeed, limit.bytesPerSecond / (2 * max(1, transfers)))
    }

    /// Bytes curl reads at a time for a transfer that asked for `requested`.
    func receiveBufferSize(requested: Int?) -> Int? {
        receiveRateLimit.map { $0.receiveBufferSize(requested: requested) } ?? requested
    }
}

public enum PhotomaniaVersion {
    public static let current = "0.1.0"
}

extension TransportConfiguration {
    /// What photomania calls itself, as Wikimedia's User-Agent policy asks of every client: its
    /// name and version, what it is, and the library it talks through. `--user-agent` adds a
    /// contact of one's own.
    public static let defaultUserAgent: String = {
        // The first version struct's fields are all that is read: no other library is asked its version.
        let curl = curl_version_info(CURLVERSION_FIRST)?.pointee.version.map { String(cString: $0) } ?? "unknown"
        return "photomania/\(PhotomaniaVersion.current) (command-line photo browser and downloader) libcurl/\(curl)"
    }()
}
