import Foundation
import PhotomaniaKit

/// The global options that shape how requests go out: `--limit-rate`, `--proxy` and
/// `--user-agent`, read into a `TransportConfiguration`.
enum NetworkOptions {
    /// Proxy schemes libcurl understands; a proxy given without one is an HTTP proxy.
    static let proxySchemes: Set<String> = ["http", "https", "socks4", "socks4a", "socks5", "socks5h"]

    /// `--limit-rate RATE`: bytes a second for all the run's transfers together, at least 1.
    /// One limit for the run, shared by every session a command opens.
    static func rateLimit(_ parsed: ParsedCommandLine) throws(UsageError) -> ReceiveRateLimit? {
        try parsed.value("limit-rate", as: { ByteCount.parse($0).flatMap { $0 >= 1 ? $0 : nil } }, expected: "a rate in bytes a second such as 500k or 2M")
            .map(ReceiveRateLimit.init(bytesPerSecond:))
    }

    /// `--proxy URL`: `http://host:port`, `socks5h://host:port`, or `host:port` for HTTP.
    static func proxy(_ parsed: ParsedCommandLine) throws(UsageError) -> String? {
        try parsed.value("proxy", as: { text in isProxy(text) ? text : nil }, expected: "a proxy URL such as http://127.0.0.1:3128 or socks5h://127.0.0.1:1080")
    }

    static func isProxy(_ text: String) -> Bool {
        guard !text.isEmpty, text.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F }) else { return false }
        let scheme = text.range(of: "://").map { text[..<$0.lowerBound].lowercased() }
        guard scheme.map(proxySchemes.contains) ?? true else { return false }
        let url = scheme == nil ? "http://" + text : text
        return URLComponents(string: url)?.host?.isEmpty == false
    }

    /// `--user-agent TEXT`: sent as it is, so no line breaks or other control characters.
    static func userAgent(_ parsed: ParsedCommandLine) throws(UsageError) -> String? {
        try parsed.value("user-agent", as: { text in
            !text.isEmpty && text.count <= 1000 && !text.unicodeScalars.contains { $0.properties.generalCategory == .control } ? text : nil
        }, expected: "text of 1 to 1000 characters without line breaks or control characters")
    }
}
