import Foundation

/// The nonces of signed requests seen within the verifier's clock-skew window. A request whose
/// timestamp left the window is refused by the verifier anyway, so its nonce can be forgotten.
struct DemoNonceMemory: Sendable {
    private struct Key: Hashable {
        let consumerKey: String
        let token: String
        let nonce: String
        let timestamp: Int
    }

    private var seen: Set<Key> = []
    private var prunedAt = Int.min

    /// Remembers the nonce; false when the same (consumer, token, nonce, timestamp) was seen.
    /// `now` and `timestamp` are seconds since 1970; `window` is the allowed clock skew.
    mutating func admit(consumerKey: String, token: String?, nonce: String, timestamp: Int, now: Int, window: Int) -> Bool {
        if now != prunedAt {
            seen = seen.filter { $0.timestamp >= now - window }
            prunedAt = now
        }
        return seen.insert(Key(consumerKey: consumerKey, token: token ?? "", nonce: nonce, timestamp: timestamp)).inserted
    }

    var count: Int { seen.count }
}
