import Foundation
import PhotomaniaSQLite

extension DemoState {
    /// Likes (`value` 1) or dislikes (0) a photo; false when the user had already voted for it.
    func vote(userID: Int, photoID: Int, value: Int, at date: Date = Date()) throws(DemoStateError) -> Bool {
        try withConnection { (connection) throws(SQLiteFailure) in
            try connection.run(
                "INSERT OR IGNORE INTO votes (user_id, photo_id, value, voted_at) VALUES (?1, ?2, ?3, ?4)",
                [.integer(Int64(userID)), .integer(Int64(photoID)), .integer(Int64(value)), .real(date.timeIntervalSince1970)])
            return connection.changes == 1
        }
    }

    /// Takes the user's vote back; false when there was none.
    func removeVote(userID: Int, photoID: Int) throws(DemoStateError) -> Bool {
        try withConnection { (connection) throws(SQLiteFailure) in
            try connection.run("DELETE FROM votes WHERE user_id = ?1 AND photo_id = ?2", [.integer(Int64(userID)), .integer(Int64(photoID))])
            return connection.changes == 1
        }
    }
}
