import Foundation
import PhotomaniaKit

/// The global options that shape how requests go out: timeouts, speed and size limits, the
/// proxy and the User-Agent, declared once and read into a `TransportConfiguration`.
enum NetworkOptions {
    /// Proxy schemes libcurl understands; a proxy given without one is an HTTP proxy.
    static let proxySchemes: Set<String> = ["http", "https", "socks4", "socks4a", "socks5", "socks5h"]

    static let connectTimeout = seconds("connect-timeout", help: "Give up connecting after this long (default 10)")
    static let stallTimeout = seconds("stall-timeout", help: "Abort a transfer that receives nothing for this long (default 30)")
    static let timeout = seconds("timeout", help: "Give up on an API answer that takes longer than this in all (default 60)")
    static let minSpeed = bytes("min-speed", "RATE", help: "Abort a download still averaging under RATE bytes/s after 30 s, e.g. 10k (default 1k; 0: never)", atLeast: 0)
    static let maxFileSize = bytes("max-file-size", "SIZE", help: "Stop a download larger than SIZE, e.g. 100M (default 512M)", atLeast: 1)
    /// `--limit-rate RATE`: bytes a second for all the run's transfers together, at least 1.
    static let limitRate: Option<Int?> = .value(
        "limit-rate", "RATE", help: "Receive at most RATE bytes/s, e.g. 500k or 2M, for all transfers together (all --jobs of a download)",
        expected: "a rate in bytes a second such as 500k or 2M"
    ) { ByteCount.parse($0).flatMap { $0 >= 1 ? $0 : nil } }
    /// `--proxy URL`: `http://host:port`, `socks5h://host:port`, or `host:port` for HTTP.
    static let proxy: Option<String?> = .value(
        "proxy", "URL", help: "Send requests through this proxy, e.g. http://proxy:3128 or socks5h://host:1080 (default: libcurl's http_proxy, https_proxy or all_proxy; no_proxy is honoured either way)",
        expected: "a proxy URL such as http://127.0.0.1:3128 or socks5h://127.0.0.1:1080"
    ) { isProxy($0) ? $0 : nil }
    /// `--user-agent TEXT`: sent as it is, so no line breaks or other control characters.
    static let userAgent: Option<String?> = .value(
        "user-agent", "TEXT", help: "Send this User-Agent header, e.g. with your contact, as some services ask (default '\(TransportConfiguration.defaultUserAgent)')",
        expected: "text of 1 to 1000 characters without line breaks or control characters"
    ) { text in !text.isEmpty && text.count <= 1000 && !text.unicodeScalars.contains { $0.properties.generalCategory == .control } ? text : nil }

    /// `--api-rate N`: API calls a second (bursts stay the service's); 0 paces nothing.
    static let apiRate: Option<Double?> = .value(
        "api-rate", "N", help: "Send at most N API calls a second, e.g. 0.5 or 2 (default: the service's own limit, none on the built-in demo; 0: no pacing)",
        expected: "a number of calls a second from 0 to 1000, such as 0.5 or 2"
    ) { Double($0).flatMap { $0 >= 0 && $0 <= 1000 ? $0 : nil } }

    /// In the order `--help` lists them.
    static let specs = [connectTimeout.spec, stallTimeout.spec, timeout.spec, minSpeed.spec, maxFileSize.spec, limitRate.spec, apiRate.spec, proxy.spec, userAgent.spec]

    /// What paces the run's API calls: `--api-rate` at the service's burst, else the service's
    /// budget, except on the built-in demo (this machine, no limit to respect); nil for none.
    static func callBudget(_ parsed: ParsedCommandLine, service: CallBudget?, builtInDemo: Bool) throws(UsageError) -> CallBudget? {
        guard let rate = try parsed[apiRate] else { return builtInDemo ? nil : service }
        return rate > 0 ? CallBudget(perSecond: rate, burst: service?.burst ?? CallBudget.defaultBurst) : nil
    }

    /// The defaults with what the options say. One rate limit for the run, shared by every
    /// session a command opens.
    static func transport(_ parsed: ParsedCommandLine) throws(UsageError) -> TransportConfiguration {
        var transport = TransportConfiguration()
        transport.connectTimeout = try parsed[connectTimeout] ?? transport.connectTimeout
        transport.stallTimeout = try parsed[stallTimeout] ?? transport.stallTimeout
        transport.requestTimeout = try parsed[timeout] ?? transport.requestTimeout
        transport.maxFileSize = try parsed[maxFileSize] ?? transport.maxFileSize
        transport.minimumSpeed = try parsed[minSpeed] ?? transport.minimumSpeed
        transport.receiveRateLimit = try parsed[limitRate].map(ReceiveRateLimit.init(bytesPerSecond:))
        transport.proxy = try parsed[proxy]
        transport.userAgent = try parsed[userAgent] ?? transport.userAgent
        return transport
    }

    static func isProxy(_ text: String) -> Bool {
        guard !text.isEmpty, text.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F }) else { return false }
        let scheme = text.range(of: "://").map { text[..<$0.lowerBound].lowercased() }
        guard scheme.map(proxySchemes.contains) ?? true else { return false }
        let url = scheme == nil ? "http://" + text : text
        return URLComponents(string: url)?.host?.isEmpty == false
    }

    /// A number of seconds, more than 0 and at most a day.
    private static func seconds(_ name: String, help: String) -> Option<Double?> {
        .value(name, "SECONDS", help: help, expected: "a number of seconds such as 5 or 0.5") { Double($0).flatMap { $0 > 0 && $0 <= 86_400 ? $0 : nil } }
    }

    /// A number of bytes as people write it (`500k`, `2M`), at least `minimum`.
    private static func bytes(_ name: String, _ valueName: String, help: String, atLeast minimum: Int) -> Option<Int?> {
        .value(name, valueName, help: help, expected: "a size such as 500k, 2M or 1G") { ByteCount.parse($0).flatMap { $0 >= minimum ? $0 : nil } }
    }
}
