import Foundation
import PhotomaniaSQLite

/// What users did to one photo through the API, on top of the catalog's own counts.
struct DemoPhotoActivity: Sendable, Equatable {
    var votes = 0
    var favorites = 0
    var comments = 0
    /// Set when the response speaks to a signed-in user about their own votes and favorites.
    var viewer: DemoViewerState?

    static let none = DemoPhotoActivity()
}

/// The signed-in user's relation to a photo: `voted`, `liked`, `disliked`, `favorited`.
struct DemoViewerState: Sendable, Equatable {
    /// 1 like, 0 dislike, nil not voted.
    var vote: Int?
    var favorited = false

    var voted: Bool { vote != nil }
    var liked: Bool { vote == 1 }
    var disliked: Bool { vote == 0 }
}

/// The state's counts for every photo, and one user's votes and favorites, read at one moment.
struct DemoActivity: Sendable {
    var votes: [Int: Int] = [:]
    var favorites: [Int: Int] = [:]
    var comments: [Int: Int] = [:]
    var viewerVotes: [Int: Int] = [:]
    var viewerFavorites: Set<Int> = []

    /// `withViewer` adds the viewer's state (false everywhere when no viewer was read).
    func of(_ photoID: Int, withViewer: Bool) -> DemoPhotoActivity {
        DemoPhotoActivity(
            votes: votes[photoID] ?? 0,
            favorites: favorites[photoID] ?? 0,
            comments: comments[photoID] ?? 0,
            viewer: withViewer ? DemoViewerState(vote: viewerVotes[photoID], favorited: viewerFavorites.contains(photoID)) : nil)
    }
}

extension DemoState {
    /// Every photo's added votes, favorites and comments, with `viewer`'s votes and favorites.
    func activity(viewer: Int?) throws(DemoStateError) -> DemoActivity {
        try withConnection { (connection) throws(SQLiteFailure) in
            func counts(_ table: String) throws(SQLiteFailure) -> [Int: Int] {
                Self.integerPairs(try connection.run("SELECT photo_id, count(*) FROM \(table) GROUP BY photo_id"))
            }
            var activity = DemoActivity()
            activity.votes = try counts("votes")
            activity.favorites = try counts("favorites")
            activity.comments = try counts("comments")
            if let viewer {
                let user: [SQLiteValue] = [.integer(Int64(viewer))]
                activity.viewerVotes = Self.integerPairs(try connection.run("SELECT photo_id, value FROM votes WHERE user_id = ?1", user))
                activity.viewerFavorites = Set(Self.integerPairs(try connection.run("SELECT photo_id, 1 FROM favorites WHERE user_id = ?1", user)).keys)
            }
            return activity
        }
    }

    /// Two-column integer rows as a dictionary from the first column to the second.
    private static func integerPairs(_ rows: [[SQLiteValue]]) -> [Int: Int] {
        var result: [Int: Int] = [:]
        for row in rows {
            guard row.count == 2, let key = row[0].integer, let value = row[1].integer else { continue }
            result[Int(key)] = Int(value)
        }
        return result
    }
}
