/// Something a command asked of a photo service that the service does not do (a stream, a sort,
/// a kind of people, a write, a way of signing in), with what it offers instead. Its
/// `description` is the one sentence every such refusal reads: `flickr cannot sort by
/// votes_count; it offers created_at, rating`.
public struct UnsupportedByService: Sendable, Hashable, CustomStringConvertible {
    /// The service's name, as `--provider` takes it.
    public var service: String
    /// What it cannot do, worded to follow "cannot": `sort by votes_count`.
    public var asked: String
    /// What it offers in its place, each worded to follow "it offers".
    public var offered: [String]
    /// Why, in the service's own words, when it says.
    public var because: String?

    public init(service: String, cannot asked: String, offers offered: [String], because: String? = nil) {
        self.service = service
        self.asked = asked
        self.offered = offered
        self.because = because
    }

    public var description: String {
        "\(service) cannot \(asked)" + (because.map { " (\($0))" } ?? "") + "; it offers " + (offered.isEmpty ? "nothing in its place" : offered.joined(separator: ", "))
    }
}
