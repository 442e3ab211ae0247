/// A write the server understood and turned down for what it is about, not for who asked: the
/// photo or comment does not exist (404), or the server's reason — already voted, your own
/// photo, not in your favorites, a reply to a reply (403, 400). Credential failures are not
/// refusals: they mean signing in again.
public enum WriteRefusal: Sendable, Equatable {
    case notFound
    case refused(reason: String?)

    public init?(_ error: PhotomaniaError) {
        if case .serviceFailed(_, let failure) = error {
            switch failure.meaning {
            case .notFound: self = .notFound
            case .refused, .withheld: self = .refused(reason: failure.message.isEmpty ? nil : failure.message)
            default: return nil
            }
            return
        }
        guard !error.isCredentialFailure,
              case .responseValidationFailed(_, .unacceptableStatusCode(let code, let message, _)) = error
        else { return nil }
        switch code {
        case 404: self = .notFound
        case 400, 403, 409, 422: self = .refused(reason: message.flatMap { $0.isEmpty ? nil : $0 })
        default: return nil
        }
    }
}
