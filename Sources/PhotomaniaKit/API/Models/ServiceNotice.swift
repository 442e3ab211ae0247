/// Something a service found in a run that is said once for the run, not for each photo.
public enum ServiceNotice: Sendable, Hashable {
    /// The largest image offered of some photos was at most `longestEdge` pixels on the long side,
    /// for `reason`; the largest offered was taken.
    case imagesCapped(longestEdge: Int, reason: String)
}
