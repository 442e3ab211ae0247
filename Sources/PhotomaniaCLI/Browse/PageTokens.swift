import PhotomaniaKit
import Synchronization

/// Where each page of a list continued by cursor starts: the token the page before it gave, kept
/// as pages arrive, so that `n` (and the prefetch) can ask for the next one and `p` finds the
/// earlier ones again.
final class PageTokens: Sendable {
    private let tokens = Mutex<[PageKey: String]>([:])

    /// The token page `key` starts at; nil for a first page, a numbered list, or a page whose
    /// predecessor has not arrived.
    func start(of key: PageKey) -> String? {
        tokens.withLock { $0[key] }
    }

    /// Page `key` arrived, and says where the one after it starts.
    func note(_ key: PageKey, next token: String?) {
        guard let token else { return }
        tokens.withLock { $0[PageKey(stream: key.stream, number: key.number + 1)] = token }
    }
}
