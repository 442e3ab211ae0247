import Foundation
import PhotomaniaSQLite

extension DemoState {
    /// The photos the user liked (`vote=1`) through the API, most recent first.
    func likes(byUser userID: Int) throws(DemoStateError) -> [DemoLike] {
        try withConnection { (connection) throws(SQLiteFailure) in
            Self.likes(try connection.run(
                "SELECT user_id, photo_id, voted_at FROM votes WHERE user_id = ?1 AND value = 1 ORDER BY voted_at DESC, photo_id DESC",
                [.integer(Int64(userID))]))
        }
    }

    /// The users who liked the photo through the API, most recent first.
    func likes(ofPhoto photoID: Int) throws(DemoStateError) -> [DemoLike] {
        try withConnection { (connection) throws(SQLiteFailure) in
            Self.likes(try connection.run(
                "SELECT user_id, photo_id, voted_at FROM votes WHERE photo_id = ?1 AND value = 1 ORDER BY voted_at DESC, user_id DESC",
                [.integer(Int64(photoID))]))
        }
    }

    private static func likes(_ rows: [[SQLiteValue]]) -> [DemoLike] {
        rows.compactMap { row in
            guard row.count == 3, let userID = row[0].integer, let photoID = row[1].integer, let votedAt = row[2].real else { return nil }
            return DemoLike(userID: Int(userID), photoID: Int(photoID), likedAt: Date(timeIntervalSince1970: votedAt))
        }
    }
}
