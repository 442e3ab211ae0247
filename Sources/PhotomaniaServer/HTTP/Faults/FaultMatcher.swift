/// Which requests a ``FaultRule`` applies to.
public enum FaultMatcher: Sendable, Hashable {
    /// The percent-decoded request path matches this glob (`*` = any run of characters).
    case path(String)
    /// Only the first N matching requests.
    case first(Int)
    /// Only the Nth, 2Nth, … matching request.
    case every(Int)
}
