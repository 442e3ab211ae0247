/// A service's own "no" that arrives as a successful HTTP answer (Flickr's `stat: fail`, HTTP
/// 200): its code and message, and what it means in the terms the rest of photomania acts on,
/// so that a photo that does not exist, a wrong key or a busy server read and exit as the same
/// failure of 500px does (404, 401, 503).
public struct ServiceFailure: Sendable, Hashable, CustomStringConvertible {
    public enum Meaning: Sendable, Hashable {
        /// The photo, user or collection does not exist (500px's 404).
        case notFound
        /// It exists, and its owner does not share it (500px's 403 about one photo).
        case withheld
        /// The key, the signature or the signed-in user is wrong or missing (500px's 401).
        case credentials
        /// The signed-in user's token may read and not write (Flickr's 99 to a write).
        case readOnly
        /// The call was understood and turned down: an argument, a limit, already done (400).
        case refused
        /// The service is busy or failed for a while: the same call may work later (503).
        case busy
        case other
    }

    /// The service's name, as `--provider` takes it.
    public var service: String
    public var code: Int
    /// The service's message, one line, secrets redacted.
    public var message: String
    public var meaning: Meaning

    public init(service: String, code: Int, message: String, meaning: Meaning) {
        self.service = service
        self.code = code
        self.message = Redaction.redact(message)
        self.meaning = meaning
    }

    public var description: String {
        // Code 0: a service whose errors are words, not numbers (Commons), says them in `message`.
        (code == 0 ? "\(service) answered" : "\(service) answered error \(code)") + (message.isEmpty ? "" : ": \(message)")
    }
}
