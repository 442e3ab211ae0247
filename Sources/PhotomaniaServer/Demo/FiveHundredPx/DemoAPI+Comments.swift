import Foundation

extension DemoAPI {
    private struct CommentsEnvelope: Encodable {
        let mediaType = "photo"
        let currentPage: Int
        let totalPages: Int
        let totalItems: Int
        let comments: [DemoCommentJSON]

        enum CodingKeys: String, CodingKey {
            case comments
            case mediaType = "media_type", currentPage = "current_page"
            case totalPages = "total_pages", totalItems = "total_items"
        }
    }

    /// `GET /v1/photos/:id/comments`: 20 a page (`page`, or `comments_page` as Photomania
    /// sends it). Flat, replies among the others in creation order; with `nested`, pages of
    /// top-level comments each carrying its `replies` (and the totals count those threads).
    func photoComments(id: Int?, query: DemoQuery) throws -> HTTPResponse {
        let photo = try existingPhoto(id)
        let all = try allComments(of: photo)
        let paging = DemoPaging(page: query.int("page") ?? query.int("comments_page") ?? 1, perPage: Self.commentsPerPage)
        let items: [DemoCommentJSON]
        let total: Int
        if query.has("nested") {
            let replies = Dictionary(grouping: all.filter { $0.parentID != nil }) { $0.parentID ?? 0 }
            let threads = all.filter { $0.parentID == nil }
            total = threads.count
            items = paging.slice(threads).map { comment in
                DemoCommentJSON(
                    comment: comment,
                    user: catalog.user(id: comment.userID),
                    replies: (replies[comment.id] ?? []).map(commentJSON)
                )
            }
        } else {
            total = all.count
            items = paging.slice(all).map(commentJSON)
        }
        return DemoResponse.json(CommentsEnvelope(
            currentPage: paging.page,
            totalPages: paging.totalPages(total),
            totalItems: total,
            comments: items
        ))
    }

    /// A photo's comments in creation order: the catalog's, then those added through the API.
    func allComments(of photo: DemoPhoto) throws(DemoStateError) -> [DemoComment] {
        catalog.comments(of: photo) + (try state.addedComments(ofPhoto: photo.id)).map { comment(from: $0, on: photo) }
    }

    func comment(from added: DemoAddedComment, on photo: DemoPhoto) -> DemoComment {
        DemoComment(
            id: added.id, userID: added.userID, toWhomUserID: photo.userID, body: added.body,
            createdAt: added.createdAt, parentID: added.parentID, zone: photo.zone)
    }

    func commentJSON(_ comment: DemoComment) -> DemoCommentJSON {
        DemoCommentJSON(comment: comment, user: catalog.user(id: comment.userID), replies: nil)
    }
}
