import Foundation
import PhotomaniaSQLite

extension DemoState {
    /// Adds the photo to the user's favorites; false when it was there already.
    func favorite(userID: Int, photoID: Int, at date: Date = Date()) throws(DemoStateError) -> Bool {
        try withConnection { (connection) throws(SQLiteFailure) in
            try connection.run(
                "INSERT OR IGNORE INTO favorites (user_id, photo_id, favorited_at) VALUES (?1, ?2, ?3)",
                [.integer(Int64(userID)), .integer(Int64(photoID)), .real(date.timeIntervalSince1970)])
            return connection.changes == 1
        }
    }

    /// Removes the photo from the user's favorites; false when it was not there.
    func removeFavorite(userID: Int, photoID: Int) throws(DemoStateError) -> Bool {
        try withConnection { (connection) throws(SQLiteFailure) in
            try connection.run("DELETE FROM favorites WHERE user_id = ?1 AND photo_id = ?2", [.integer(Int64(userID)), .integer(Int64(photoID))])
            return connection.changes == 1
        }
    }

    /// The ids of the user's favorite photos, most recently favorited first.
    func favoritePhotoIDs(ofUser userID: Int) throws(DemoStateError) -> [Int] {
        try withConnection { (connection) throws(SQLiteFailure) in
            try connection.run(
                "SELECT photo_id FROM favorites WHERE user_id = ?1 ORDER BY favorited_at DESC, rowid DESC", [.integer(Int64(userID))]
            ).compactMap { $0.first?.integer.map { Int($0) } }
        }
    }
}
