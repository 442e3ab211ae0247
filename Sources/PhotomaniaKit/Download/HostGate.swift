import Foundation

/// Pauses every transfer to a host that answered 429 or 503 with `Retry-After`, so that the
/// other workers do not keep knocking while it asked for quiet.
actor HostGate {
    private var pausedUntil: [String: Date] = [:]

    func pause(_ host: String, until date: Date) {
        if date > pausedUntil[host] ?? .distantPast { pausedUntil[host] = date }
    }

    /// When `host` opens again, if it is paused.
    func pausedUntil(_ host: String) -> Date? {
        pausedUntil[host]
    }

    /// Returns when `host` is open; throws when the task is cancelled while waiting.
    func waitUntilOpen(_ host: String, clock: RetryClock) async throws {
        while let until = pausedUntil[host] {
            let wait = until.timeIntervalSince(clock.now())
            if wait <= 0 {
                pausedUntil[host] = nil
                return
            }
            try await clock.sleep(wait)
        }
    }

    static func host(of url: String) -> String {
        URLComponents(string: url).map { "\($0.host ?? ""):\($0.port ?? 0)" } ?? url
    }
}
