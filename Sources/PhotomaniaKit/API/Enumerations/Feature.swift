/// A photo stream of `GET /photos`.
public enum Feature: String, CaseIterable, Hashable, Sendable {
    case popular
    case highestRated = "highest_rated"
    case upcoming
    case editors
    case freshToday = "fresh_today"
    case freshYesterday = "fresh_yesterday"
    case freshWeek = "fresh_week"
    case user
    case userFriends = "user_friends"
    /// A user's favorites, most recently added first.
    case userFavorites = "user_favorites"
    /// The photos a user liked (photomania's demo server; not in the 500px documentation).
    case userLiked = "user_liked"

    /// The per-user streams, which need `user_id` or `username`.
    public var needsUser: Bool {
        switch self {
        case .user, .userFriends, .userFavorites, .userLiked: true
        default: false
        }
    }

    /// Accepts the API's spelling (`fresh_today`) and the command-line one (`fresh-today`).
    public init?(argument: String) {
        let spelled = argument.lowercased().replacingOccurrences(of: "-", with: "_")
        self.init(rawValue: spelled)
    }
}
