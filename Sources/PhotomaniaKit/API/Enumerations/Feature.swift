/// A photo stream as a service names it (`popular`, `fresh_today`) and declares it
/// (`ServiceCapabilities.features`). Streams are told apart by name alone; the names here are
/// the ones photomania's own selections use, a service's others live in its folder.
public struct Feature: Hashable, Sendable, CustomStringConvertible {
    /// Whose photos a stream holds.
    public enum Reach: Sendable, Hashable {
        /// The site's: endless, no person needed (popular, the newest uploads).
        case site
        /// One person's own collection, which ends: their photos, favorites or likes.
        case person
        /// The photos of the people one person follows: endless.
        case followed
    }

    public let rawValue: String
    public let reach: Reach

    public init(_ name: String, reach: Reach = .site) {
        rawValue = name
        self.reach = reach
    }

    public static let popular = Feature("popular")
    public static let freshToday = Feature("fresh_today")
    public static let user = Feature("user", reach: .person)
    public static let userFriends = Feature("user_friends", reach: .followed)
    /// A user's favorites, most recently added first.
    public static let userFavorites = Feature("user_favorites", reach: .person)
    /// The photos a user liked.
    public static let userLiked = Feature("user_liked", reach: .person)

    /// The per-user streams, which need a user.
    public var needsUser: Bool { reach != .site }

    public var description: String { rawValue }

    public static func == (lhs: Feature, rhs: Feature) -> Bool { lhs.rawValue == rhs.rawValue }
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    /// The one of `features` an argument names, in the API's spelling (`fresh_today`) or the
    /// command line's (`fresh-today`).
    public init?(argument: String, among features: [Feature]) {
        let spelled = argument.lowercased().replacingOccurrences(of: "-", with: "_")
        guard let found = features.first(where: { $0.rawValue == spelled }) else { return nil }
        self = found
    }
}
