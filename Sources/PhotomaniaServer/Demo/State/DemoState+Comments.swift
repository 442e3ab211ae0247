import Foundation
import PhotomaniaSQLite

/// A comment a signed-in user added through the API.
struct DemoAddedComment: Sendable, Equatable {
    let id: Int
    let photoID: Int
    let parentID: Int?
    let userID: Int
    let body: String
    let createdAt: Date
}

extension DemoState {
    /// Added comments are numbered from here (plus their row's sequence), far above the catalog's
    /// `photo id × 100 + n`: photo ids stay below 10⁸ for any catalog size `serve` accepts.
    static let addedCommentIDBase = 10_000_000_000

    private static let commentColumns = "sequence, photo_id, parent_id, user_id, body, created_at"

    func addComment(photoID: Int, parentID: Int?, userID: Int, body: String, at date: Date = Date()) throws(DemoStateError) -> DemoAddedComment {
        let createdAt = Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.down))
        let sequence = try withConnection { (connection) throws(SQLiteFailure) in
            try connection.run(
                "INSERT INTO comments (photo_id, parent_id, user_id, body, created_at) VALUES (?1, ?2, ?3, ?4, ?5)",
                [.integer(Int64(photoID)), parentID.map { .integer(Int64($0)) } ?? .null, .integer(Int64(userID)), .text(body),
                 .real(createdAt.timeIntervalSince1970)])
            return connection.lastInsertedRowID
        }
        return DemoAddedComment(
            id: Self.addedCommentIDBase + Int(sequence), photoID: photoID, parentID: parentID, userID: userID, body: body, createdAt: createdAt)
    }

    /// A photo's added comments in creation order.
    func addedComments(ofPhoto photoID: Int) throws(DemoStateError) -> [DemoAddedComment] {
        try withConnection { (connection) throws(SQLiteFailure) in
            try connection.run("SELECT \(Self.commentColumns) FROM comments WHERE photo_id = ?1 ORDER BY sequence", [.integer(Int64(photoID))])
        }.compactMap(Self.comment(from:))
    }

    /// The added comment with this id; nil for any other id, the catalog's included.
    func addedComment(id: Int) throws(DemoStateError) -> DemoAddedComment? {
        let (sequence, overflow) = id.subtractingReportingOverflow(Self.addedCommentIDBase)
        guard !overflow, sequence > 0 else { return nil }
        return try withConnection { (connection) throws(SQLiteFailure) in
            try connection.run("SELECT \(Self.commentColumns) FROM comments WHERE sequence = ?1", [.integer(Int64(sequence))])
        }.first.flatMap(Self.comment(from:))
    }

    private static func comment(from row: [SQLiteValue]) -> DemoAddedComment? {
        guard row.count == 6, let sequence = row[0].integer, let photoID = row[1].integer, let userID = row[3].integer,
              let body = row[4].text, let time = row[5].real
        else { return nil }
        return DemoAddedComment(
            id: addedCommentIDBase + Int(sequence), photoID: Int(photoID), parentID: row[2].integer.map { Int($0) },
            userID: Int(userID), body: body, createdAt: Date(timeIntervalSince1970: time))
    }
}
