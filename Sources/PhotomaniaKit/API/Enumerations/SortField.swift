/// The `sort` values of `GET /photos` and `GET /photos/search`.
public enum SortField: String, CaseIterable, Hashable, Sendable {
    case createdAt = "created_at"
    case rating
    case highestRating = "highest_rating"
    case timesViewed = "times_viewed"
    case votesCount = "votes_count"
    case commentsCount = "comments_count"
    case takenAt = "taken_at"
    /// Relevance; only `GET /photos/search` knows it.
    case score = "_score"

    public var isSearchOnly: Bool { self == .score }

    /// Accepts the API's spelling (`times_viewed`) and the command-line one (`times-viewed`).
    public init?(argument: String) {
        let lowered = argument.lowercased()
        let spelled = lowered == "score" ? "_score" : lowered.replacingOccurrences(of: "-", with: "_")
        self.init(rawValue: spelled)
    }
}
