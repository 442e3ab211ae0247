import Foundation

extension DemoAPI {
    static let commentsPerPage = 20

    /// `{"photo": …}`, with `comments` only when they were asked for.
    struct PhotoEnvelope: Encodable {
        let photo: DemoPhotoJSON
        var comments: [DemoCommentJSON]?
    }

    /// `GET /v1/photos/:id`: the full format, images at size 4 unless asked otherwise, and
    /// with `comments` one page (`comments_page`) of comments in creation order. Signed by a
    /// user, the photo says whether that user voted for it and favorited it.
    func photoShow(id: Int?, query: DemoQuery, imageBase: String, caller: DemoCaller) throws -> HTTPResponse {
        let photo = try existingPhoto(id)
        var comments: [DemoCommentJSON]?
        if query.has("comments") {
            let paging = DemoPaging(page: query.int("comments_page") ?? 1, perPage: Self.commentsPerPage)
            comments = paging.slice(try allComments(of: photo)).map(commentJSON)
        }
        let json = try fullPhoto(photo, query: query, imageBase: imageBase, viewer: caller.userID)
        return DemoResponse.json(PhotoEnvelope(photo: json, comments: comments))
    }

    /// A photo in the full format with the state's counts and, given a viewer, their votes and favorites.
    func fullPhoto(_ photo: DemoPhoto, query: DemoQuery, imageBase: String, viewer: Int?) throws(DemoStateError) -> DemoPhotoJSON {
        let activity = try state.activity(viewer: viewer)
        return DemoPhotoJSON(
            photo: photo,
            user: catalog.user(id: photo.userID),
            sizes: query.imageSizes(default: .longest900),
            imageBase: imageBase,
            format: .full(feature: DemoFeature.stream(of: photo, now: catalog.referenceDate).rawValue),
            includeTags: query.has("tags"),
            activity: activity.of(photo.id, withViewer: viewer != nil)
        )
    }

    /// The photo with this id: 403 for the deleted ids, 404 when there is none.
    func existingPhoto(_ id: Int?) throws(DemoRefusal) -> DemoPhoto {
        if let refusal = photoRefusal(id) { throw DemoRefusal(refusal) }
        guard let id, let photo = catalog.photo(id: id) else { throw DemoRefusal(404, "Photo not found") }
        return photo
    }

    /// 403 for the deleted ids, as 500px answered for deleted photos; nil otherwise.
    func photoRefusal(_ id: Int?) -> HTTPResponse? {
        guard let id, catalog.deletedPhotoIDs.contains(id) else { return nil }
        return DemoResponse.error(403, "This photo has been deleted.")
    }
}
