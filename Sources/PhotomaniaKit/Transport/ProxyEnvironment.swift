import Foundation

/// The proxy libcurl takes from the environment for a URL when no `--proxy` is given, read by
/// its rules: `http_proxy` (lowercase only) for http, `https_proxy` or `HTTPS_PROXY` for https,
/// else `all_proxy` or `ALL_PROXY`; none for a host `no_proxy` (or `NO_PROXY`) lists. Only to
/// name the proxy in an error: libcurl decides for itself.
enum ProxyEnvironment {
    static func proxy(for url: String, noProxy: String?, environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        guard let components = URLComponents(string: url), let scheme = components.scheme?.lowercased(), let host = components.host else { return nil }
        let value = { (names: [String]) in names.lazy.compactMap { environment[$0] }.first { !$0.isEmpty } }
        let schemeProxy = scheme == "http" ? value(["http_proxy"]) : scheme == "https" ? value(["https_proxy", "HTTPS_PROXY"]) : nil
        guard let proxy = schemeProxy ?? value(["all_proxy", "ALL_PROXY"]) else { return nil }
        let exceptions = noProxy ?? value(["no_proxy", "NO_PROXY"]) ?? ""
        return bypasses(host: host, exceptions) ? nil : proxy
    }

    /// Whether `host` is one of the comma-separated `exceptions`, or inside a domain they name.
    private static func bypasses(host: String, _ exceptions: String) -> Bool {
        let host = host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        return exceptions.split(separator: ",").contains { entry in
            let name = entry.trimmingCharacters(in: .whitespaces).lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
            let domain = name.hasPrefix(".") ? String(name.dropFirst()) : name
            return name == "*" || (!domain.isEmpty && (host == domain || host.hasSuffix("." + domain)))
        }
    }
}
