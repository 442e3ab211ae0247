import Foundation

extension DemoAPI {
    static let commentsPerPage = 20

    private struct PhotoEnvelope: Encodable {
        let photo: DemoPhotoJSON
        let comments: [DemoCommentJSON]?
    }

    /// `GET /v1/photos/:id`: the full format, images at size 4 unless asked otherwise, and
    /// with `comments` one page (`comments_page`) of comments in creation order.
    func photoShow(id: Int?, query: DemoQuery, imageBase: String) -> HTTPResponse {
        if let refusal = photoRefusal(id) { return refusal }
        guard let id, let photo = catalog.photo(id: id) else { return DemoResponse.error(404, "Photo not found") }
        var comments: [DemoCommentJSON]?
        if query.has("comments") {
            let paging = DemoPaging(page: query.int("comments_page") ?? 1, perPage: Self.commentsPerPage)
            comments = paging.slice(catalog.comments(of: photo)).map { comment in
                DemoCommentJSON(comment: comment, user: catalog.user(id: comment.userID), replies: nil)
            }
        }
        let json = DemoPhotoJSON(
            photo: photo,
            user: catalog.user(id: photo.userID),
            sizes: query.imageSizes(default: .longest900),
            imageBase: imageBase,
            format: .full(feature: DemoFeature.stream(of: photo, now: catalog.referenceDate).rawValue),
            includeTags: query.has("tags")
        )
        return DemoResponse.json(PhotoEnvelope(photo: json, comments: comments))
    }

    /// 403 for the deleted ids, as 500px answered for deleted photos; nil otherwise.
    func photoRefusal(_ id: Int?) -> HTTPResponse? {
        guard let id, catalog.deletedPhotoIDs.contains(id) else { return nil }
        return DemoResponse.error(403, "This photo has been deleted.")
    }
}
