/// Which requests a ``FaultRule`` applies to.
public enum FaultMatcher: Sendable, Hashable {
    /// The percent-decoded request path matches this glob (`*` = any run of characters).
    case path(String)
    /// The REST method the request names in its `method` parameter (query or form-encoded body,
    /// e.g. Flickr's `flickr.photos.search`) matches this glob; a request without one never matches.
    case method(String)
    /// Only the first N matching requests.
    case first(Int)
    /// Only the Nth, 2Nth, … matching request.
    case every(Int)
}
